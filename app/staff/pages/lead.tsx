import ArrowLeft from "lucide-react/icons/arrow-left";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Trash2 from "lucide-react/icons/trash";
import { data, Form, Link, redirect } from "react-router";
import {
  type LeadStage,
  type LostReason,
  leadFields,
  leadStages,
  lostReasons,
} from "~/base/lead-fields";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import {
  can,
  recordAudit,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { adminMeta, ErrorNotice, fieldClass, Notice } from "../components/admin-page";
import { StageBadge } from "../components/badges";
import { CsrfField } from "../components/csrf-field";
import { EmailRecipient } from "../components/email-recipient";
import { DuplicateMark } from "../replies/duplicate-mark";
import { duplicatesData } from "../replies/duplicates.server";
import { ReplyHistory } from "../replies/history";
import { replyHistoryData } from "../replies/history.server";
import { ReplyBox, replyNoticeOf } from "../replies/reply-box";
import { replyBoxData } from "../replies/reply-box.server";
import type { Route } from "./+types/lead";

/** The longest note (characters). */
const NOTE_MAX = 2000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "leads.read");
  const lead = await admin.inbox.getLead(params.id);
  if (!lead) throw data(copy.errors.leadNotFound, { status: 404 });
  const [outbox, notes] = await Promise.all([
    admin.inbox.listOutbox({ leadId: lead.id }),
    admin.inbox.listLeadNotes(lead.id),
  ]);
  const url = new URL(request.url);
  const updated = url.searchParams.get("updated");
  return {
    // The reply box and the duplicate mark (app/staff/replies/).
    reply: can(staff, "leads.write")
      ? replyBoxData(context, lead, staff.email, url.searchParams)
      : null,
    replied: replyNoticeOf(url.searchParams),
    replyHistory: await replyHistoryData(admin, lead.id),
    ...(await duplicatesData(admin, staff, lead, url.searchParams)),
    can: { write: can(staff, "leads.write"), delete: can(staff, "leads.delete") },
    noted: url.searchParams.get("noted") === "1",
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      author: note.authorEmail ?? copy.notes.unknownAuthor,
      time: formatTime(note.createdAt),
    })),
    lead: { ...lead, created: formatTime(lead.createdAt), updated: formatTime(lead.updatedAt) },
    // The visitor's fields (app/base/lead-fields.ts), read here so the list stays on the server.
    fields: leadFields.map(({ key, kind }) => ({ key, kind, value: lead[key] ?? "" })),
    updated: (leadStages as readonly string[]).includes(updated ?? "")
      ? (updated as LeadStage)
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

/** A status change (the status buttons) or a new note (intent "note"): both are leads.write. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "leads.write");
  const here = `/admin/leads/${encodeURIComponent(params.id)}`;
  if (form.get("intent") === "note") {
    const body = String(form.get("note") ?? "").trim();
    if (!body) return data({ noteError: copy.notes.empty, note: "" }, { status: 400 });
    if (body.length > NOTE_MAX)
      return data(
        { noteError: fill(copy.notes.tooLong, { max: NOTE_MAX }), note: body.slice(0, NOTE_MAX) },
        { status: 400 },
      );
    const note = await admin.inbox.addLeadNote({
      leadId: params.id,
      authorId: staff.staffId,
      body,
      now: Date.now(),
    });
    if (!note) throw data(copy.errors.leadNotFound, { status: 404 });
    // The note's length only: its text stays with the lead (and goes when the lead is erased).
    await recordAudit(context, staff, {
      kind: "lead.note",
      subject: `lead:${params.id}`,
      details: { note: note.id, characters: body.length },
    });
    return redirect(`${here}?noted=1#notes`, 303);
  }
  const stage = form.get("stage");
  if (typeof stage !== "string" || !(leadStages as readonly string[]).includes(stage)) {
    throw data(copy.leadPage.unknownStage, { status: 400 });
  }
  const reason = String(form.get("lostReason") ?? "");
  const lostReason = (lostReasons as readonly string[]).includes(reason)
    ? (reason as LostReason)
    : stage === "lost"
      ? "other"
      : null;
  const before = await admin.inbox.getLead(params.id);
  const changed =
    before &&
    (await admin.inbox.setLeadStage(params.id, stage as LeadStage, lostReason, Date.now()));
  if (!before || !changed) throw data(copy.errors.leadNotFound, { status: 404 });
  // The kind keeps its first name: audit entries are never rewritten, and older ones use it.
  await recordAudit(context, staff, {
    kind: "lead.status",
    subject: `lead:${params.id}`,
    details: { from: before.stage, to: stage },
  });
  return redirect(`${here}?updated=${stage}`, 303);
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

function Notes({
  notes,
  canWrite,
  noted,
  error,
  kept,
}: {
  notes: { id: number; body: string; author: string; time: string }[];
  canWrite: boolean;
  noted: boolean;
  error: string | null;
  kept: string;
}) {
  const words = copy.notes;
  return (
    <section aria-labelledby="notes" className="mt-8">
      <h2 id="notes" className="text-lg font-bold">
        {words.heading}
      </h2>
      {noted ? <Notice>{words.added}</Notice> : null}
      {notes.length === 0 ? (
        <p className="mt-2 text-muted">{words.none}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {notes.map((note) => (
            <li
              key={note.id}
              className="rounded-card border border-line bg-card p-4 text-sm"
              data-testid="lead-note"
            >
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
              <p className="mt-2 text-xs text-muted">
                {fill(words.byline, { author: note.author, time: note.time })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canWrite ? (
        <Form method="post" className="mt-4 max-w-2xl">
          <CsrfField />
          <input type="hidden" name="intent" value="note" />
          {error ? <ErrorNotice id="note-error">{error}</ErrorNotice> : null}
          <label htmlFor="note" className="mt-2 block text-sm font-semibold">
            {words.label}
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            required
            maxLength={NOTE_MAX}
            defaultValue={kept}
            aria-describedby={error ? "note-error note-hint" : "note-hint"}
            className={`${fieldClass} py-2`}
          />
          <p id="note-hint" className="mt-1 text-sm text-muted">
            {words.hint}
          </p>
          <button type="submit" className={`${buttonClass("outline", "sm")} mt-3`}>
            {words.submit}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, fields, outbox, updated, notes } = loaderData;
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
        <StageBadge stage={lead.stage} />
      </div>
      <p className="mt-1 text-muted">
        {copy.sources[lead.source]} · {lead.created}
      </p>
      <DuplicateMark
        leadId={lead.id}
        duplicates={loaderData.duplicates}
        canMerge={loaderData.canMerge}
        merged={loaderData.merged}
      />
      {updated ? (
        <Notice>{fill(copy.leadPage.marked, { stage: copy.stages[updated].toLowerCase() })}</Notice>
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
        {loaderData.can.write
          ? leadStages
              .filter((s) => s !== lead.stage)
              .map((s) => (
                <Form method="post" key={s}>
                  <CsrfField />
                  <input type="hidden" name="stage" value={s} />
                  <button type="submit" className={buttonClass("outline", "sm")}>
                    {copy.leadPage.stageActions[s]}
                  </button>
                </Form>
              ))
          : null}
        {loaderData.can.delete ? (
          <Link
            to={`/admin/leads/${lead.id}/delete`}
            className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-error hover:bg-red-50"
          >
            <Trash2 size={16} aria-hidden="true" />
            {copy.leadPage.deleteAction}
          </Link>
        ) : null}
      </div>

      {loaderData.reply ? <ReplyBox box={loaderData.reply} notice={loaderData.replied} /> : null}

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
          <Row label={details.stage}>{copy.stages[lead.stage]}</Row>
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

      <ReplyHistory entries={loaderData.replyHistory} />

      <Notes
        notes={notes}
        canWrite={loaderData.can.write}
        noted={loaderData.noted}
        error={actionData && "noteError" in actionData ? actionData.noteError : null}
        kept={actionData && "note" in actionData ? actionData.note : ""}
      />

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
                <EmailRecipient kind={m.kind} recipient={m.recipient} />
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
