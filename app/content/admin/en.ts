/**
 * The words of the staff inbox at /admin (never shown to visitors; English only): its routes,
 * components and server helpers read them from here, grouped by page. A sentence around a value
 * known only at render time is a template with named slots (app/base/template.ts); a count's
 * sentence is a `{ one, other }` pair of templates, picked with `count === 1`.
 */
import { template } from "~/base/template";
import type { AdminContent } from "./schema";

const productName = "Lead inbox";

export const admin = {
  productName,
  nav: [
    { to: "/admin/leads", label: "Leads" },
    { to: "/admin/outbox", label: "Notifications" },
    { to: "/admin/speed", label: "Site speed" },
  ],
  sources: { contact: "Contact page", popup: "Popup", career: "Careers", legacy: "Legacy form" },
  statuses: { new: "New", handled: "Handled", spam: "Spam" },
  /** The language of the page a lead came from. */
  languages: { en: "English", hi: "Hindi (हिंदी)" },
  outboxStatuses: {
    pending: "Waiting",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed",
    skipped: "Not sent (no SMTP)",
  },
  outboxKinds: { notify: "Team notification", ack: "Visitor acknowledgement" },
  ratings: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
  metrics: [
    { name: "LCP", label: "Largest Contentful Paint" },
    { name: "INP", label: "Interaction to Next Paint" },
    { name: "CLS", label: "Cumulative Layout Shift" },
    { name: "FCP", label: "First Contentful Paint" },
    { name: "TTFB", label: "Time to First Byte" },
  ],
  /** Every page's <title>: the page's own title, then the product. */
  pageTitle: template(`{page} | ${productName}`),
  /** An email of the outbox, as the lead page and the notifications page list it. */
  email: {
    /** "Team notification to hello@…" */
    recipient: template("{kind} to {recipient}"),
    attempts: { one: template("{count} attempt"), other: template("{count} attempts") },
  },
  /** Answers shared by several pages' loaders and actions, shown by the layout's error page. */
  errors: {
    leadNotFound: "This lead does not exist (it may have been deleted).",
    unavailable: "The staff inbox is not available.",
    methodNotAllowed: "Method not allowed",
    formExpired: "This form has expired. Go back, reload the page and try again.",
  },
  /** The frame of every signed-in page (app/routes/admin/layout.tsx) and its error page. */
  layout: {
    title: "Inbox",
    skipLink: "Skip to content",
    error: {
      status: template("Error {status}"),
      heading: "That did not work",
      notFound: "This page or lead does not exist (it may have been deleted).",
      unknown: "Something went wrong. Please try again.",
      backLabel: "Back to the leads",
    },
  },
  header: {
    homeLabel: `${productName}, home`,
    signOut: "Sign out",
    navLabel: "Inbox",
  },
  signIn: {
    title: "Staff sign-in",
    intro: "Sign in to read and manage the enquiries sent through the website.",
    emailLabel: "Email",
    passwordLabel: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    invalid: "The email or password is not correct.",
    throttled: {
      one: template(
        "Too many unsuccessful attempts. For your security, sign-in is paused; please try again in {minutes} minute.",
      ),
      other: template(
        "Too many unsuccessful attempts. For your security, sign-in is paused; please try again in {minutes} minutes.",
      ),
    },
    throttledSeconds: {
      one: template("That did not work. Please wait {seconds} second and try again."),
      other: template("That did not work. Please wait {seconds} seconds and try again."),
    },
    busy: "Sign-in is busy right now. Please try again in a few seconds.",
    signedOut: "You have signed out.",
  },
  leadsPage: {
    title: "Leads",
    intro: "Every enquiry from the website, newest first.",
    exportCsv: "Export CSV",
    deleted: "The lead was deleted.",
    filters: {
      label: "Filter leads",
      search: "Search",
      searchPlaceholder: "Name, email, phone or message",
      source: "Source",
      allSources: "All sources",
      status: "Status",
      allStatuses: "All statuses",
      from: "From",
      to: "To",
      apply: "Apply",
      clear: "Clear",
    },
    noMatch: "No leads match these filters.",
    showing: {
      one: template("Showing {first}–{last} of {total} lead"),
      other: template("Showing {first}–{last} of {total} leads"),
    },
    pagination: {
      label: "Pages",
      previous: "Previous",
      next: "Next",
      position: template("Page {page} of {pages}"),
    },
  },
  leadPage: {
    /** The <title> when the lead could not be loaded. */
    fallbackTitle: "Lead",
    title: template("Lead from {name}"),
    back: "All leads",
    /** After a status change; {status} is the status's label in lower case. */
    marked: template("Marked as {status}."),
    emailAction: "Email",
    callAction: "Call",
    statusActions: { new: "Mark as new", handled: "Mark as handled", spam: "Mark as spam" },
    deleteAction: "Delete…",
    unknownStatus: "Unknown status.",
    details: {
      heading: "Details",
      name: "Name",
      email: "Email",
      phone: "Phone",
      message: "Message",
      source: "Source",
      status: "Status",
      received: "Received",
      lastChanged: "Last changed",
      page: "Page",
      language: "Language",
      browser: "Browser",
      ipHash: "IP hash",
      leadId: "Lead id",
    },
    emails: {
      heading: "Emails",
      none: "No emails were queued for this lead.",
      retryLink: "Retry from Notifications",
    },
  },
  deletePage: {
    title: "Delete lead",
    heading: "Delete this lead?",
    explanation:
      "The lead and its emails are removed for good, for example to honour a request to erase personal data. This cannot be undone. Export it first if you need a copy.",
    confirm: "Delete permanently",
    cancel: "Cancel",
    notConfirmed: "Deletion was not confirmed.",
  },
  outboxPage: {
    title: "Notifications",
    intro:
      "Emails about new leads that could not be sent after every retry. Fix the cause (for example the SMTP settings), then send them again.",
    retried: "The email is queued and will be sent within a minute.",
    countsLabel: "Emails by status",
    failedHeading: "Failed emails",
    noneFailed: "No failed emails. Everything was sent or is on its way.",
    leadLabel: "Lead:",
    /** In place of the name of a lead deleted since. */
    deletedLead: "Deleted lead",
    noError: "No error recorded",
    retry: "Retry",
    retryLabel: template("Retry the email to {recipient} about {lead}"),
    unknownEmail: "Unknown email.",
    notWaiting: "This email is no longer waiting for a retry.",
  },
  speedPage: {
    title: "Site speed",
    intro:
      "How fast the pages are for real visitors: the 75th percentile (three in four visits were this fast or faster), rated with web.dev's thresholds.",
    empty:
      "No measurements yet. They arrive as visitors browse the site (about half of all visits are measured).",
    /** The heading of the pages gathered under "other" (paths outside the site's routes). */
    otherPages: "Other pages",
    caption: template("75th percentile of each metric on {path}, last 7 and 28 days"),
    metric: "Metric",
    last7Days: "Last 7 days",
    last28Days: "Last 28 days",
    noData: "No data",
    samples: { one: template("{count} sample"), other: template("{count} samples") },
  },
  /** GET /admin/leads.csv (server/admin/csv.ts): its file name and header row. */
  csvExport: {
    /** {date} is the day of the export, YYYY-MM-DD. ASCII only (a Content-Disposition value). */
    fileName: template("leads-{date}.csv"),
  },
  /** The error page of the inbox's paths (app/root.tsx), also the layout's error page title. */
  errorPage: {
    title: template(`Error {status} | ${productName}`),
    heading: template("Something went wrong ({status})"),
    backLabel: "Back to the inbox",
  },
} as const satisfies AdminContent;
