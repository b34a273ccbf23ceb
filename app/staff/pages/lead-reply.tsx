/**
 * POST /admin/leads/:id/reply: the reply box's form (app/staff/replies/reply-box.tsx). It
 * records the reply on the lead's timeline (who, when, channel, text; the first one sets the
 * lead's first answer), then
 * - WhatsApp: answers 303 to the wa.me link of the lead's number in E.164 with the text, which
 *   opens the app on a phone and WhatsApp Web on a laptop (no JavaScript needed);
 * - Email: queues it in the outbox (from the site's address, Reply-To the staff member) and
 *   answers 303 back to the lead.
 * The box's random key makes a double tap (or a re-sent form) record and send once: the second
 * post finds the first reply and answers the same. A refused reply answers 400 with this page:
 * the reason, and the box with the text kept (its "Fill in" goes to the lead's page).
 */
import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { fill } from "~/base/template";
import {
  recordAudit,
  requireLead,
  requirePermissionPost,
  requireStaff,
} from "~/staff/access/checks.server";
import { normalisePhone } from "~/staff/replies/phone";
import { ReplyBox } from "~/staff/replies/reply-box";
import { REPLY_MAX, replyBoxData, SUBJECT_MAX } from "~/staff/replies/reply-box.server";
import { whatsAppLink } from "~/staff/replies/whatsapp";
import { admin as copy, leadReplies } from "~/staff/words";
import { adminMeta } from "../components/admin-page";
import { staffNameOf, unfilledSlots } from "../replies/fill";
import type { Route } from "./+types/lead-reply";

const words = leadReplies.replyBox;
const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

/**
 * Nothing to read: the page is the answer to a refused post. (React Router runs the loader as a
 * GET after the action too, so it cannot send a GET elsewhere; the page links back instead.)
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "leads.write");
  // Sales reply to their own leads and unassigned ones only (403 otherwise, recorded).
  const lead = await requireLead(request, context, staff, params.id);
  const channel = form.get("channel");
  const text = String(form.get("text") ?? "")
    .replace(/\r\n/g, "\n")
    .trim();
  const subject = String(form.get("subject") ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const onceKey = String(form.get("onceKey") ?? "");
  const box = replyBoxData(context, lead, staff.email, form);
  const refuse = (error: string) =>
    data(
      { error, box: { ...box, text, subject: subject || box.subject } },
      {
        status: 400,
      },
    );

  if (channel !== "whatsapp" && channel !== "email") return refuse(words.errors.unknownChannel);
  if (!/^[0-9a-f-]{36}$/.test(onceKey)) return refuse(words.errors.expired);
  if (text === "") return refuse(words.errors.empty);
  if (text.length > REPLY_MAX) return refuse(fill(words.errors.tooLong, { max: REPLY_MAX }));
  // A slot nobody filled ({price} left empty) is not sent.
  const missing = [...unfilledSlots(text), ...(channel === "email" ? unfilledSlots(subject) : [])];
  if (missing.length > 0)
    return refuse(
      fill(words.errors.unfilled, {
        slots: [...new Set(missing)].map((slot) => `{${slot}}`).join(", "),
      }),
    );
  if (channel === "email" && subject === "") return refuse(words.errors.subjectEmpty);
  if (subject.length > SUBJECT_MAX) return refuse(fill(words.errors.tooLong, { max: SUBJECT_MAX }));
  const phone = normalisePhone(lead.phone);
  if (channel === "whatsapp" && !phone) return refuse(words.errors.noPhone);

  // The same box, channel and text is the same reply (a double tap): recorded once. Another
  // text from the same box is another reply.
  const key = createHash("sha256").update(`${onceKey}\n${channel}\n${text}`).digest("hex");
  const mailEnabled = admin.mailEnabled;
  const recorded = await admin.inbox.recordReply({
    leadId: lead.id,
    staffId: staff.staffId,
    onceKey: key,
    now: Date.now(),
    outboxStatus: mailEnabled ? "pending" : "skipped",
    detail: {
      channel,
      text,
      ...(channel === "email" ? { subject } : {}),
      template: box.templateId,
      language: box.language,
      staffEmail: staff.email,
      staffName: staffNameOf(staff.email),
    },
  });
  if (!recorded) throw data(copy.errors.leadNotFound, { status: 404 });
  if (recorded.created)
    // The text stays with the lead (and goes when the lead is erased): the trail has its size.
    await recordAudit(context, staff, {
      kind: "lead.reply",
      subject: `lead:${lead.id}`,
      details: {
        channel,
        template: box.templateId,
        language: box.language,
        characters: text.length,
        first: recorded.first,
      },
    });
  if (recorded.detail.channel === "whatsapp" && phone)
    return redirect(whatsAppLink(phone, recorded.detail.text), 303);
  const replied = mailEnabled ? "email" : "email-no-smtp";
  return redirect(`${leadPath(lead.id)}?replied=${replied}#reply-box`, 303);
}

export const meta: Route.MetaFunction = () => adminMeta(words.errorTitle);

/** A refused reply (400): why, and the box again with the text as it was sent. */
export default function LeadReply({ actionData, params }: Route.ComponentProps) {
  return (
    <>
      <a
        href={`${leadPath(params.id)}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        {words.back}
      </a>
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{words.errorTitle}</h1>
      {actionData ? <ReplyBox box={actionData.box} error={actionData.error} /> : null}
    </>
  );
}
