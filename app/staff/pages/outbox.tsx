import RotateCw from "lucide-react/icons/rotate-cw";
import { data, Form, Link, redirect } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import {
  can,
  mayWorkLead,
  recordAudit,
  requireLead,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta, Notice } from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import { EmailRecipient } from "../components/email-recipient";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "leads.read");
  const [allFailed, counts] = await Promise.all([
    admin.inbox.listOutbox({ status: "failed" }),
    admin.inbox.outboxCounts(),
  ]);
  const allLeads = await Promise.all(allFailed.map((m) => admin.inbox.getLead(m.leadId)));
  // Sales see the failed emails of the leads they may open only (their own, unassigned).
  const shown = allFailed.flatMap((m, i) => {
    const lead = allLeads[i] ?? null;
    return lead && !mayWorkLead(staff, lead) ? [] : [{ m, lead }];
  });
  const failed = shown.map(({ m }) => m);
  const leads = shown.map(({ lead }) => lead);
  return {
    canRetry: can(staff, "leads.write"),
    counts,
    retried: new URL(request.url).searchParams.get("retried") === "1",
    failed: failed.map((m, i) => ({
      id: m.id,
      leadId: m.leadId,
      leadName: leads[i]?.name ?? copy.outboxPage.deletedLead,
      kind: m.kind,
      recipient: m.recipient,
      attempts: m.attempts,
      error: m.lastError ?? copy.outboxPage.noError,
      created: formatTime(m.createdAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "leads.write");
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1)
    throw data(copy.outboxPage.unknownEmail, { status: 400 });
  const message = (await admin.inbox.listOutbox({ status: "failed" })).find((m) => m.id === id);
  if (message) await requireLead(request, context, staff, message.leadId);
  const retried = await admin.inbox.retryOutbox(id);
  if (!retried) throw data(copy.outboxPage.notWaiting, { status: 409 });
  await recordAudit(context, staff, { kind: "lead.email-retry", subject: `outbox:${id}` });
  return redirect("/admin/outbox?retried=1", 303);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.outboxPage.title);

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { counts, failed, retried, canRetry } = loaderData;
  return (
    <>
      <AdminPageTitle title={copy.outboxPage.title} intro={copy.outboxPage.intro} />
      {retried ? <Notice>{copy.outboxPage.retried}</Notice> : null}
      <ul className="mt-6 flex flex-wrap gap-2 text-sm" aria-label={copy.outboxPage.countsLabel}>
        {Object.entries(copy.outboxStatuses).map(([status, label]) => (
          <li key={status} className="rounded-full border border-line bg-card px-3 py-1">
            {label}: <strong>{counts[status as keyof typeof counts]}</strong>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-bold">{copy.outboxPage.failedHeading}</h2>
      {failed.length === 0 ? (
        <p className="mt-2 text-muted" data-testid="no-failed">
          {copy.outboxPage.noneFailed}
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
                <EmailRecipient kind={m.kind} recipient={m.recipient} />
                <p className="mt-1 text-sm text-muted">
                  {copy.outboxPage.leadLabel}{" "}
                  <Link to={`/admin/leads/${m.leadId}`} className="text-brand underline">
                    {m.leadName}
                  </Link>{" "}
                  · {m.created} ·{" "}
                  {fill(copy.email.attempts[m.attempts === 1 ? "one" : "other"], {
                    count: m.attempts,
                  })}
                </p>
                <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words text-error">
                  {m.error}
                </p>
              </div>
              {canRetry ? (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="id" value={m.id} />
                  <button
                    type="submit"
                    className={buttonClass("outline", "sm")}
                    aria-label={fill(copy.outboxPage.retryLabel, {
                      recipient: m.recipient,
                      lead: m.leadName,
                    })}
                  >
                    <RotateCw size={16} aria-hidden="true" />
                    {copy.outboxPage.retry}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
