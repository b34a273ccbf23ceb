/**
 * The emails to staff about their leads (issue 54): "a lead is yours", "a follow-up is due",
 * "a lead has had no answer for 2 working hours", and the 09:30 digest of leads due or overdue.
 * Each is an outbox row of kind "notify" with `about` set (server/db/lead-work.ts); each carries
 * the lead's summary (never its whole message) and one link to the lead's page. Plain text.
 */
import { fill } from "../../app/base/template";
import { admin, leadPageWords } from "../../app/staff/words";
import type { Lead, StaffMailAbout } from "../db/types";
import { type MailSettings, oneLine, outboxMessageId } from "./templates";
import type { OutgoingMail } from "./transport";

const istFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const ist = (ms: number) => `${istFormat.format(new Date(ms))} IST`;

/** The link to a lead's page on the site. */
export function leadLink(siteUrl: string, leadId: string): string {
  return new URL(`/admin/leads/${encodeURIComponent(leadId)}`, siteUrl).toString();
}

/** Name, form, when, and the first line of the message, cut short. */
function summary(lead: Lead): string[] {
  const words = admin.leadWorkEmails;
  const first = oneLine(lead.message.split(" || ")[0] ?? "").slice(0, 140);
  return [
    `${words.name}: ${oneLine(lead.name)}`,
    `${words.form}: ${admin.sources[lead.source]} (${admin.languages[lead.language]})`,
    `${words.received}: ${ist(lead.createdAt)}`,
    ...(lead.followUpAt === null ? [] : [`${words.followUp}: ${ist(lead.followUpAt)}`]),
    `${words.message}: ${first}`,
  ];
}

export function leadWorkMail(input: {
  about: StaffMailAbout;
  lead: Lead;
  to: string;
  settings: MailSettings;
  outboxId: number;
  /** The digest's leads, due today or overdue (the `lead` is the first). */
  digest?: Lead[];
}): OutgoingMail {
  const { about, lead, settings } = input;
  const words = admin.leadWorkEmails;
  let subject: string;
  let lines: string[];
  if (about === "digest") {
    const leads = input.digest?.length ? input.digest : [lead];
    subject = fill(words.digestSubject, { count: leads.length });
    lines = [
      words.digestIntro,
      "",
      ...leads.flatMap((item) => [
        `- ${oneLine(item.name)}: ${item.followUpAt === null ? "-" : ist(item.followUpAt)}`,
        `  ${leadLink(settings.siteUrl, item.id)}`,
      ]),
    ];
  } else {
    subject = fill(words.subjects[about], { name: oneLine(lead.name) });
    // A lead nobody owns, flagged to the owners: say so, so one of them gives it to someone.
    const intro =
      about === "no-answer" && lead.ownerId === null
        ? leadPageWords.noAnswerUnownedEmail
        : words.intros[about];
    lines = [intro, "", ...summary(lead), "", leadLink(settings.siteUrl, lead.id)];
  }
  return {
    from: settings.from,
    to: input.to,
    subject: oneLine(subject).slice(0, 200),
    text: [...lines, "", "--", words.footer].join("\n"),
    messageId: outboxMessageId(input.outboxId, lead.id, settings.from),
  };
}
