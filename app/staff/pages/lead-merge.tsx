/**
 * POST /admin/leads/:id/merge (owners: leads.merge; sales and editors get 403): merges this lead
 * and its duplicate `other` into the earlier of the two (server/db/lead-replies.ts mergeLeads:
 * timeline, notes, replies and emails moved; the later lead's own details copied into a
 * "merged" row of the timeline; the later lead deleted), records it in the audit trail, and
 * answers 303 to the lead kept. GET goes back to the lead's page.
 */
import { data, redirect } from "react-router";
import {
  recordAudit,
  requireLead,
  requirePermissionPost,
  requireStaff,
} from "~/staff/access/checks.server";
import { leadReplies } from "~/staff/words";
import type { Route } from "./+types/lead-merge";

const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect(leadPath(params.id));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "leads.merge");
  const other = String(form.get("other") ?? "");
  await requireLead(request, context, staff, params.id);
  const outcome = await admin.inbox.mergeLeads(params.id, other, staff.staffId, Date.now());
  if (!outcome) throw data(leadReplies.duplicates.gone, { status: 409 });
  await recordAudit(context, staff, {
    kind: "lead.merge",
    subject: `lead:${outcome.kept}`,
    details: { kept: outcome.kept, merged: outcome.merged, ...outcome.moved },
  });
  return redirect(`${leadPath(outcome.kept)}?merged=${encodeURIComponent(outcome.merged)}`, 303);
}
