/**
 * An island's props travel to the browser as JSON in its element's `data-props`
 * (docs/decisions/0016-islands.md). The type of `island` already refuses anything else; this
 * checks it again as the server renders, so a cast or an `any` cannot slip a function or a date
 * through to arrive as nothing, or as a string, in the browser.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `value` itself when it is JSON (undefined properties allowed); throws naming the first part that is not. */
export function jsonProps<T>(value: T, path = "props"): T {
  const check = (item: unknown, at: string): void => {
    if (item === null || item === undefined) return;
    if (["string", "number", "boolean"].includes(typeof item)) return;
    if (Array.isArray(item)) {
      for (const [i, entry] of item.entries()) check(entry, `${at}[${i}]`);
      return;
    }
    if (isPlainObject(item)) {
      for (const [key, entry] of Object.entries(item)) check(entry, `${at}.${key}`);
      return;
    }
    const kind = typeof item === "object" ? (item.constructor?.name ?? "object") : typeof item;
    throw new Error(`${at}: an island's props must be JSON, not ${kind}`);
  };
  check(value, path);
  return value;
}
