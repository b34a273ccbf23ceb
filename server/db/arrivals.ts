/**
 * How each lead's visitor arrived (issue 55, app/base/arrival.ts): one row per lead beside it,
 * deleted with it. Kept out of the leads table so the lead's own columns stay the inbox's.
 */
import type { Arrival, Channel, DeviceClass } from "../../app/base/arrival";
import { asNumber, type Engine, placeholders, type Row } from "./sql";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const arrivalTables = ["lead_arrivals"] as const;

/** A lead's arrival as stored: the parts, the source and channel worked out from them. */
export interface LeadArrival extends Arrival {
  leadId: string;
  source: string;
  channel: Channel;
  device: DeviceClass;
  /** True when the browser sent it; false when the server worked it out (no JavaScript). */
  fromBrowser: boolean;
}

export interface ArrivalStore {
  recordArrival(arrival: LeadArrival): Promise<void>;
  arrivalsOf(leadIds: readonly string[]): Promise<Map<string, LeadArrival>>;
  /** The leads created in [from, to), spam left out, with their arrival (the dashboard). */
  dashboardLeads(from: number, to: number): Promise<DashboardLead[]>;
}

/** The table's columns, in the order an arrival's row is written (the bench's loader uses it too). */
export const arrivalColumns = [
  "lead_id",
  "landing",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "paid",
  "source",
  "channel",
  "device",
  "from_browser",
];

function rowToArrival(row: Row): LeadArrival {
  return {
    leadId: String(row.lead_id),
    landing: String(row.landing),
    referrer: String(row.referrer),
    utmSource: String(row.utm_source),
    utmMedium: String(row.utm_medium),
    utmCampaign: String(row.utm_campaign),
    paid: String(row.paid) as LeadArrival["paid"],
    source: String(row.source),
    channel: String(row.channel) as Channel,
    device: String(row.device) as DeviceClass,
    fromBrowser: asNumber(row.from_browser) === 1,
  };
}

/** The condition a lead list adds to keep the leads of one channel (the inbox's filter). */
export const leadsOfChannel = "id IN (SELECT lead_id FROM lead_arrivals WHERE channel = ?)";

export function arrivalStore(db: Engine): ArrivalStore {
  return {
    async recordArrival(a) {
      await db.run(
        `INSERT INTO lead_arrivals (${arrivalColumns.join(", ")}) VALUES (${placeholders(arrivalColumns.length)})
         ON CONFLICT (lead_id) DO NOTHING`,
        [
          a.leadId,
          a.landing,
          a.referrer,
          a.utmSource,
          a.utmMedium,
          a.utmCampaign,
          a.paid,
          a.source,
          a.channel,
          a.device,
          a.fromBrowser ? 1 : 0,
        ],
      );
    },
    async arrivalsOf(leadIds) {
      if (leadIds.length === 0) return new Map();
      const rows = await db.all(
        `SELECT * FROM lead_arrivals WHERE lead_id IN (${placeholders(leadIds.length)})`,
        [...leadIds],
      );
      return new Map(rows.map((row) => [String(row.lead_id), rowToArrival(row)]));
    },
    dashboardLeads: (from, to) => dashboardLeads(db, from, to),
  };
}

/** A lead as the dashboard counts it (server/visits/dashboard.ts). */
export interface DashboardLead {
  createdAt: number;
  kind: string;
  language: string;
  message: string;
  stage: string;
  firstAnswerAt: number | null;
  /** The arrival's source and first page; null when the lead has no arrival recorded. */
  source: string | null;
  landing: string | null;
}

async function dashboardLeads(db: Engine, from: number, to: number): Promise<DashboardLead[]> {
  const rows = await db.all(
    `SELECT l.created_at, l.source AS kind, l.language, l.message, l.stage, l.first_answer_at,
       a.source AS arrival_source, a.landing
     FROM leads l LEFT JOIN lead_arrivals a ON a.lead_id = l.id
     WHERE l.created_at >= ? AND l.created_at < ? AND l.stage <> 'spam'`,
    [from, to],
  );
  return rows.map((row) => ({
    createdAt: asNumber(row.created_at),
    kind: String(row.kind),
    language: row.language === "hi" ? "hi" : "en",
    message: String(row.message ?? "").slice(0, 100),
    stage: String(row.stage),
    firstAnswerAt:
      row.first_answer_at === null || row.first_answer_at === undefined
        ? null
        : asNumber(row.first_answer_at),
    source:
      row.arrival_source === null || row.arrival_source === undefined
        ? null
        : String(row.arrival_source),
    landing: row.landing === null || row.landing === undefined ? null : String(row.landing),
  }));
}
