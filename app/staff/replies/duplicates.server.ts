/** The duplicate mark's data for a lead's page (./duplicate-mark.tsx), read on the server. */
import type { AppLoadContext } from "react-router";
import { can, mayWorkLead, type StaffIdentity } from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import type { DuplicateLink } from "./duplicate-mark";
import { normalisePhone } from "./phone";

type AdminService = NonNullable<AppLoadContext["admin"]>;
type StaffLead = Awaited<ReturnType<AdminService["inbox"]["getLead"]>> & {};

export async function duplicatesData(
  admin: AdminService,
  staff: StaffIdentity,
  lead: StaffLead,
  /** The page's parameters: ?merged= after a merge (the merge action's redirect). */
  params: URLSearchParams,
): Promise<{ duplicates: DuplicateLink[]; canMerge: boolean; merged: boolean }> {
  // Sales see the duplicates they may open: their own and unassigned leads.
  const others = (await admin.inbox.findDuplicates(lead)).filter((other) =>
    mayWorkLead(staff, other),
  );
  const phone = normalisePhone(lead.phone)?.e164;
  return {
    canMerge: can(staff, "leads.merge"),
    merged: params.has("merged"),
    duplicates: others.map((other) => ({
      id: other.id,
      name: other.name,
      received: formatTime(other.createdAt),
      sameEmail: other.email.trim().toLowerCase() === lead.email.trim().toLowerCase(),
      samePhone: phone !== undefined && normalisePhone(other.phone)?.e164 === phone,
    })),
  };
}
