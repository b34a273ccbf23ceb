/**
 * The emails, as plain text (no HTML: nothing a visitor typed can become markup in an inbox).
 * The notification to the agency carries every field; the optional acknowledgement to the
 * visitor carries none of them, so the form cannot be used to send arbitrary text to others.
 */
import addressparser from "nodemailer/lib/addressparser";
import { formatters } from "../../app/base/format";
import type { LeadKind } from "../../app/base/lead-fields";
import { leadFields } from "../../app/base/lead-fields";
import type { StaffRole } from "../../app/base/staff-roles";
import { fill } from "../../app/base/template";
import type { Dictionary } from "../../app/content/engine/content";
import type { SiteFactsCopy } from "../../app/content/site";
import { admin } from "../../app/staff/words";
import type { Lead, LeadLanguage, StaffLinkPurpose } from "../db/types";
import type { MailSender, OutgoingMail } from "./transport";

const sourceLabels: Record<LeadKind, string> = {
  contact: "Contact page",
  popup: "Contact popup",
  career: "Careers page",
  legacy: "Old contact form (contactform.php)",
};

/** The language of the page a lead came from, as staff read it (the inbox's own labels). */
const languageLabels: Record<LeadLanguage, string> = admin.languages;

const istFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export interface MailSettings {
  from: MailSender;
  siteUrl: string;
}

/**
 * A value put into one line of an email (a header, a "Name: value" line, a sentence's slot):
 * line breaks of every kind (CR, LF, U+2028, U+2029, NEL) and other control characters become
 * spaces, and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) go, so
 * no value can start a header or a line of its own or show its text reversed.
 */
export function oneLine(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/**
 * The sender when MAIL_FROM is not set: "<brand> website" at no-reply@ the agency's domain. The
 * brand is an editor's words, so it goes to nodemailer as an address object's display name,
 * which nodemailer quotes or encodes (RFC 2047) as the name needs, on one line.
 */
export function defaultSender(site: SiteFactsCopy): { name: string; address: string } {
  return {
    name: oneLine(`${site.brandName} website`).slice(0, 80),
    address: `no-reply@${site.domain}`,
  };
}

/** The domain of the sender's address (MAIL_FROM), for Message-IDs; "localhost" without one. */
export function senderDomain(from: MailSender): string {
  const address =
    typeof from === "string"
      ? (addressparser(from, { flatten: true })[0]?.address ?? "")
      : from.address;
  const domain = address.slice(address.lastIndexOf("@") + 1);
  const valid = address.includes("@") && /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(domain);
  return valid ? domain.toLowerCase() : "localhost";
}

/**
 * The Message-ID of the email of one outbox row, the same on every attempt: if a rare second
 * copy arrives, mail servers and clients see one message. Its domain is the sender's (MAIL_FROM).
 */
export function outboxMessageId(outboxId: number, leadId: string, from: MailSender): string {
  return `<outbox-${outboxId}.${leadId}@${senderDomain(from)}>`;
}

/** The notification to the agency's inbox (LEADS_NOTIFY_TO), for outbox row `outboxId`. */
export function notificationMail(
  lead: Lead,
  to: string,
  settings: MailSettings,
  outboxId: number,
): OutgoingMail {
  const label = sourceLabels[lead.source];
  // Each field of app/base/lead-fields.ts, named as the inbox names it: one-line values in a
  // column, free text (the message) below them.
  const { details } = admin.leadPage;
  // A visitor's value stays on its line (oneLine); the message below keeps its own lines.
  const line = (name: string, value: string) => `${`${name}:`.padEnd(10)}${oneLine(value)}`;
  const lines = [
    `A new enquiry arrived through the website (${label}).`,
    "",
    ...leadFields
      .filter((field) => field.kind !== "text")
      .map((field) => line(details[field.key], lead[field.key] || "-")),
    line("Form", label),
    line(details.page, lead.pagePath ?? "-"),
    line(details.language, languageLabels[lead.language]),
    line(details.received, `${istFormat.format(new Date(lead.createdAt))} IST`),
    line(details.leadId, lead.id),
    ...leadFields
      .filter((field) => field.kind === "text")
      .flatMap((field) => ["", `${details[field.key]}:`, lead[field.key] ?? ""]),
    "",
    "--",
    "Reply to this email to answer the visitor directly.",
  ];
  return {
    from: settings.from,
    to,
    replyTo: { name: oneLine(lead.name), address: lead.email },
    subject: oneLine(`New enquiry (${label}): ${lead.name}`).slice(0, 200),
    text: lines.join("\n"),
    messageId: outboxMessageId(outboxId, lead.id, settings.from),
  };
}

/**
 * The optional acknowledgement to the visitor (LEADS_ACK_EMAIL), in the lead's language: `copy`
 * is the live dictionary of that language, whose forms words (`forms.ackEmail`) it fills with the
 * agency's live facts and the site's address. No visitor text in it.
 */
export function acknowledgementMail(
  lead: Lead,
  settings: MailSettings,
  outboxId: number,
  copy: Dictionary,
): OutgoingMail {
  const site = copy.siteFacts;
  const words = copy.forms.ackEmail;
  // Facts put into sentences stay on their line.
  const brand = oneLine(site.brandName);
  const lines = [
    words.greeting,
    "",
    // The careers page promises no reply, only a word when a suitable role opens (the brief).
    lead.source === "career"
      ? fill(words.thanks.career, { brand })
      : fill(words.thanks.enquiry, {
          brand,
          replyTime: formatters[lead.language].workingDays(site.replyDays),
        }),
    "",
    fill(words.urgent, {
      phone: oneLine(site.phoneMobile.display),
      officeHours: oneLine(copy.site.officeHours),
      email: oneLine(site.emails.hello),
    }),
    "",
    fill(words.signature, { brand, siteUrl: settings.siteUrl }),
    "",
    words.why,
  ];
  return {
    from: settings.from,
    to: lead.email,
    subject: oneLine(fill(words.subject, { brand })),
    text: lines.join("\n"),
    messageId: outboxMessageId(outboxId, lead.id, settings.from),
  };
}

/**
 * A staff member's one-time link (server/admin/staff.ts): an invitation, or a new password.
 * Sent once, at once, and never stored: the link's token exists only in this email and on the
 * owner's screen (docs/decisions/0018-staff-second-factor.md).
 */
export function staffLinkMail(input: {
  to: string;
  url: string;
  purpose: StaffLinkPurpose;
  role: StaffRole;
  /** The owner who made the link. */
  inviter: string;
  expiresAt: number;
  from: MailSender;
  /** Unique per email (a random id). */
  id: string;
  /** The agency's name as published (the site's facts). */
  brand: string;
}): OutgoingMail {
  const words = admin.staffEmails;
  const brand = oneLine(input.brand);
  const expires = `${istFormat.format(new Date(input.expiresAt))} IST`;
  const role = admin.roles[input.role];
  const text =
    input.purpose === "invite"
      ? fill(words.inviteBody, {
          inviter: input.inviter,
          brand,
          role: role.label,
          summary: role.summary,
          expires,
          url: input.url,
        })
      : fill(words.resetBody, { inviter: input.inviter, brand, expires, url: input.url });
  return {
    from: input.from,
    to: input.to,
    subject: oneLine(
      fill(input.purpose === "invite" ? words.inviteSubject : words.resetSubject, { brand }),
    ),
    text,
    messageId: `<staff-link-${input.id}@${senderDomain(input.from)}>`,
  };
}
