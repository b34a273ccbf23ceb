/** zod schema of the staff inbox's words (app/content/admin/en.ts). */
import { z } from "zod";
import { type LeadFieldKey, leadFields, leadSources, leadStatuses } from "~/base/lead-fields";
import { locales } from "~/base/locale";
import { byId, templateSchema } from "../schema";

const label = z.string().min(2).max(40);
const text = z.string().min(1);
/** A count's sentence: one template for 1, one for any other number, with the same slots. */
const plural = <Slot extends string>(...slots: Slot[]) =>
  z.object({ one: templateSchema(...slots), other: templateSchema(...slots) });

export const adminContentSchema = z.object({
  productName: z.string(),
  nav: z.array(z.object({ to: z.string().startsWith("/admin/"), label })).length(3),
  sources: byId(leadSources, label),
  statuses: byId(leadStatuses, label),
  languages: byId(locales, label),
  outboxStatuses: z.object({
    pending: label,
    sending: label,
    sent: label,
    failed: label,
    skipped: label,
  }),
  outboxKinds: z.object({ notify: label, ack: label }),
  ratings: z.object({ good: label, "needs-improvement": label, poor: label }),
  metrics: z
    .array(z.object({ name: z.enum(["LCP", "INP", "CLS", "FCP", "TTFB"]), label: z.string() }))
    .length(5),
  pageTitle: templateSchema("page"),
  email: z.object({
    recipient: templateSchema("kind", "recipient"),
    attempts: plural("count"),
  }),
  errors: z.object({
    leadNotFound: text,
    unavailable: text,
    methodNotAllowed: text,
    formExpired: text,
  }),
  layout: z.object({
    title: label,
    skipLink: label,
    error: z.object({
      status: templateSchema("status"),
      heading: text,
      notFound: text,
      unknown: text,
      backLabel: label,
    }),
  }),
  header: z.object({ homeLabel: text, signOut: label, navLabel: label }),
  signIn: z.object({
    title: z.string(),
    intro: z.string(),
    emailLabel: label,
    passwordLabel: label,
    submit: label,
    submitting: label,
    invalid: z.string(),
    throttled: plural("minutes"),
    throttledSeconds: plural("seconds"),
    busy: z.string(),
    signedOut: z.string(),
  }),
  leadsPage: z.object({
    title: label,
    intro: text,
    exportCsv: label,
    deleted: text,
    filters: z.object({
      label,
      search: label,
      searchPlaceholder: text,
      source: label,
      allSources: label,
      status: label,
      allStatuses: label,
      from: label,
      to: label,
      apply: label,
      clear: label,
    }),
    noMatch: text,
    showing: plural("first", "last", "total"),
    pagination: z.object({
      label,
      previous: label,
      next: label,
      position: templateSchema("page", "pages"),
    }),
  }),
  leadPage: z.object({
    fallbackTitle: label,
    title: templateSchema("name"),
    back: label,
    marked: templateSchema("status"),
    emailAction: label,
    callAction: label,
    statusActions: z.object({ new: label, handled: label, spam: label }),
    deleteAction: label,
    unknownStatus: text,
    /** The label of each of the lead's rows: one for each field of app/base/lead-fields.ts. */
    details: z.object({
      heading: label,
      ...byId(
        leadFields.map((field): LeadFieldKey => field.key),
        label,
      ).shape,
      source: label,
      status: label,
      received: label,
      lastChanged: label,
      page: label,
      language: label,
      browser: label,
      ipHash: label,
      leadId: label,
    }),
    emails: z.object({ heading: label, none: text, retryLink: label }),
  }),
  deletePage: z.object({
    title: label,
    heading: label,
    explanation: text,
    confirm: label,
    cancel: label,
    notConfirmed: text,
  }),
  outboxPage: z.object({
    title: label,
    intro: text,
    retried: text,
    countsLabel: label,
    failedHeading: label,
    noneFailed: text,
    leadLabel: label,
    deletedLead: label,
    noError: text,
    retry: label,
    retryLabel: templateSchema("recipient", "lead"),
    unknownEmail: text,
    notWaiting: text,
  }),
  speedPage: z.object({
    title: label,
    intro: text,
    empty: text,
    otherPages: label,
    caption: templateSchema("path"),
    metric: label,
    last7Days: label,
    last28Days: label,
    noData: label,
    samples: plural("count"),
  }),
  csvExport: z.object({
    fileName: templateSchema("date").refine((name) => /^[\w{}.-]+\.csv$/.test(name), {
      message: "a file name of ASCII letters, digits, - _ . ending in .csv",
    }),
  }),
  errorPage: z.object({
    title: templateSchema("status"),
    heading: templateSchema("status"),
    backLabel: z.string(),
  }),
});
export type AdminContent = z.infer<typeof adminContentSchema>;
