/**
 * The staff pages' words for a lead's page and the inbox list (issues 53 and 54) added this
 * stop: the closed "Details" of technical rows, the time to first answer, the duplicate mark in
 * the list, and the banner every staff page shows while new enquiries are emailed to nobody.
 * English only, plain words, like ./en.ts; a file of its own so the lead pages can grow without
 * everyone editing one object.
 */
import { template } from "~/base/template";

export const leadPageWords = {
  /** The main rows' heading (the visitor's enquiry and where it stands). */
  enquiryHeading: "The enquiry",
  /** The form the enquiry was sent from, when the message names an older form. */
  formOf: template("{source} ({form})"),
  /** A closed section at the end of the page: rows for whoever runs the server. */
  technical: {
    summary: "Details",
    intro: "For whoever runs the website, if something needs checking.",
  },
  firstAnswer: {
    label: "First answer",
    none: "Not answered yet",
    /** "After 25 minutes (2 Dec 2026, 2:05 pm IST)". */
    after: template("After {duration} ({time})"),
    /** The inbox's line on a lead's card. */
    inList: template("Answered after {duration}"),
  },
  /** Durations, rounded: "under a minute", "25 minutes", "3 hours 5 minutes", "2 days 4 hours". */
  duration: {
    underAMinute: "under a minute",
    minutes: { one: template("{count} minute"), other: template("{count} minutes") },
    hours: { one: template("{count} hour"), other: template("{count} hours") },
    days: { one: template("{count} day"), other: template("{count} days") },
  },
  /** On a lead's card in the inbox when another lead has the same email or phone. */
  duplicateInList: "Possible duplicate",
  duplicateInListTitle: "Another enquiry has the same email or phone number. Open it to see both.",
  /** No-answer flag of a lead nobody owns: the owners were emailed. */
  noAnswerOwners: "No answer after 2 working hours: nobody owns it, so the owners were emailed",
  /** The no-answer email's first line when nobody owns the lead (it goes to the owners). */
  noAnswerUnownedEmail:
    "Nobody has answered this lead, 2 working hours after it arrived, and nobody owns it. Please give it to someone or answer it.",
  /** Every staff page, while a new enquiry would be emailed to nobody. */
  mailBanner:
    "New enquiries are saved here, but nobody is emailed about them: the website cannot send email yet. Ask whoever runs the server to set up email for the website.",
  /** The note box's button while its note is being saved (with JavaScript). */
  noteSaving: "Adding…",
} as const;
