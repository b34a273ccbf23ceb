/**
 * CSV for spreadsheets: RFC 4180 (fields with a comma, quote, CR or LF are quoted, quotes
 * doubled, CRLF between records), UTF-8 with a byte-order mark so Excel reads Indian scripts
 * correctly, and safe against formula injection (OWASP): a cell that a spreadsheet could read
 * as a formula gets a leading single quote, so it shows as text. That is a cell starting with
 * = + - @ in any spelling (the full-width ＝ ＋ － ＠, the small forms, the minus sign −: NFKC
 * folds them), also after leading spaces, tabs, line breaks, no-break or ideographic spaces or
 * invisible format characters, which spreadsheets skip; and a cell starting with a tab or CR.
 */
import { columnOf, type LeadProperty, leadProperties } from "~/base/lead-fields";
import { visitorMessage } from "~/base/lead-message";

/** A lead as the export reads it: each property's stored value (server/db/types.ts, Lead). */
export type LeadRecord = { readonly [property in LeadProperty]: string | number | null } & {
  readonly lostReason?: string | null;
  readonly ownerId?: number | null;
  readonly followUpAt?: number | null;
  readonly firstAnswerAt?: number | null;
};

/**
 * The work on each lead, after the table's columns (issue 54): why it was lost, its owner's
 * email, its next follow-up, and the minutes from its arrival to the first answer.
 */
export const leadWorkColumns = [
  "lost_reason",
  "owner",
  "follow_up_at",
  "minutes_to_first_answer",
] as const;

const isoOrEmpty = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? "" : new Date(ms).toISOString();

const formulaStart = /^[=+\-@\u2212]/;
const skipped = /^[\s\p{Cc}\p{Cf}]+/u;

/** True when a spreadsheet could take `text` for a formula. */
export function looksLikeFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true;
  return formulaStart.test(text.normalize("NFKC").replace(skipped, ""));
}

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}

const times = new Set<string>(["createdAt", "updatedAt"]);

/** Columns after the lead's own and its work (how its visitor arrived: app/staff/sources/). */
export interface ExtraColumns {
  header: string[];
  cells(lead: LeadRecord): (string | number | null)[];
}

/** One lead's record, its cells in the order of the table's columns, then its work. */
function leadCsvRecord(
  lead: LeadRecord,
  ownerEmails: ReadonlyMap<number, string>,
  extra?: ExtraColumns,
): string {
  const created = Number(lead.createdAt);
  return csvRow([
    ...leadProperties.map((property) =>
      times.has(property)
        ? new Date(lead[property] as number).toISOString()
        : // The visitor's words: the form the stored message names is the source column.
          property === "message"
          ? visitorMessage(String(lead.message ?? ""))
          : lead[property],
    ),
    lead.lostReason ?? "",
    lead.ownerId == null ? "" : (ownerEmails.get(lead.ownerId) ?? String(lead.ownerId)),
    isoOrEmpty(lead.followUpAt),
    lead.firstAnswerAt == null ? "" : Math.round((lead.firstAnswerAt - created) / 60_000),
    ...(extra?.cells(lead) ?? []),
  ]);
}

/** The whole file: BOM, header, one record per lead, CRLF line ends. */
export function leadsCsv(
  leads: Iterable<LeadRecord>,
  ownerEmails: ReadonlyMap<number, string> = new Map(),
  extra?: ExtraColumns,
): string {
  // The header row: the leads table's column names (server/db/leads.ts), in its order, then
  // the work on the lead, then the extra columns (how the visitor arrived).
  const lines = [
    csvRow([...leadProperties.map(columnOf), ...leadWorkColumns, ...(extra?.header ?? [])]),
  ];
  for (const lead of leads) lines.push(leadCsvRecord(lead, ownerEmails, extra));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
