/**
 * CSV for spreadsheets: RFC 4180 (fields with a comma, quote, CR or LF are quoted, quotes
 * doubled, CRLF between records), UTF-8 with a byte-order mark so Excel reads Indian scripts
 * correctly, and safe against formula injection (OWASP): a cell starting with = + - @, a tab or
 * a carriage return gets a leading single quote, so a spreadsheet shows it as text.
 */
import { admin } from "../../app/content/admin";
import type { Lead } from "../db/types";

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}

const columns = admin.csvExport.columns;

/** The header row (its words are in app/content/admin.ts), in the order of leadCsvRecord. */
export const leadCsvColumns = [
  columns.id,
  columns.createdAt,
  columns.updatedAt,
  columns.source,
  columns.status,
  columns.name,
  columns.email,
  columns.phone,
  columns.message,
  columns.pagePath,
  columns.userAgent,
  columns.ipHash,
  columns.language,
] as const;

export function leadCsvRecord(lead: Lead): string {
  return csvRow([
    lead.id,
    new Date(lead.createdAt).toISOString(),
    new Date(lead.updatedAt).toISOString(),
    lead.source,
    lead.status,
    lead.name,
    lead.email,
    lead.phone,
    lead.message,
    lead.pagePath,
    lead.userAgent,
    lead.ipHash,
    lead.language,
  ]);
}

/** The whole file: BOM, header, one record per lead, CRLF line ends. */
export function leadsCsv(leads: Iterable<Lead>): string {
  const lines = [csvRow([...leadCsvColumns])];
  for (const lead of leads) lines.push(leadCsvRecord(lead));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
