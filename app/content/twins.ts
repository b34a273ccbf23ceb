/**
 * Checks a Hindi content module against its English twin (app/content/dictionary.test.ts): the
 * same shape (keys, array lengths, kinds of value) and every piece of copy translated. A string
 * may equal the English one only when it is not copy (an id, an icon name, a path) or is the
 * same in both languages by nature (the brand, an email, a phone number, a URL, a price, a
 * template's slots around those).
 */
import { site } from "./site/facts";

/** Keys whose values are identifiers or addresses, never words. */
const notCopyKeys = new Set([
  "id",
  "slug",
  "icon",
  "img",
  "goToLink",
  // Names of shapes, colours and layouts the artwork draws: ids, not words.
  "type",
  "hue",
  "layout",
  "motif",
  "screen",
  "platforms",
  "rows",
  "href",
  "to",
  "path",
  "url",
  "src",
  "image",
  "testId",
  "kind",
  "tone",
  "variant",
  "email",
  "phone",
  "tel",
  "whatsapp",
  "value",
  "name@type",
]);

const sameInBothLanguages = [
  /^(https?:|mailto:|tel:|\/|#)/, // links
  /^[^\s@]+@[^\s@]+$/, // email
  /^[+\d\s()-]+$/, // phone numbers, plain numbers
  /^[₹\d,.\s/+–-]+$/, // prices and ranges
  /^[\p{P}\p{S}\s\d]*$/u, // punctuation, symbols, digits
];

export interface TwinProblem {
  path: string;
  problem: string;
}

export function compareTwins(
  english: unknown,
  hindi: unknown,
  allowSame: readonly string[] = [],
  path = "",
): TwinProblem[] {
  const problems: TwinProblem[] = [];
  const allowed = new Set([site.brandName, site.legalName, ...allowSame]);
  const walk = (en: unknown, hi: unknown, at: string, key: string) => {
    if (typeof en !== typeof hi || Array.isArray(en) !== Array.isArray(hi)) {
      problems.push({ path: at, problem: `is ${typeof hi} in Hindi, ${typeof en} in English` });
      return;
    }
    if (Array.isArray(en) && Array.isArray(hi)) {
      if (en.length !== hi.length)
        problems.push({ path: at, problem: `has ${hi.length} items, English has ${en.length}` });
      en.slice(0, hi.length).forEach((item, i) => {
        walk(item, hi[i], `${at}[${i}]`, key);
      });
      return;
    }
    if (en && typeof en === "object" && hi && typeof hi === "object") {
      const enKeys = Object.keys(en);
      const hiKeys = Object.keys(hi);
      for (const k of enKeys)
        if (!hiKeys.includes(k)) problems.push({ path: `${at}.${k}`, problem: "missing in Hindi" });
      for (const k of hiKeys)
        if (!enKeys.includes(k)) problems.push({ path: `${at}.${k}`, problem: "not in English" });
      for (const k of enKeys)
        if (hiKeys.includes(k))
          walk(
            (en as Record<string, unknown>)[k],
            (hi as Record<string, unknown>)[k],
            `${at}.${k}`,
            k,
          );
      return;
    }
    if (typeof en === "string" && typeof hi === "string") {
      // A template's slots and the brand's names are the same in both languages.
      const words = [...allowed].reduce(
        (text, name) => text.replaceAll(name, ""),
        en.replace(/\{\w+\}/g, ""),
      );
      if (hi.trim() === "" && en.trim() !== "") problems.push({ path: at, problem: "is empty" });
      else if (
        hi === en &&
        !notCopyKeys.has(key) &&
        !allowed.has(en) &&
        !sameInBothLanguages.some((pattern) => pattern.test(words))
      )
        problems.push({ path: at, problem: `is still English: "${en.slice(0, 60)}"` });
    }
  };
  walk(english, hindi, path || "(module)", "");
  return problems;
}
