/**
 * What tells one language's copy from the other's in everything a browser receives
 * (docs/decisions/0014-copy-per-language.md): the sweep over every page (quality.spec.ts) and
 * one-language.spec.ts search the text responses a page loads for the other language's copy.
 * The language switch's label (the other language's name) is the one exception.
 */
import type { Page } from "@playwright/test";
import { leadServices } from "../../app/base/lead-fields";
import type { Locale } from "../../app/base/locale";
import { dictionary } from "../../app/content/engine/shipped";

/** Every string of a language's dictionary. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value.normalize("NFC"));
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) strings(item, into);
  return into;
}

const english = dictionary("en");
const hindi = dictionary("hi");
const hindiStrings = strings(hindi);

/**
 * Not copy, though the English dictionary has them as it is: the values the popup's select posts
 * (English on every page, stored with the lead; each language labels them), and the words of
 * React Router's own default error screen, which the brief's error page repeats.
 */
const notCopy = new Set<string>([...leadServices, english.ui.errorPage.heading]);

/**
 * English copy that must not reach a Hindi page: sentences and phrases of the English dictionary
 * (two words or more, 12 characters or more) that the Hindi dictionary does not also use (names,
 * the brand and product words are the same in both). Template slots are cut out; what is left
 * of a template must still be a phrase.
 */
export const englishCopy = [...strings(english)]
  .filter((text) => !hindiStrings.has(text) && !notCopy.has(text))
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((text) => text.trim())
  .filter((text) => text.length >= 12 && /\p{L}{2,}\s+\p{L}{2,}/u.test(text));

/** The other language's name on the switch, and its accessible name, may appear on any page. */
const switchWords = [english.ui.languageSwitch.ariaLabel, english.ui.languageSwitch.label];

/** Devanagari letters; its digits (०–९, which the phone field accepts) are not words. */
const devanagari = /(?![\u0966-\u096F])\p{Script=Devanagari}/gu;

/** Undoes the escapes HTML, JavaScript and JSON put on text, so copy is found as written. */
function plain(body: string): string {
  return body
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/\\(["'\\/])/g, "$1")
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .normalize("NFC");
}

/** Every text response of `page` until `work` is done. */
export async function received(
  page: Page,
  work: () => Promise<unknown>,
): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/text|javascript|json|turbo|xml|x-script/.test(type) && !response.url().endsWith(".data"))
      return;
    pending.push(
      response
        .text()
        .then((text) => {
          bodies.set(response.url(), plain(text));
        })
        .catch(() => {}),
    );
  });
  await work();
  await Promise.all(pending);
  return bodies;
}

/** Where the other language shows in `bodies`: Devanagari on English pages, English copy on Hindi. */
export function otherLanguage(locale: Locale, bodies: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [url, body] of bodies) {
    if (locale === "en") {
      const rest = switchWords.reduce((text, words) => text.replaceAll(words, ""), body);
      const letters = rest.match(devanagari) ?? [];
      if (letters.length > 0) {
        const at = rest.search(devanagari);
        found.push(
          `${url}: ${letters.length} Devanagari letters, e.g. "${rest.slice(at, at + 40)}"`,
        );
      }
    } else {
      for (const text of englishCopy)
        if (body.includes(text)) found.push(`${url}: "${text.slice(0, 60)}"`);
    }
  }
  return found;
}
