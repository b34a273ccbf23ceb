import { useSearchParams } from "react-router";
import { LeadForm } from "~/components/forms/lead-form";
import * as careersEn from "~/content/careers";
import * as careersHi from "~/content/hi/careers";
import { useLocalized } from "~/lib/locale";
import { useAppliedRoleTitle } from "./applied-role";

/**
 * The careers form, told which role the visitor chose with an Apply button (?role=…). The
 * form puts it at the start of the message after hydration, so the prerendered page and the
 * browser render the same markup.
 */
export function CareerLeadForm() {
  const [params] = useSearchParams();
  const { careersCopy } = useLocalized({ en: careersEn, hi: careersHi });
  const role = useAppliedRoleTitle(params.get("role"));
  return (
    <LeadForm
      kind="career"
      prefillMessage={role ? `${careersCopy.applyingFor} ${role}\n` : undefined}
    />
  );
}
