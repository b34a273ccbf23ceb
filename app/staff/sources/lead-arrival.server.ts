/**
 * How a lead's visitor arrived, as the lead's page shows it and the CSV exports it (issue 55):
 * read from the clientSources service, put in staff words here so the pages stay one line each.
 */
import type { AppLoadContext } from "react-router";
import type { Channel, DeviceClass } from "~/base/arrival";
import { sourcesWords } from "~/staff/words";
import type { LeadArrival } from "../../../server/db/arrivals";

const words = sourcesWords.arrival;

/** The lead page's section: its rows (label, value), or why there are none. */
export interface ArrivalView {
  rows: { key: string; label: string; value: string }[];
  note: string | null;
}

const deviceLabel = (device: DeviceClass) => words.devices[device || "unknown"];
const channelLabel = (channel: Channel) => words.channels[channel];

/** The section of the lead `lead` (its page path and language are the lead's own). */
export async function leadArrivalView(
  context: AppLoadContext,
  lead: { id: string; pagePath: string | null; language: "en" | "hi" },
): Promise<ArrivalView> {
  const arrival = (await context.clientSources?.arrivalsOf([lead.id]))?.get(lead.id);
  if (!arrival) return { rows: [], note: words.notRecorded };
  const value = (text: string) => text || words.none;
  const { rows } = words;
  return {
    rows: [
      { key: "channel", label: rows.channel, value: channelLabel(arrival.channel) },
      { key: "source", label: rows.source, value: arrival.source },
      { key: "landing", label: rows.landing, value: value(arrival.landing) },
      { key: "referrer", label: rows.referrer, value: value(arrival.referrer) },
      { key: "utmSource", label: rows.utmSource, value: value(arrival.utmSource) },
      { key: "utmMedium", label: rows.utmMedium, value: value(arrival.utmMedium) },
      { key: "utmCampaign", label: rows.utmCampaign, value: value(arrival.utmCampaign) },
      { key: "paid", label: rows.paid, value: value(arrival.paid) },
      { key: "formPage", label: rows.formPage, value: value(lead.pagePath ?? "") },
      {
        key: "language",
        label: rows.language,
        value: lead.language === "hi" ? "Hindi" : "English",
      },
      { key: "device", label: rows.device, value: deviceLabel(arrival.device) },
    ],
    note: arrival.fromBrowser ? null : words.serverOnly,
  };
}

/** The CSV's columns of the arrival, after the lead's own (app/staff/export/leads-csv.ts). */
export const arrivalCsvHeader = [
  "arrival_channel",
  "arrival_source",
  "arrival_landing",
  "arrival_referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "arrival_paid",
  "arrival_device",
];

function arrivalCells(arrival: LeadArrival | undefined): string[] {
  if (!arrival) return arrivalCsvHeader.map(() => "");
  return [
    arrival.channel,
    arrival.source,
    arrival.landing,
    arrival.referrer,
    arrival.utmSource,
    arrival.utmMedium,
    arrival.utmCampaign,
    arrival.paid,
    arrival.device,
  ];
}

/** The arrival columns for the CSV of `leads`: a header and each lead's cells. */
export async function arrivalColumns(
  context: AppLoadContext,
  leads: readonly { id: string | number | null }[],
): Promise<{ header: string[]; cells: (lead: { id: string | number | null }) => string[] }> {
  const ids = leads.map((lead) => String(lead.id));
  const arrivals = (await context.clientSources?.arrivalsOf(ids)) ?? new Map<string, LeadArrival>();
  return { header: arrivalCsvHeader, cells: (lead) => arrivalCells(arrivals.get(String(lead.id))) };
}
