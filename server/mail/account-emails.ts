/**
 * The emails a staff member gets about their own account: a change to their password, second
 * factor or role (so a change they did not make is noticed), a hold on their code step, and
 * the one-time sign-in link offered while password sign-in is held. Plain text, no HTML; the
 * words are app/staff/words/en.ts's `accountEmails`. Values that reach a header (the brand
 * in the subject) lose their control characters, so none can start a header line.
 */
import { fill } from "../../app/base/template";
import { admin } from "../../app/staff/words";
import { oneLine, senderDomain } from "./templates";
import type { MailSender, OutgoingMail } from "./transport";

/** What changed on the account. */
export type AccountChange =
  | "password"
  | "second-factor-on"
  | "second-factor-off"
  | "second-factor-replaced"
  | "second-factor-removed"
  | "recovery-codes"
  | "role"
  | "codes-held";

function messageId(kind: string, id: string, from: MailSender): string {
  return `<${kind}-${id}@${senderDomain(from)}>`;
}

const istFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export function accountChangeMail(input: {
  to: string;
  change: AccountChange;
  /** The new role's label, or the end of a hold, as the body words it. */
  detail?: string;
  from: MailSender;
  brand: string;
  siteUrl: string;
  at: number;
  id: string;
}): OutgoingMail {
  const words = admin.accountEmails;
  const brand = oneLine(input.brand);
  const what = fill(words.changes[input.change], { detail: oneLine(input.detail ?? "") });
  return {
    from: input.from,
    to: input.to,
    subject: fill(input.change === "codes-held" ? words.heldSubject : words.changeSubject, {
      brand,
    }),
    text: fill(words.changeBody, {
      brand,
      what,
      when: `${istFormat.format(new Date(input.at))} IST`,
      account: `${input.siteUrl}/admin/account`,
    }),
    messageId: messageId("staff-account", input.id, input.from),
  };
}

export function signInLinkMail(input: {
  to: string;
  url: string;
  from: MailSender;
  brand: string;
  minutes: number;
  id: string;
}): OutgoingMail {
  const words = admin.accountEmails;
  const brand = oneLine(input.brand);
  return {
    from: input.from,
    to: input.to,
    subject: fill(words.linkSubject, { brand }),
    text: fill(words.linkBody, { brand, url: input.url, minutes: input.minutes }),
    messageId: messageId("staff-sign-in", input.id, input.from),
  };
}
