/**
 * An audit entry's details, bounded in shape before they are serialised, so the stored text is
 * always whole, valid JSON of at most AUDIT_DETAILS_MAX_CHARS characters (server/db/audit.ts
 * stores what `auditDetailsJson` returns). Cutting the serialised text instead would store
 * invalid JSON, which reads back as no details at all.
 *
 * What is shortened says so: a long string keeps its start and ends with "… (+N characters)",
 * a long list keeps its first items and ends with "… (+N more items)", an object with many keys
 * keeps its first ones and gets a "…" key saying how many more there were, and what is nested
 * too deep is replaced by "(list of N)" or "(N keys)". When the first, generous bounds still
 * serialise too long, tighter ones are tried, down to a fixed note.
 */

export const AUDIT_DETAILS_MAX_CHARS = 4000;

interface Bounds {
  /** Characters kept of a string (keys: at most 100). */
  string: number;
  /** Items kept of a list. */
  items: number;
  /** Keys kept of an object. */
  keys: number;
  /** Lists and objects nested below the details object. */
  depth: number;
}

/** Tried in order until the details fit. */
const boundsInOrder: Bounds[] = [
  { string: 500, items: 20, keys: 30, depth: 4 },
  { string: 200, items: 10, keys: 15, depth: 3 },
  { string: 60, items: 5, keys: 8, depth: 2 },
  { string: 20, items: 3, keys: 5, depth: 1 },
];

const KEY_MAX = 100;

/** The start of `text`, never ending between the two halves of a surrogate pair. */
function head(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

function shortText(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = head(text, max);
  return `${kept}… (+${text.length - kept.length} characters)`;
}

/** `value` within `bounds`; undefined for what JSON leaves out (functions, undefined…). */
function bound(value: unknown, bounds: Bounds, depth: number): unknown {
  switch (typeof value) {
    case "string":
      return shortText(value, bounds.string);
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) ? value : String(value);
    case "bigint":
      return shortText(String(value), bounds.string);
    case "object":
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) {
    if (depth >= bounds.depth) return `(list of ${value.length})`;
    const kept = value.slice(0, bounds.items).map((item) => bound(item, bounds, depth + 1) ?? null);
    if (value.length > bounds.items) kept.push(`… (+${value.length - bounds.items} more items)`);
    return kept;
  }
  const keys = Object.keys(value);
  if (depth >= bounds.depth) return `(${keys.length} keys)`;
  const out: Record<string, unknown> = {};
  for (const key of keys.slice(0, bounds.keys)) {
    const item = bound((value as Record<string, unknown>)[key], bounds, depth + 1);
    if (item !== undefined) out[shortText(key, KEY_MAX)] = item;
  }
  if (keys.length > bounds.keys) out["…"] = `+${keys.length - bounds.keys} more keys`;
  return out;
}

/**
 * The details as stored: valid JSON of an object, at most AUDIT_DETAILS_MAX_CHARS characters,
 * or null for none.
 */
export function auditDetailsJson(details: Record<string, unknown> | null | undefined) {
  if (details === null || details === undefined) return null;
  for (const bounds of boundsInOrder) {
    const text = JSON.stringify(bound(details, bounds, 0));
    if (text.length <= AUDIT_DETAILS_MAX_CHARS) return text;
  }
  return JSON.stringify({ "…": "details too large to keep" });
}
