import Trash2 from "lucide-react/icons/trash";
import { data, Form, Link, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  recordAudit,
  requireLead,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { adminMeta } from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import type { Route } from "./+types/lead-delete";

/** Deleting is a two-step: this confirmation page (works without JavaScript), then a POST. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "leads.delete");
  const lead = await requireLead(request, context, staff, params.id);
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      source: lead.source,
      created: formatTime(lead.createdAt),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "leads.delete");
  const lead = await requireLead(request, context, staff, params.id);
  if (form.get("confirm") !== "yes") throw data(copy.deletePage.notConfirmed, { status: 400 });
  const removed = await admin.inbox.deleteLead(params.id);
  if (!removed) throw data(copy.errors.leadNotFound, { status: 404 });
  // The lead's id, form and day only: an erased lead leaves no personal data in the trail.
  await recordAudit(context, staff, {
    kind: "lead.delete",
    subject: `lead:${lead.id}`,
    details: { source: lead.source, received: new Date(lead.createdAt).toISOString().slice(0, 10) },
  });
  return redirect("/admin/leads?deleted=1", 303);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.deletePage.title);

export default function DeleteLead({ loaderData }: Route.ComponentProps) {
  const { lead } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-card border border-line bg-card p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">{copy.deletePage.heading}</h1>
      <p className="mt-3">
        <strong className="break-words">{lead.name}</strong> ({lead.email}),{" "}
        {copy.sources[lead.source].toLowerCase()}, {lead.created}.
      </p>
      <p className="mt-3 text-muted">{copy.deletePage.explanation}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="confirm" value="yes" />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-error px-5 font-semibold text-white shadow-sm hover:bg-red-800"
          >
            <Trash2 size={16} aria-hidden="true" />
            {copy.deletePage.confirm}
          </button>
        </Form>
        <Link to={`/admin/leads/${lead.id}`} className={buttonClass("outline")}>
          {copy.deletePage.cancel}
        </Link>
      </div>
    </div>
  );
}
