/**
 * The staff pages' words about where clients come from (issue 55): how a lead's visitor arrived
 * (the lead's page, the inbox's filter, the CSV's columns) and the dashboard (/admin/dashboard).
 * English only, like every staff word (./en.ts); kept in a file of their own, checked by the
 * schema below (./sources.test.ts).
 */
import { z } from "zod";
import { channels } from "~/base/arrival";
import { template } from "~/base/template";
import { byId, templateSchema } from "~/content/engine/schema";

const label = z.string().min(2).max(60);
const text = z.string().min(1);

export const sourcesWordsSchema = z.object({
  arrival: z.object({
    heading: label,
    notRecorded: text,
    serverOnly: text,
    rows: z.object({
      channel: label,
      source: label,
      landing: label,
      referrer: label,
      utmSource: label,
      utmMedium: label,
      utmCampaign: label,
      paid: label,
      formPage: label,
      language: label,
      device: label,
    }),
    none: z.string().min(1).max(20),
    channels: byId(channels, label),
    devices: z.object({ phone: label, tablet: label, desktop: label, unknown: label }),
    filterLabel: label,
    anyChannel: label,
  }),
  dashboard: z.object({
    nav: label,
    title: label,
    intro: text,
    periodLabel: label,
    from: label,
    to: label,
    apply: label,
    periodTooLong: templateSchema("days"),
    totals: z.object({
      visitors: label,
      visits: label,
      views: label,
      leads: label,
      conversion: label,
      won: label,
      firstAnswer: label,
    }),
    weeksHeading: label,
    weeksCaption: text,
    week: label,
    byHeading: z.object({ source: label, landing: label, service: label, language: label }),
    byCaption: templateSchema("what"),
    value: z.object({ source: label, landing: label, service: label, language: label }),
    notCounted: text,
    noService: label,
    csv: label,
    csvLabel: templateSchema("table"),
    chartLabel: templateSchema("table"),
    hours: templateSchema("hours"),
    noData: text,
    countedHow: text,
  }),
});

export const sourcesWords = {
  arrival: {
    heading: "How they found us",
    notRecorded:
      "Not recorded: this enquiry came before the site recorded where visitors came from.",
    serverOnly:
      "The visitor's browser ran no JavaScript, so only the form's page and the tags of the link that opened it are known.",
    rows: {
      channel: "Came through",
      // Not "Source": the lead's details name the form it came from so.
      source: "Came from",
      landing: "First page of the visit",
      referrer: "Referring website",
      utmSource: "Campaign source",
      utmMedium: "Campaign medium",
      utmCampaign: "Campaign name",
      paid: "Ad click",
      formPage: "Form sent from",
      language: "Language",
      device: "Device",
    },
    none: "None",
    channels: {
      search: "Search engine",
      social: "Social media",
      paid: "Paid ad",
      campaign: "Campaign link",
      referral: "Another website",
      direct: "Direct or unknown",
    },
    devices: { phone: "Phone", tablet: "Tablet", desktop: "Computer", unknown: "Unknown" },
    filterLabel: "Came through",
    anyChannel: "Any way",
  },
  dashboard: {
    nav: "Dashboard",
    title: "Dashboard",
    intro:
      "Where enquiries and clients come from: visits, leads and the share of visitors who sent an enquiry, per week and by source, first page, service and language.",
    periodLabel: "Period",
    from: "From",
    to: "To",
    apply: "Show",
    periodTooLong: template(
      "A period can be at most {days} days; showing the last {days} days up to the end date.",
    ),
    totals: {
      visitors: "Visitors",
      visits: "Visits",
      views: "Page views",
      leads: "Leads",
      conversion: "Leads per 100 visitors",
      won: "Won clients",
      firstAnswer: "Median time to first answer",
    },
    weeksHeading: "Per week",
    weeksCaption:
      "Visitors, leads and leads per 100 visitors in each week (weeks start on Monday).",
    week: "Week from",
    byHeading: {
      source: "By source",
      landing: "By first page of the visit",
      service: "By service asked about",
      language: "By language",
    },
    byCaption: template("Visitors, leads, leads per 100 visitors and won clients by {what}."),
    value: {
      source: "Source",
      landing: "First page",
      service: "Service",
      language: "Language",
    },
    notCounted: "Not counted",
    noService: "Not said (contact page or careers)",
    csv: "Download CSV",
    csvLabel: template("Download the table {table} as CSV"),
    chartLabel: template("Chart: {table}. The same numbers are in the table below."),
    hours: template("{hours} h"),
    noData: "Nothing in this period yet.",
    countedHow:
      "Visitors are counted without cookies: a visitor is one browser on one day, so a person who comes back on another day counts again. Browsers that ask not to be tracked (Global Privacy Control), bots and signed-in staff are not counted.",
  },
} as const satisfies z.input<typeof sourcesWordsSchema>;
