/**
 * The staff inbox's words for replying to a lead and for duplicate leads (issue 54): the reply
 * box and the duplicate mark on a lead's page (app/staff/replies/), their answers, and their
 * rows of the lead's timeline. English only, plain words, like the rest of ./en.ts; kept in a
 * file of their own so the lead's page can grow without everyone editing one object.
 */
import { template } from "~/base/template";

export const leadReplies = {
  replyBox: {
    heading: "Reply",
    intro:
      "Pick a message: it is filled in with the lead's name and yours. Check it, change it if you like, then send it by WhatsApp or email. Every reply is added to the lead's timeline.",
    templateLabel: "Template",
    languageLabel: "Language",
    /** The languages a template is offered in, by locale. */
    languages: { en: "English", hi: "Hindi (हिंदी)" },
    leadLanguage: template("{language} (the lead's language)"),
    priceLabel: "Price",
    priceHint: "Written where the message says {price}, for example ₹12,500.",
    priceUnused: "Only the messages with a price use it.",
    fillIn: "Fill in",
    subjectLabel: "Email subject",
    textLabel: "Message to send",
    textHint: "Change anything before sending.",
    whatsApp: "WhatsApp",
    email: "Email",
    whatsAppHint:
      "Opens WhatsApp with the message typed in: the app on a phone, WhatsApp Web on a laptop.",
    emailHint: template("Sent to {email} from the site's address; their answer comes to you."),
    noWhatsApp: template(
      "WhatsApp cannot open {phone}: it is not a phone number we can read. Call or email instead.",
    ),
    whatsAppOpened: "WhatsApp opened in a new tab with your message. The reply is on the timeline.",
    landline: "This number looks like a landline, which may not be on WhatsApp.",
    emailed: template("Your email to {email} is on its way. Their answer will come to you."),
    emailedNoSmtp:
      "Your email is recorded on the timeline, but no mail server is set up, so it was not sent.",
    /** The page shown when a reply could not be sent (without JavaScript). */
    errorTitle: "Reply not sent",
    back: "Back to the lead",
    errors: {
      empty: "Write a message first.",
      tooLong: template("A reply is {max} characters at most."),
      subjectEmpty: "Write the email's subject.",
      unfilled: template("Write what the message still needs in place of {slots}."),
      noPhone: "This lead's phone number cannot be opened in WhatsApp. Call or email instead.",
      expired: "This reply box is out of date. Open the lead again and send it from there.",
      unknownChannel: "Choose WhatsApp or Email.",
    },
  },
  /** The lead's timeline rows of replies and merges (the timeline adds who and when). */
  timeline: {
    fields: { email: "Email", phone: "Phone", message: "Message" },
    reply: template("Replied by {channel}"),
    channels: { whatsapp: "WhatsApp", email: "email" },
    subject: template("Subject: {subject}"),
    merged: template("Merged with a later enquiry from {name}, received {time}"),
    mergedFields: "Their details as they sent them:",
  },
  duplicates: {
    heading: "Possible duplicate",
    intro: "Another enquiry has the same email or phone number:",
    sameEmail: "same email",
    samePhone: "same phone number",
    item: template("{name}, received {time}"),
    merge: "Merge into one lead",
    mergeHint:
      "Keeps everything of both on the earlier enquiry: its details, notes, replies and emails. The later enquiry's details are copied to the timeline, then it is removed from the list.",
    merged: "Merged. The later enquiry, its notes, replies and emails are on this lead now.",
    gone: "These enquiries no longer match, or one of them is gone.",
    ownersOnly: "Only owners can merge leads.",
  },
} as const;
