/**
 * POST /api/leads (and /hi/api/leads, which answers in Hindi): where a hydrated lead form posts
 * (app/components/forms/use-lead-submission.ts). The same lead service as a native post to the
 * form's page, answered as JSON: { kind, status, message?, errors?, values? } with the status's
 * HTTP code. Guarded like every form post (server/steps/form-guard.ts).
 */

import { formAction, type LeadFormKind } from "~/base/lead-fields";
import { statusOf, submitLead } from "~/lib/leads/lead-action.server";
import type { Route } from "./+types/api.leads";

const formKinds = Object.keys(formAction) as LeadFormKind[];

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitLead(request, context, formKinds);
  return Response.json(result, {
    status: statusOf[result.status],
    headers: { "Cache-Control": "no-store" },
  });
}
