import ArrowLeft from "lucide-react/icons/arrow-left";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Trash2 from "lucide-react/icons/trash";
import { data, Form, Link, redirect } from "react-router";
import { type LeadStatus, leadFields, leadStatuses } from "~/base/lead-fields";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin as copy } from "~/content/admin";
import { formatTime, requireStaff, requireStaffPost } from "~/lib/inbox/admin.server";
import type { Route } from "./+types/lead";
import { adminMeta, Notice } from "./admin-page";
import { StatusBadge } from "./badges";
import { CsrfField } from "./csrf-field";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = await requireStaff(request, context);
  const lead = await admin.inbox.getLead(params.id);
  if (!lead) throw data(copy.errors.leadNotFound, { status: 404 });
  const outbox = await admin.inbox.listOutbox({ leadId: lead.id });
  const updated = new URL(request.url).searchParams.get("updated");
  return {
    lead: { ...lead, created: formatTime(lead.createdAt), updated: formatTime(lead.updatedAt) },
    // The visitor's fields (app/base/lead-fields.ts), read here so the list stays on the server.
    fields: leadFields.map(({ key, kind }) => ({ key, kind, value: lead[key] ?? "" })),
    updated: (leadStatuses as readonly string[]).includes(updated ?? "")
      ? (updated as LeadStatus)
      : null,
    outbox: outbox.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      sent: m.sentAt ? formatTime(m.sentAt) : null,
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, form } = await requireStaffPost(request, context);
  const status = form.get("status");
  if (typeof status !== "string" || !(leadStatuses as readonly string[]).includes(status)) {
    throw data(copy.leadPage.unknownStatus, { status: 400 });
  }
  const changed = await admin.inbox.setLeadStatus(params.id, status as LeadStatus, Date.now());
  if (!changed) throw data(copy.errors.leadNotFound, { status: 404 });
  return redirect(`/admin/leads/${encodeURIComponent(params.id)}?updated=${status}`, 303);
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(
    data ? fill(copy.leadPage.title, { name: data.lead.name }) : copy.leadPage.fallbackTitle,
  );

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4 sm:px-5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  const { lead, fields, outbox, updated } = loaderData;
  const { details } = copy.leadPage;
  return (
    <>
      <Link
        to="/admin/leads"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        {copy.leadPage.back}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{lead.name}</h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-muted">
        {copy.sources[lead.source]} · {lead.created}
      </p>
      {updated ? (
        <Notice>
          {fill(copy.leadPage.marked, { status: copy.statuses[updated].toLowerCase() })}
        </Notice>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-2">
        <a href={`mailto:${lead.email}`} className={buttonClass("primary", "sm")}>
          <Mail size={16} aria-hidden="true" />
          {copy.leadPage.emailAction}
        </a>
        <a
          href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
          className={buttonClass("outline", "sm")}
        >
          <Phone size={16} aria-hidden="true" />
          {copy.leadPage.callAction}
        </a>
        {leadStatuses
          .filter((s) => s !== lead.status)
          .map((s) => (
            <Form method="post" key={s}>
              <CsrfField />
              <input type="hidden" name="status" value={s} />
              <button type="submit" className={buttonClass("outline", "sm")}>
                {copy.leadPage.statusActions[s]}
              </button>
            </Form>
          ))}
        <Link
          to={`/admin/leads/${lead.id}/delete`}
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-error hover:bg-red-50"
        >
          <Trash2 size={16} aria-hidden="true" />
          {copy.leadPage.deleteAction}
        </Link>
      </div>

      <section aria-labelledby="lead-fields" className="mt-8">
        <h2 id="lead-fields" className="text-lg font-bold">
          {copy.leadPage.details.heading}
        </h2>
        <dl className="mt-3 divide-y divide-line rounded-card border border-line bg-card shadow-card">
          {fields.map(({ key, kind, value }) => (
            <Row key={key} label={details[key]}>
              {kind === "email" ? (
                <a href={`mailto:${value}`} className="text-brand underline">
                  {value}
                </a>
              ) : kind === "text" ? (
                <span className="whitespace-pre-wrap" data-testid={`lead-${key}`}>
                  {value}
                </span>
              ) : (
                value || "—"
              )}
            </Row>
          ))}
          <Row label={details.source}>{copy.sources[lead.source]}</Row>
          <Row label={details.status}>{copy.statuses[lead.status]}</Row>
          <Row label={details.received}>{lead.created}</Row>
          <Row label={details.lastChanged}>{lead.updated}</Row>
          <Row label={details.page}>{lead.pagePath ?? "—"}</Row>
          <Row label={details.language}>
            <span data-testid="lead-language">{copy.languages[lead.language]}</span>
          </Row>
          <Row label={details.browser}>
            <span className="text-sm">{lead.userAgent ?? "—"}</span>
          </Row>
          <Row label={details.ipHash}>
            <span className="font-mono text-xs">{lead.ipHash ?? "—"}</span>
          </Row>
          <Row label={details.leadId}>
            <span className="font-mono text-xs">{lead.id}</span>
          </Row>
        </dl>
      </section>

      <section aria-labelledby="lead-emails" className="mt-8">
        <h2 id="lead-emails" className="text-lg font-bold">
          {copy.leadPage.emails.heading}
        </h2>
        {outbox.length === 0 ? (
          <p className="mt-2 text-muted">{copy.leadPage.emails.none}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {outbox.map((m) => (
              <li key={m.id} className="rounded-card border border-line bg-card p-4 text-sm">
                <p className="font-semibold">
                  {fill(copy.email.recipient, {
                    kind: copy.outboxKinds[m.kind],
                    recipient: m.recipient,
                  })}
                </p>
                <p className="mt-1 text-muted">
                  {copy.outboxStatuses[m.status]}
                  {m.sent ? ` · ${m.sent}` : ""} ·{" "}
                  {fill(copy.email.attempts[m.attempts === 1 ? "one" : "other"], {
                    count: m.attempts,
                  })}
                </p>
                {m.lastError ? <p className="mt-1 break-words text-error">{m.lastError}</p> : null}
                {m.status === "failed" ? (
                  <Link to="/admin/outbox" className="mt-1 inline-block text-brand underline">
                    {copy.leadPage.emails.retryLink}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
