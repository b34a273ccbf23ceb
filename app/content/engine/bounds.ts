/**
 * The shape a topic's document may have before anything walks it (issue 50): a draft, a
 * publish from the editor or the command line, a stored revision. The byte limit of a form
 * (256 KB) does not bound the work: 80 KB nested 300 deep, or a few thousand one-letter strings
 * in a wide object, kept an instance busy for seconds in the schema, the diff and the checks. So
 * every document is measured first, in one pass that stops at the first bound it passes, and
 * refused whole with a sentence an editor can act on.
 *
 * The bounds are the largest shipped topic's figures with room to grow (measured on the shipped
 * files: depth 9, 15 items in a list, 23 keys in an object, 331 strings, 650 values in all,
 * keys of 31 characters; issue 51 lets lists grow to about 30 items, about 3 times today's). They live here, in one
 * place: a growable list needs nothing else changed unless it passes them.
 */

export const documentBounds = {
  /** Levels of nesting, the document itself being 1 (shipped: 9). */
  depth: 16,
  /** Items in one list (shipped: 15; issue 51's lists grow to about 30). */
  items: 200,
  /** Keys of one object (shipped: 23; a list's words keyed by its items' ids). */
  keys: 200,
  /** Characters of one key (shipped: 31). */
  keyLength: 100,
  /**
   * Strings in the whole document (shipped: 331; about 1,000 once issue 51's lists grow). The
   * publish check reads each one with every Hindi and placeholder rule: this bound is what keeps
   * the worst draft that passes them all under 50 ms of the server's time (bench/draft-attack.ts).
   */
  strings: 2_000,
  /** Values in the whole document: objects, lists, strings, numbers… (shipped: 650). */
  nodes: 5_000,
} as const;

/**
 * How often one staff member's drafts are checked, per server instance: a token bucket of
 * `burst` saves, refilled at `perSecond`. The editor saves 800 ms after the last keystroke, so
 * a person never meets it; a script posting drafts as fast as it can gets its answers refused
 * (429) before anything is read, and its checks take at most perSecond × 50 ms of a second.
 */
export const draftSaveRate = { perSecond: 2, burst: 6 } as const;

/**
 * The most findings a draft's save answers with (the form shows each at its field): a draft of
 * 2,000 English texts in the Hindi has 6,000, and the answer's size must not grow with them.
 */
export const ANSWERED_ISSUES = 500;

/** The Hindi fields a draft says were checked: at most one per string of a document. */
export const checkedPathBounds = { paths: documentBounds.strings, length: 500 } as const;

export type BoundName = keyof typeof documentBounds;

/** Why a value is refused: the bound it passed, and a sentence for the editor and the log. */
export interface ShapeRefusal {
  bound: BoundName;
  limit: number;
  message: string;
}

const messages: Record<BoundName, (limit: number) => string> = {
  depth: (limit) => `it is nested more than ${limit} levels deep`,
  items: (limit) => `a list has more than ${limit} items`,
  keys: (limit) => `an object has more than ${limit} fields`,
  keyLength: (limit) => `a field's name is longer than ${limit} characters`,
  strings: (limit) => `it holds more than ${limit} texts`,
  nodes: (limit) => `it holds more than ${limit} values`,
};

function refusal(bound: BoundName, limit: number): ShapeRefusal {
  return {
    bound,
    limit,
    message: `the document is not a topic's shape: ${messages[bound](limit)}`,
  };
}

/**
 * Measures `value` against `bounds` in one pass (each value visited once, with an explicit
 * stack, so a deep value cannot overflow the call stack), stopping at the first bound passed.
 * Null when within every bound.
 */
export function shapeRefusal(
  value: unknown,
  bounds: { readonly [Name in BoundName]: number } = documentBounds,
): ShapeRefusal | null {
  let nodes = 0;
  let strings = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: at, depth } = stack.pop() as { value: unknown; depth: number };
    if (++nodes > bounds.nodes) return refusal("nodes", bounds.nodes);
    if (typeof at === "string") {
      if (++strings > bounds.strings) return refusal("strings", bounds.strings);
      continue;
    }
    if (at === null || typeof at !== "object") continue;
    if (depth > bounds.depth) return refusal("depth", bounds.depth);
    if (Array.isArray(at)) {
      if (at.length > bounds.items) return refusal("items", bounds.items);
      for (const item of at) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    let keys = 0;
    for (const key in at) {
      if (!Object.hasOwn(at, key)) continue;
      if (++keys > bounds.keys) return refusal("keys", bounds.keys);
      if (key.length > bounds.keyLength) return refusal("keyLength", bounds.keyLength);
      stack.push({ value: (at as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Measures JSON text against `bounds` before it is parsed, in one pass over its characters
 * that stops at the first bound passed: parsing an object of 23,000 keys alone cost 10-20 ms,
 * its refusal after a scan under 2. Exact for valid JSON (each value, key, item and level is
 * counted as the parse would make it); the key length is left to `shapeRefusal` after the
 * parse. Null when within the bounds or when the text is no JSON (the parse then says why).
 */
export function scanRefusal(
  text: string,
  bounds: { readonly [Name in BoundName]: number } = documentBounds,
): ShapeRefusal | null {
  /** Per open container: 1 an object, 0 a list; and its count of keys or items. */
  const kinds: number[] = [];
  const counts: number[] = [];
  let nodes = 0;
  let strings = 0;
  /** In an object, whether the next string is a key. */
  let keyNext = false;
  const QUOTE = 34;
  const length = text.length;
  /** A value starts: counted in its list, and as a value. */
  const value = (): ShapeRefusal | null => {
    if (++nodes > bounds.nodes) return refusal("nodes", bounds.nodes);
    const top = kinds.length - 1;
    if (top >= 0 && kinds[top] === 0) {
      counts[top] = (counts[top] ?? 0) + 1;
      if ((counts[top] ?? 0) > bounds.items) return refusal("items", bounds.items);
    }
    return null;
  };
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // The string's end: the next quote not escaped by an odd run of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end > 0) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end < 0) return null;
      const top = kinds.length - 1;
      if (keyNext && top >= 0 && kinds[top] === 1) {
        counts[top] = (counts[top] ?? 0) + 1;
        if ((counts[top] ?? 0) > bounds.keys) return refusal("keys", bounds.keys);
        keyNext = false;
      } else {
        const refused = value();
        if (refused) return refused;
        if (++strings > bounds.strings) return refusal("strings", bounds.strings);
      }
      i = end;
    } else if (code === 123 || code === 91) {
      // { or [
      const refused = value();
      if (refused) return refused;
      kinds.push(code === 123 ? 1 : 0);
      counts.push(0);
      if (kinds.length > bounds.depth) return refusal("depth", bounds.depth);
      keyNext = code === 123;
    } else if (code === 125 || code === 93) {
      // } or ]
      kinds.pop();
      counts.pop();
      keyNext = false;
    } else if (code === 44) {
      // , : a key comes next in an object
      keyNext = kinds[kinds.length - 1] === 1;
    } else if (
      code === 45 ||
      (code >= 48 && code <= 57) ||
      code === 116 ||
      code === 102 ||
      code === 110
    ) {
      // A number, true, false or null: one value, to its end.
      const refused = value();
      if (refused) return refused;
      while (i + 1 < length) {
        const next = text.charCodeAt(i + 1);
        if (next === 44 || next === 125 || next === 93 || next === 58 || next <= 32) break;
        i++;
      }
    }
  }
  return null;
}

/**
 * Parses JSON text that should hold a topic's document (or a part of one) and measures it, the
 * text before the parse and the value after: the value, or why it is refused ("invalid" JSON,
 * or the bound it passed).
 */
export function parseBoundedJson(
  text: string,
):
  | { ok: true; value: unknown }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "shape"; refusal: ShapeRefusal; message: string } {
  const scanned = scanRefusal(text);
  if (scanned) return { ok: false, reason: "shape", refusal: scanned, message: scanned.message };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: "invalid", message: (error as Error).message };
  }
  const refused = shapeRefusal(value);
  return refused
    ? { ok: false, reason: "shape", refusal: refused, message: refused.message }
    : { ok: true, value };
}

/**
 * The Hindi fields a draft names as checked, from the JSON text of a list of paths: its strings
 * (anything else in it is ignored, not walked); null when it is no JSON list or passes
 * checkedPathBounds.
 */
export function parseCheckedPaths(text: string): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return boundedCheckedPaths(value);
}

/** The strings of a list of Hindi paths, within checkedPathBounds; else null. */
export function boundedCheckedPaths(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > checkedPathBounds.paths) return null;
  const paths: string[] = [];
  for (const path of value) {
    if (typeof path !== "string") continue;
    if (path.length > checkedPathBounds.length) return null;
    paths.push(path);
  }
  return paths;
}
