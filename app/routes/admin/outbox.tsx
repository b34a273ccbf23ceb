import RotateCw from "lucide-react/icons/rotate-cw";
import { data, Form, Link, redirect } from "react-router";
import { AdminPageTitle, adminMeta, Notice } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { buttonClass } from "~/components/ui/button";
import { admin as copy } from "~/content/admin";
import { formatTime, requireStaff, requireStaffPost } from "~/lib/admin.server";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requireStaff(request, context);
  const [failed, counts] = await Promise.all([
    admin.inbox.listOutbox({ status: "failed" }),
    admin.inbox.outboxCounts(),
  ]);
  const leads = await Promise.all(failed.map((m) => admin.inbox.getLead(m.leadId)));
  return {
    counts,
    retried: new URL(request.url).searchParams.get("retried") === "1",
    failed: failed.map((m, i) => ({
      id: m.id,
      leadId: m.leadId,
      leadName: leads[i]?.name ?? "Deleted lead",
      kind: m.kind,
      recipient: m.recipient,
      attempts: m.attempts,
      error: m.lastError ?? "No error recorded",
      created: formatTime(m.createdAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, form } = await requireStaffPost(request, context);
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw data("Unknown email.", { status: 400 });
  const retried = await admin.inbox.retryOutbox(id);
  if (!retried) throw data("This email is no longer waiting for a retry.", { status: 409 });
  return redirect("/admin/outbox?retried=1", 303);
}

export const meta: Route.MetaFunction = () => adminMeta("Notifications");

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { counts, failed, retried } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Notifications"
        intro="Emails about new leads that could not be sent after every retry. Fix the cause (for example the SMTP settings), then send them again."
      />
      {retried ? <Notice>The email is queued and will be sent within a minute.</Notice> : null}
      <ul className="mt-6 flex flex-wrap gap-2 text-sm" aria-label="Emails by status">
        {Object.entries(copy.outboxStatuses).map(([status, label]) => (
          <li key={status} className="rounded-full border border-line bg-card px-3 py-1">
            {label}: <strong>{counts[status as keyof typeof counts]}</strong>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-bold">Failed emails</h2>
      {failed.length === 0 ? (
        <p className="mt-2 text-muted" data-testid="no-failed">
          No failed emails. Everything was sent or is on its way.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {failed.map((m) => (
            <li
              key={m.id}
              data-testid="failed-email"
              className="grid gap-3 rounded-card border border-line bg-card p-4 shadow-card sm:grid-cols-[1fr_auto] sm:items-center sm:p-5"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {copy.outboxKinds[m.kind]} to {m.recipient}
                </p>
                <p className="mt-1 text-sm text-muted">
                  Lead:{" "}
                  <Link to={`/admin/leads/${m.leadId}`} className="text-brand underline">
                    {m.leadName}
                  </Link>{" "}
                  · {m.created} · {m.attempts} attempt{m.attempts === 1 ? "" : "s"}
                </p>
                <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words text-error">
                  {m.error}
                </p>
              </div>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={m.id} />
                <button
                  type="submit"
                  className={buttonClass("outline", "sm")}
                  aria-label={`Retry the email to ${m.recipient} about ${m.leadName}`}
                >
                  <RotateCw size={16} aria-hidden="true" />
                  Retry
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
