/**
 * Everything the lead forms say (contact page, contact popup, careers page): labels, placeholders,
 * the popup's service labels, the confirmations, every error message the browser shows and the
 * server returns, and the small pages answered without JavaScript.
 *
 * One object, `leadFormCopy`, feeds both sides: the browser-side check (the lead form) and the
 * server's zod schema (app/lib/leads/lead-schema.ts) read the same `messages`, so a visitor sees
 * the same words whichever side caught the mistake.
 */

import { formatters } from "~/base/format";
import { leadLimits, leadServices } from "~/base/lead-fields";
import { template } from "~/base/template";
import { replyTime, site } from "../site/facts";
import type { LeadFormCopy } from "./schema";

const replyPromise = `We reply within ${formatters.en.workingDays(replyTime.days)}.`;
const urgent = "For anything urgent, call or WhatsApp us.";
const backButton = "Please use your browser’s Back button";

export const leadFormCopy: LeadFormCopy = {
  labels: { name: "Name", email: "Email", number: "Mobile number", msg: "Message" },
  serviceLabel: "Service you need",
  careerMsgLabel: "About you",
  placeholders: {
    name: "Your Name",
    email: "Your Email Address",
    number: "Your Mobile Number",
    msg: "How Can I Help You",
    careerMsg:
      "Tell us about yourself: your skills, experience and the role you want. Include a link to your LinkedIn, GitHub or portfolio.",
  },
  // The English labels are the posted values themselves.
  services: Object.fromEntries(leadServices.map((service) => [service, service])) as Record<
    (typeof leadServices)[number],
    string
  >,
  honeypotLabel: "Leave this field empty",
  submit: { contact: "Submit", popup: "Send enquiry", career: "Submit" },
  sending: "Sending…",
  privacyNote: {
    before: "We use your details only to reply to you. See our",
    link: "privacy policy",
    after: ".",
  },
  success: {
    contact: {
      title: "Thank you — your message has been sent.",
      body: `${replyPromise} ${urgent}`,
    },
    popup: { title: "Thank you — your enquiry has been sent.", body: `${replyPromise} ${urgent}` },
    career: {
      title: "Thank you — we have your details.",
      body: "We will reach out when a suitable opportunity opens up.",
    },
  },
  sendAnother: "Send another message",
  messages: {
    nameRequired: "Please enter your name.",
    nameTooLong: `Please keep your name under ${leadLimits.nameMax} characters.`,
    emailInvalid: "Please enter a valid email address, like name@example.com.",
    phoneInvalid: `Please enter a mobile number of ${leadLimits.phoneDigitsMin} to ${leadLimits.phoneDigitsMax} digits (a leading + and spaces are fine).`,
    msgRequired: "Please tell us a little about what you need.",
    careerMsgRequired: "Please tell us about yourself and the role you are interested in.",
    msgTooLong: `Please keep your message under ${formatters.en.number(leadLimits.messageMax)} characters.`,
    serviceInvalid: "Please choose one of the services in the list.",
    bodyTooLarge:
      "Your message is too long to send in one go. Please shorten it, or email us the details.",
  },
  summary: {
    invalid: "Please correct the highlighted fields.",
    unreadable: "Please fill in the form and send it again.",
    tooFast:
      "That was quicker than we expected. Please check your details and press the button again.",
    rateLimited: {
      one: template(
        "You have sent several messages in a short time. Please wait up to {minutes} minute and try again, or call or WhatsApp us instead. Your message is still here.",
      ),
      other: template(
        "You have sent several messages in a short time. Please wait up to {minutes} minutes and try again, or call or WhatsApp us instead. Your message is still here.",
      ),
    },
    error:
      "Sorry, we could not save your message just now. Please try again in a minute, or call or WhatsApp us.",
  },
  legacyPage: {
    documentTitle: template(`{title} – ${site.brandName}`),
    sentTitle: "Thank you — your message has been sent",
    sentBody: `${replyPromise} For anything urgent, call ${site.phoneMobile.display}.`,
    failedTitle: "Your message was not sent",
    failedHint: `${backButton} to correct it and send it again.`,
    contactLink: "Go to the contact page",
    homeLink: "Home",
  },
  tooLongPage: {
    title: "Your message is too long",
    body: template(
      `Your message is longer than we can accept in one go ({limitKb} KB). ${backButton} — what you typed is usually still there — shorten the message and send it again, or email us the details.`,
    ),
    backLink: "Back to the contact page",
  },
  rejectedPage: {
    title: "Request not accepted",
    body: "This request could not be accepted.",
  },
};
