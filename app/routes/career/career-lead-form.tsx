import { useSearchParams } from "react-router";
import { LeadForm } from "~/components/forms/lead-form";
import type { CareerRole } from "~/content/careers/schema";
import type { LeadFormClientCopy } from "~/content/forms/schema";
import { appliedRoleTitle } from "./applied-role";

/**
 * The careers form, told which role the visitor chose with an Apply button (?role=…). The
 * form puts it at the start of the message after hydration, so the prerendered page and the
 * browser render the same markup.
 */
export function CareerLeadForm({
  copy,
  applyingFor,
  roles,
  roleIdsByTitleKey,
}: {
  copy: LeadFormClientCopy;
  /** Starts the message: "Applying for:". */
  applyingFor: string;
  roles: readonly Pick<CareerRole, "id" | "title">[];
  /** The roles' ids by the keys of their titles in every language (./applied-role.ts). */
  roleIdsByTitleKey: Readonly<Record<string, string>>;
}) {
  const [params] = useSearchParams();
  const role = appliedRoleTitle(params.get("role"), roles, roleIdsByTitleKey);
  return (
    <LeadForm
      kind="career"
      copy={copy}
      prefillMessage={role ? `${applyingFor} ${role}\n` : undefined}
    />
  );
}
