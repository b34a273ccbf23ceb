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
}

const columns = [
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
        `INSERT INTO lead_arrivals (${columns.join(", ")}) VALUES (${placeholders(columns.length)})
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
  };
}
