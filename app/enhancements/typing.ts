/**
 * Types the home hero's words (app/routes/home/typing-word.tsx): deletes a character every
 * 100 ms after a 500 ms pause on the full word, then types the next word a character every
 * 100 ms after a 500 ms pause on the empty line, looping (docs/requirements.md). Under reduced
 * motion whole words swap instead. Characters are grapheme clusters, so a Devanagari conjunct
 * is never shown half-typed.
 *
 * It costs a visitor's taps nothing it can avoid (docs/performance.md): each step re-lays out
 * only the typed word (its box is a layout boundary of a fixed size, its text one node changed in
 * place), no step runs while the hero is off screen, a press or a key puts the next step off, so
 * the frame that answers it has no typing in it, and the first word holds a second longer as the
 * page starts, when a first tap most often comes.
 */
import { DELETE_MS, graphemes, PAUSE_MS, REDUCED_SWAP_MS, TYPE_MS } from "~/lib/browser/typing";

/** How long a press or a key puts the next step off (ms): past the frame that answers it. */
const INPUT_HOLD_MS = 250;
/**
 * How much longer the first word, in full since the page loaded, holds before the first step
 * (ms): a visitor's first tap most often comes in the first second of the page's script, and
 * each step is a frame of the whole page (docs/performance.md).
 */
export const FIRST_HOLD_MS = 1000;

function type(host: HTMLElement): void {
  const typed = host.querySelector<HTMLElement>("[data-typed]");
  const words = (JSON.parse(host.dataset.typingWords ?? "[]") as string[]).map(graphemes);
  if (!typed || words.length === 0) return;
  const media = matchMedia("(prefers-reduced-motion: reduce)");
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The step due next, and whether it waits for the hero to come back on screen. */
  let due: () => void = () => {};
  let dueAt = 0;
  let onScreen = true;
  let waiting = false;
  let index = 0;
  let length = words[0]?.length ?? 0;
  // One text node, changed in place: a step then repaints the word and no more (a new node
  // would also re-layerize the page).
  const text = document.createTextNode(typed.textContent ?? "");
  typed.replaceChildren(text);
  const show = () => {
    text.data = words[index]?.slice(0, length).join("") ?? "";
  };
  const wordLength = () => words[index]?.length ?? 0;
  const later = (step: () => void, ms: number) => {
    clearTimeout(timer);
    due = step;
    dueAt = performance.now() + ms;
    timer = setTimeout(run, ms);
  };
  function run() {
    timer = undefined;
    if (onScreen) due();
    else waiting = true;
  }

  const start = () => {
    if (media.matches) {
      length = wordLength();
      show();
      const swap = () => {
        index = (index + 1) % words.length;
        length = wordLength();
        show();
        later(swap, REDUCED_SWAP_MS);
      };
      later(swap, REDUCED_SWAP_MS + firstHold);
      return;
    }
    const deleteChar = () => {
      length -= 1;
      show();
      if (length > 0) later(deleteChar, DELETE_MS);
      else later(nextWord, PAUSE_MS);
    };
    const typeChar = () => {
      length += 1;
      show();
      if (length < wordLength()) later(typeChar, TYPE_MS);
      else later(deleteChar, PAUSE_MS + DELETE_MS);
    };
    const nextWord = () => {
      index = (index + 1) % words.length;
      length = 0;
      show();
      later(typeChar, TYPE_MS);
    };
    if (length >= wordLength()) later(deleteChar, PAUSE_MS + DELETE_MS + firstHold);
    else later(typeChar, TYPE_MS + firstHold);
  };
  let firstHold = FIRST_HOLD_MS;
  start();
  firstHold = 0;
  media.addEventListener("change", start);
  new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    if (onScreen && waiting) {
      waiting = false;
      later(due, 0);
    }
  }).observe(host);
  const hold = () => {
    const left = dueAt - performance.now();
    if (timer !== undefined && left < INPUT_HOLD_MS) later(due, INPUT_HOLD_MS);
  };
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, hold, { capture: true, passive: true });
}

export function startTyping(): void {
  for (const host of document.querySelectorAll<HTMLElement>("[data-typing-words]")) type(host);
}
