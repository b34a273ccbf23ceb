import { randomUUID } from "node:crypto";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Trash2 from "lucide-react/icons/trash";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  type LeadStage,
  type LostReason,
  leadFields,
  leadStages,
  lostReasons,
} from "~/base/lead-fields";
import { visitorMessage } from "~/base/lead-message";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import {
  can,
  recordAudit,
  requireLead,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { formatDuration } from "~/staff/format-duration";
import { formatTime, fromIstInput, toIstInput } from "~/staff/format-time.server";
import { admin as copy, leadPageWords } from "~/staff/words";
import type { LeadEvent } from "../../../server/db/types";
import { adminMeta, ErrorNotice, fieldClass, Notice } from "../components/admin-page";
import { StageBadge } from "../components/badges";
import { CsrfField } from "../components/csrf-field";
import { EmailRecipient } from "../components/email-recipient";
import { LeadArrival } from "../components/lead-arrival";
import { DuplicateMark } from "../replies/duplicate-mark";
import { duplicatesData } from "../replies/duplicates.server";
import { ReplyBox, replyNoticeOf } from "../replies/reply-box";
import { replyBoxData } from "../replies/reply-box.server";
import { describeReplyEvent } from "../replies/timeline.server";
import { leadArrivalView } from "../sources/lead-arrival.server";
import type { Route } from "./+types/lead";

/** The longest note (characters). */
const NOTE_MAX = 2000;

/** A note box's key: random per box shown (a UUID), so a double tap adds one note. */
const ONCE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The rows of "How they found us" shown as they are; the rest go under the closed Details. */
const arrivalAtAGlance = new Set(["channel", "source", "device"]);

/** Accounts that may own leads: active owners and sales (by email). */
async function leadWorkers(admin: AdminService) {
  return (await admin.staff.list())
    .filter((account) => account.status === "active" && account.role !== "editor")
    .map((account) => ({ id: account.id, email: account.email }));
}

type AdminService = Awaited<ReturnType<typeof requirePermission>>["admin"];

/** One line of the timeline, in words. */
function describeEvent(
  event: LeadEvent,
  emails: Map<number, string>,
): { text: string; body: string | null } {
  const words = copy.leadPage.timeline;
  const d = event.detail;
  const who = (id: unknown) =>
    typeof id === "number" ? (emails.get(id) ?? words.formerAccount) : words.formerAccount;
  switch (event.kind) {
    case "assigned":
      return {
        text: d.to === null ? words.unassigned : fill(words.assigned, { owner: who(d.to) }),
        body: null,
      };
    case "stage": {
      const to = d.to as LeadStage;
      const from = d.from as LeadStage;
      if (to === "lost" && typeof d.reason === "string" && d.reason in copy.lostReasons)
        return {
          text: fill(words.lost, { reason: copy.lostReasons[d.reason as LostReason] }),
          body: null,
        };
      return {
        text: fill(words.stage, {
          from: copy.stages[from] ?? String(from),
          to: copy.stages[to] ?? String(to),
        }),
        body: null,
      };
    }
    case "follow-up":
      return {
        text:
          typeof d.at === "number"
            ? fill(words.followUp, { time: formatTime(d.at) })
            : words.followUpCleared,
        body: null,
      };
    case "reminder":
      return { text: fill(words.reminder, { owner: who(d.owner) }), body: null };
    case "no-answer":
      // A lead nobody owned was emailed to the owners (server/leads/work.ts).
      return {
        text:
          d.owner === null || d.owner === undefined
            ? leadPageWords.noAnswerOwners
            : fill(words.noAnswer, { owner: who(d.owner) }),
        body: null,
      };
    case "reply":
    case "merged":
      return describeReplyEvent(event);
    default:
      return { text: fill(words.other, { kind: event.kind }), body: null };
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "leads.read");
  const lead = await requireLead(request, context, staff, params.id);
  const [outbox, notes, events, workers] = await Promise.all([
    admin.inbox.listOutbox({ leadId: lead.id }),
    admin.inbox.listLeadNotes(lead.id),
    admin.inbox.listLeadEvents(lead.id),
    leadWorkers(admin),
  ]);
  const emails = new Map(workers.map((w) => [w.id, w.email]));
  for (const event of events)
    if (event.actorId !== null && event.actorEmail) emails.set(event.actorId, event.actorEmail);
  const url = new URL(request.url);
  const updated = url.searchParams.get("updated");
  const now = Date.now();
  const timeline = [
    {
      key: "arrived",
      at: lead.createdAt,
      who: copy.leadPage.timeline.system,
      text: fill(copy.leadPage.timeline.arrived, { source: copy.sources[lead.source] }),
      body: null as string | null,
    },
    ...events.map((event) => ({
      key: `e${event.id}`,
      at: event.at,
      who:
        event.actorId === null
          ? copy.leadPage.timeline.system
          : (event.actorEmail ?? copy.leadPage.timeline.formerAccount),
      ...describeEvent(event, emails),
    })),
    ...notes.map((note) => ({
      key: `n${note.id}`,
      at: note.createdAt,
      who: note.authorEmail ?? copy.notes.unknownAuthor,
      text: copy.leadPage.timeline.note,
      body: note.body as string | null,
    })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ at, ...entry }) => ({ ...entry, time: formatTime(at) }));
  const mayWrite = can(staff, "leads.write");
  const arrival = await leadArrivalView(context, lead);
  const message = visitorMessage(lead.message);
  return {
    // The reply box and the duplicate mark (app/staff/replies/).
    reply: mayWrite ? replyBoxData(context, lead, staff.email, url.searchParams) : null,
    replied: replyNoticeOf(url.searchParams),
    ...(await duplicatesData(admin, staff, lead, url.searchParams)),
    can: {
      write: mayWrite,
      delete: can(staff, "leads.delete"),
      assign: can(staff, "leads.assign"),
      take: mayWrite && lead.ownerId === null,
    },
    notice: noticeOf(url.searchParams, emails),
    noted: url.searchParams.get("noted") === "1",
    // A new key each time the page is read: the note box is a new, empty box after a note.
    noteKey: randomUUID(),
    timeline,
    workers,
    owner: lead.ownerId === null ? null : (emails.get(lead.ownerId) ?? null),
    noAnswer: Boolean(lead.noAnswerAt) && lead.firstAnswerAt === null,
    followUp: {
      value: lead.followUpAt === null ? "" : toIstInput(lead.followUpAt),
      text: lead.followUpAt === null ? null : formatTime(lead.followUpAt),
      overdue:
        lead.followUpAt !== null &&
        lead.followUpAt < now &&
        !(["won", "lost", "spam"] as LeadStage[]).includes(lead.stage),
    },
    lead: {
      ...lead,
      // The visitor's words only, in the page's data too (the form is formName).
      message,
      created: formatTime(lead.createdAt),
      updated: formatTime(lead.updatedAt),
    },
    // The form it came from; an older form's name when the message carries one (legacy posts).
    formName: formNameOf(lead.source, lead.message),
    firstAnswer:
      lead.firstAnswerAt === null
        ? null
        : fill(leadPageWords.firstAnswer.after, {
            duration: formatDuration(lead.firstAnswerAt - lead.createdAt),
            time: formatTime(lead.firstAnswerAt),
          }),
    arrival: {
      note: arrival.note,
      rows: arrival.rows.filter((row) => arrivalAtAGlance.has(row.key)),
      technical: arrival.rows.filter((row) => !arrivalAtAGlance.has(row.key)),
    },
    // The visitor's fields (app/base/lead-fields.ts), read here so the list stays on the server;
    // the message as the visitor wrote it (the stored one ends with its form's name).
    fields: leadFields.map(({ key, kind }) => ({
      key,
      kind,
      value: key === "message" ? message : (lead[key] ?? ""),
    })),
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

/** "Contact page", or "Legacy form (Contact Us Page)" when an old page named its form. */
function formNameOf(source: keyof typeof copy.sources, stored: string): string {
  const label = copy.sources[source];
  if (source !== "legacy") return label;
  const form = stored
    .slice(visitorMessage(stored).length)
    .replace(/^\s*\|\|\s*/, "")
    .trim();
  return form ? fill(leadPageWords.formOf, { source: label, form }) : label;
}

/** The confirmation after a change of owner or follow-up (from the redirect's query). */
function noticeOf(params: URLSearchParams, emails: Map<number, string>): string | null {
  const words = copy.leadPage.work;
  const given = params.get("given");
  if (given === "me") return words.taken;
  if (given === "nobody") return fill(words.given, { owner: copy.leadPage.work.nobody });
  if (given && emails.has(Number(given)))
    return fill(words.given, { owner: emails.get(Number(given)) ?? "" });
  const followUp = params.get("followUp");
  if (followUp === "cleared") return words.followUpCleared;
  if (followUp && Number.isFinite(Number(followUp)))
    return fill(words.followUpSet, { time: formatTime(Number(followUp)) });
  return null;
}

/** The longest follow-up ahead: a year. */
const FOLLOW_UP_MAX_AHEAD_MS = 366 * 86_400_000;

/**
 * The lead's forms, each a plain POST (no JavaScript needed), told apart by "intent": a note, a
 * stage, a follow-up, taking an unassigned lead (leads.write), or giving it to someone
 * (leads.assign). Each checks that the staff member may work this lead (requireLead), writes the
 * change, its line on the timeline and its audit entry.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const intent = await peekIntent(request);
  const permission = intent === "owner" ? "leads.assign" : "leads.write";
  const { admin, staff, form } = await requirePermissionPost(request, context, permission);
  const lead = await requireLead(request, context, staff, params.id);
  const here = `/admin/leads/${encodeURIComponent(lead.id)}`;
  const now = Date.now();
  const subject = `lead:${lead.id}`;
  if (intent === "note") {
    const body = String(form.get("note") ?? "").trim();
    if (!body) return data({ noteError: copy.notes.empty, note: "" }, { status: 400 });
    if (body.length > NOTE_MAX)
      return data(
        { noteError: fill(copy.notes.tooLong, { max: NOTE_MAX }), note: body.slice(0, NOTE_MAX) },
        { status: 400 },
      );
    // The box's key: the same box posted twice (a double tap, a re-sent form) is one note.
    const onceKey = String(form.get("noteKey") ?? "");
    const note = await admin.inbox.addLeadNote({
      leadId: lead.id,
      authorId: staff.staffId,
      body,
      now,
      ...(ONCE_KEY.test(onceKey) ? { onceKey } : {}),
    });
    if (!note) throw data(copy.errors.leadNotFound, { status: 404 });
    // The note's length only: its text stays with the lead (and goes when the lead is erased).
    if (note.created)
      await recordAudit(context, staff, {
        kind: "lead.note",
        subject,
        details: { note: note.id, characters: body.length },
      });
    return redirect(`${here}?noted=1#notes`, 303);
  }
  if (intent === "take" || intent === "owner") {
    let ownerId: number | null = staff.staffId;
    if (intent === "owner") {
      const chosen = String(form.get("owner") ?? "");
      const workers = await leadWorkers(admin);
      ownerId = chosen === "" ? null : Number(chosen);
      if (ownerId !== null && !workers.some((w) => w.id === ownerId))
        throw data(copy.leadPage.work.noOwner, { status: 400 });
    }
    // Taking is only for a lead nobody owns: the guarded update refuses one taken meanwhile.
    const changed =
      intent === "take"
        ? await admin.inbox.claimLeadOwner(lead.id, staff.staffId, now)
        : await admin.inbox.setLeadOwner(lead.id, ownerId, now);
    if (!changed) throw data(copy.leadPage.work.noOwner, { status: 409 });
    await admin.inbox.addLeadEvent(
      lead.id,
      "assigned",
      staff.staffId,
      { from: lead.ownerId, to: ownerId },
      now,
    );
    await recordAudit(context, staff, {
      kind: "lead.owner",
      subject,
      details: { from: lead.ownerId, to: ownerId },
    });
    const given = intent === "take" ? "me" : ownerId === null ? "nobody" : String(ownerId);
    return redirect(`${here}?given=${given}`, 303);
  }
  if (intent === "follow-up") {
    const clear = form.get("clear") === "1";
    const at = clear ? null : fromIstInput(String(form.get("followUp") ?? ""));
    if (at === undefined || (at !== null && at > now + FOLLOW_UP_MAX_AHEAD_MS))
      throw data(copy.leadPage.work.followUpInvalid, { status: 400 });
    if (!(await admin.inbox.setLeadFollowUp(lead.id, at, now)))
      throw data(copy.errors.leadNotFound, { status: 404 });
    await admin.inbox.addLeadEvent(lead.id, "follow-up", staff.staffId, { at }, now);
    await recordAudit(context, staff, { kind: "lead.follow-up", subject, details: { at } });
    return redirect(`${here}?followUp=${at === null ? "cleared" : at}`, 303);
  }
  const stage = form.get("stage");
  if (typeof stage !== "string" || !(leadStages as readonly string[]).includes(stage)) {
    throw data(copy.leadPage.unknownStage, { status: 400 });
  }
  const reason = String(form.get("lostReason") ?? "");
  const lostReason =
    stage !== "lost"
      ? null
      : (lostReasons as readonly string[]).includes(reason)
        ? (reason as LostReason)
        : "other";
  if (!(await admin.inbox.setLeadStage(lead.id, stage as LeadStage, lostReason, now)))
    throw data(copy.errors.leadNotFound, { status: 404 });
  await admin.inbox.addLeadEvent(
    lead.id,
    "stage",
    staff.staffId,
    { from: lead.stage, to: stage, reason: lostReason },
    now,
  );
  // The kind keeps its first name: audit entries are never rewritten, and older ones use it.
  await recordAudit(context, staff, {
    kind: "lead.status",
    subject,
    details: { from: lead.stage, to: stage },
  });
  return redirect(`${here}?updated=${stage}`, 303);
}

/**
 * The form's intent, read from a copy of the request, so the permission it needs is checked
 * before the form itself is read (requirePermissionPost reads it after the check).
 */
async function peekIntent(request: Request): Promise<string> {
  try {
    const form = await request.clone().formData();
    return String(form.get("intent") ?? "stage");
  } catch {
    return "stage";
  }
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

function Timeline({
  entries,
  canWrite,
  noted,
  noteKey,
  error,
  kept,
}: {
  entries: { key: string; time: string; who: string; text: string; body: string | null }[];
  canWrite: boolean;
  noted: boolean;
  /** The box's key: a new box (empty) each time the page is read after a note. */
  noteKey: string;
  error: string | null;
  kept: string;
}) {
  const words = copy.notes;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("noteKey") === noteKey;
  return (
    <section aria-labelledby="timeline" className="mt-8">
      <h2 id="timeline" className="text-lg font-bold">
        {copy.leadPage.timeline.heading}
      </h2>
      <ol className="mt-3 space-y-2 border-l-2 border-line pl-4" data-testid="lead-timeline">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className="rounded-card border border-line bg-card p-3 text-sm"
            data-testid={entry.key.startsWith("n") ? "lead-note" : "lead-event"}
          >
            <p className="font-semibold">{entry.text}</p>
            {entry.body ? (
              <p className="mt-1 whitespace-pre-wrap break-words">{entry.body}</p>
            ) : null}
            <p className="mt-1 text-xs text-muted">
              {fill(words.byline, { author: entry.who, time: entry.time })}
            </p>
          </li>
        ))}
      </ol>
      <div id="notes">
        {noted ? <Notice>{words.added}</Notice> : null}
        {canWrite ? (
          <Form method="post" className="mt-4 max-w-2xl" key={noteKey} data-testid="note-form">
            <CsrfField />
            <input type="hidden" name="intent" value="note" />
            <input type="hidden" name="noteKey" value={noteKey} />
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
            {/* Disabled while its post is on its way (with JavaScript); the key covers the rest. */}
            <button
              type="submit"
              disabled={saving}
              className={`${buttonClass("outline", "sm")} mt-3`}
            >
              {saving ? leadPageWords.noteSaving : words.submit}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

/** The stage, owner and follow-up forms: plain posts, one per change, each with a label. */
function WorkForms({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const words = copy.leadPage.work;
  const { lead } = d;
  return (
    <section
      aria-labelledby="lead-work"
      className="mt-6 rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
    >
      <h2 id="lead-work" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="lead-owner">
        {d.owner ? fill(words.ownerNow, { owner: d.owner }) : copy.leadsPage.unassigned}
      </p>
      {d.noAnswer ? (
        <p className="mt-1 text-sm font-semibold text-error" data-testid="lead-no-answer">
          {words.noAnswer}
        </p>
      ) : null}
      {d.followUp.overdue ? (
        <p className="mt-1 text-sm font-semibold text-error" data-testid="lead-overdue">
          {words.overdue}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <Form method="post" className="grid content-start gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="stage" />
          <label htmlFor="w-stage" className="text-sm font-semibold">
            {words.stage}
          </label>
          <select id="w-stage" name="stage" defaultValue={lead.stage} className={fieldClass}>
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {copy.stages[stage]}
              </option>
            ))}
          </select>
          <label htmlFor="w-lost" className="text-sm font-semibold">
            {words.lostReason}
          </label>
          <select
            id="w-lost"
            name="lostReason"
            defaultValue={lead.lostReason ?? ""}
            className={fieldClass}
          >
            <option value="">—</option>
            {lostReasons.map((reason) => (
              <option key={reason} value={reason}>
                {copy.lostReasons[reason]}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass("primary", "sm")}>
            {words.saveStage}
          </button>
        </Form>
        <Form method="post" className="grid content-start gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="follow-up" />
          <label htmlFor="w-follow-up" className="text-sm font-semibold">
            {words.followUp}
          </label>
          <input
            id="w-follow-up"
            name="followUp"
            type="datetime-local"
            defaultValue={d.followUp.value}
            className={fieldClass}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass("primary", "sm")}>
              {words.saveFollowUp}
            </button>
            {d.followUp.value ? (
              <button type="submit" name="clear" value="1" className={buttonClass("outline", "sm")}>
                {words.clearFollowUp}
              </button>
            ) : null}
          </div>
        </Form>
        {d.can.assign ? (
          <Form method="post" className="grid content-start gap-2">
            <CsrfField />
            <input type="hidden" name="intent" value="owner" />
            <label htmlFor="w-owner" className="text-sm font-semibold">
              {words.owner}
            </label>
            <select
              id="w-owner"
              name="owner"
              defaultValue={lead.ownerId === null ? "" : String(lead.ownerId)}
              className={fieldClass}
            >
              <option value="">{words.nobody}</option>
              {d.workers.map((worker) => (
                <option key={worker.id} value={worker.id}>
                  {worker.email}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonClass("outline", "sm")}>
              {words.saveOwner}
            </button>
          </Form>
        ) : d.can.take ? (
          <Form method="post" className="grid content-start gap-2">
            <CsrfField />
            <input type="hidden" name="intent" value="take" />
            <button type="submit" className={buttonClass("primary", "sm")}>
              {words.take}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, fields, outbox, updated, timeline, notice } = loaderData;
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
      {notice ? <Notice>{notice}</Notice> : null}

      <div className="mt-6 flex flex-wrap gap-2" data-testid="lead-actions">
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
      {loaderData.can.write ? <WorkForms data={loaderData} /> : null}

      <section aria-labelledby="lead-fields" className="mt-8">
        <h2 id="lead-fields" className="text-lg font-bold">
          {leadPageWords.enquiryHeading}
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
          <Row label={details.source}>
            <span data-testid="lead-source">{loaderData.formName}</span>
          </Row>
          <Row label={details.stage}>
            {copy.stages[lead.stage]}
            {lead.lostReason ? ` (${copy.lostReasons[lead.lostReason]})` : ""}
          </Row>
          <Row label={details.followUp}>{loaderData.followUp.text ?? "—"}</Row>
          <Row label={leadPageWords.firstAnswer.label}>
            <span data-testid="lead-first-answer">
              {loaderData.firstAnswer ?? leadPageWords.firstAnswer.none}
            </span>
          </Row>
          <Row label={details.received}>{lead.created}</Row>
          <Row label={details.lastChanged}>{lead.updated}</Row>
          <Row label={details.language}>
            <span data-testid="lead-language">{copy.languages[lead.language]}</span>
          </Row>
        </dl>
      </section>
      <LeadArrival arrival={loaderData.arrival} />

      <Timeline
        entries={timeline}
        canWrite={loaderData.can.write}
        noted={loaderData.noted}
        noteKey={loaderData.noteKey}
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

      <details
        className="mt-8 rounded-card border border-line bg-card"
        data-testid="lead-technical"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold sm:px-5">
          {leadPageWords.technical.summary}
        </summary>
        <p className="px-4 text-sm text-muted sm:px-5">{leadPageWords.technical.intro}</p>
        <dl className="mt-2 divide-y divide-line border-t border-line">
          <Row label={details.page}>{lead.pagePath ?? "—"}</Row>
          <Row label={details.browser}>
            <span className="text-sm">{lead.userAgent ?? "—"}</span>
          </Row>
          <Row label={details.ipHash}>
            <span className="font-mono text-xs">{lead.ipHash ?? "—"}</span>
          </Row>
          <Row label={details.leadId}>
            <span className="font-mono text-xs">{lead.id}</span>
          </Row>
          {loaderData.arrival.technical.map((row) => (
            <Row key={row.key} label={row.label}>
              <span data-testid={`arrival-${row.key}`}>{row.value}</span>
            </Row>
          ))}
        </dl>
      </details>
    </>
  );
}
