import { useEffect, useState } from "react";
import { LeadForm, type LeadFormProps } from "~/components/forms/lead-form";
import type { CareerRole } from "~/content/careers/schema";
import { island } from "~/islands/island";
import { roleChangeEvent, roleInAddress } from "~/lib/browser/career-apply";
import { appliedRoleTitle } from "./applied-role";

/**
 * The careers form, told which role the visitor chose with an Apply button (?role=…, announced by
 * app/enhancements/section-links.ts). Once hydrated, it puts the role at the start of the message,
 * so the prerendered page and the browser render the same markup.
 */
export function CareerLeadForm({
  applyingFor,
  roles,
  roleIdsByTitleKey,
  ...form
}: Omit<LeadFormProps, "kind" | "prefillMessage"> & {
  /** Starts the message: "Applying for:". */
  applyingFor: string;
  roles: readonly Pick<CareerRole, "id" | "title">[];
  /** The roles' ids by the keys of their titles in every language (./applied-role.ts). */
  roleIdsByTitleKey: Readonly<Record<string, string>>;
}) {
  const [param, setParam] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setParam(roleInAddress());
    read();
    window.addEventListener(roleChangeEvent, read);
    return () => window.removeEventListener(roleChangeEvent, read);
  }, []);
  const role = appliedRoleTitle(param, roles, roleIdsByTitleKey);
  return (
    <LeadForm
      kind="career"
      prefillMessage={role ? `${applyingFor} ${role}\n` : undefined}
      {...form}
    />
  );
}

/** The careers form as an island (hydrated as it nears the viewport, app/routes/career/route.tsx). */
export const CareerLeadFormIsland = island("career-form", CareerLeadForm);
