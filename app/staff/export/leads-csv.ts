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

/** A lead as the export reads it: each property's stored value (server/db/types.ts, Lead). */
export type LeadRecord = { readonly [property in LeadProperty]: string | number | null };

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

/** Columns after the lead's own (how its visitor arrived: app/staff/sources/). */
export interface ExtraColumns {
  header: string[];
  cells(lead: LeadRecord): (string | number | null)[];
}

/** One lead's record, its cells in the order of the table's columns. */
function leadCsvRecord(lead: LeadRecord, extra?: ExtraColumns): string {
  return csvRow([
    ...leadProperties.map((property) =>
      times.has(property) ? new Date(lead[property] as number).toISOString() : lead[property],
    ),
    ...(extra?.cells(lead) ?? []),
  ]);
}

/** The whole file: BOM, header, one record per lead, CRLF line ends. */
export function leadsCsv(leads: Iterable<LeadRecord>, extra?: ExtraColumns): string {
  // The header row: the leads table's column names (server/db/leads.ts), in its order.
  const lines = [csvRow([...leadProperties.map(columnOf), ...(extra?.header ?? [])])];
  for (const lead of leads) lines.push(leadCsvRecord(lead, extra));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
