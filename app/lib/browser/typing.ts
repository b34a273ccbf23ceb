/**
 * The home hero's typed words (docs/requirements.md): their timings and their characters. The
 * words are rendered by app/routes/home/typing-word.tsx and typed by app/enhancements/typing.ts.
 */
/** docs/requirements.md: 100 ms per character typed or deleted, 500 ms pauses. */
export const TYPE_MS = 100;
export const DELETE_MS = 100;
export const PAUSE_MS = 500;
/** Under prefers-reduced-motion whole words swap, this long apart. */
export const REDUCED_SWAP_MS = 2500;

/** A code point and the combining marks and joiners after it (a stray leading mark stands alone). */
const markedCharacter = /[\s\S][\p{M}\u200C\u200D]*/gu;
// Code points as numbers, not as letters or escapes in a regular expression: an English page's
// JavaScript then holds no Devanagari (the one-language check in tests/e2e/quality.spec.ts).
const virama = 0x094d;
const zeroWidthNonJoiner = 0x200c;
const zeroWidthJoiner = 0x200d;
const consonantRanges = [
  [0x0915, 0x0939],
  [0x0958, 0x095f],
  [0x0978, 0x097f],
] as const;

/** Ends with a virama (or a virama and a joiner): the next consonant joins it in a conjunct. */
function linksNext(text: string): boolean {
  const codes = Array.from(text, (character) => character.codePointAt(0));
  const last = codes.at(-1);
  if (last === virama || last === zeroWidthJoiner) return true;
  return last === zeroWidthNonJoiner && codes.at(-2) === virama;
}

/** Starts with a Devanagari consonant. */
function startsWithConsonant(text: string): boolean {
  const code = text.codePointAt(0) ?? 0;
  return consonantRanges.some(([first, last]) => code >= first && code <= last);
}

/**
 * A word's user-perceived characters (grapheme clusters), so that a Devanagari conjunct or a
 * consonant with its vowel sign ("क्ष", "मी") is typed in one step and never shows half-typed.
 * The rules are those of Unicode's extended grapheme clusters that the hero's English and Hindi
 * words need (typing.test.ts compares them with Intl.Segmenter): Intl.Segmenter itself
 * starts ICU on first use, 13 ms of main thread on a fast machine (docs/performance.md).
 */
export function graphemes(word: string): string[] {
  const clusters: string[] = [];
  for (const [character] of word.matchAll(markedCharacter)) {
    const previous = clusters.at(-1);
    const joins =
      previous !== undefined &&
      linksNext(previous) &&
      (previous.endsWith("\u200D") || startsWithConsonant(character));
    if (joins) clusters[clusters.length - 1] = previous + character;
    else clusters.push(character);
  }
  return clusters;
}
