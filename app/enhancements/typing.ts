/**
 * Types the home hero's words (app/routes/home/typing-word.tsx): deletes a character every
 * 100 ms after a 500 ms pause on the full word, then types the next word a character every
 * 100 ms after a 500 ms pause on the empty line, looping (docs/requirements.md). Under reduced
 * motion whole words swap instead. Characters are grapheme clusters, so a Devanagari conjunct
 * is never shown half-typed.
 *
 * It costs a visitor's taps nothing it can avoid (docs/performance.md): each step re-lays out
 * only the typed word (its box is a layout boundary of a fixed size), no step runs while the
 * hero is off screen, and a press or a key puts the next step off, so the frame that answers it
 * has no typing in it.
 */
import { DELETE_MS, graphemes, PAUSE_MS, REDUCED_SWAP_MS, TYPE_MS } from "~/lib/browser/typing";

/** How long a press or a key puts the next step off (ms): past the frame that answers it. */
const INPUT_HOLD_MS = 250;

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
      later(swap, REDUCED_SWAP_MS);
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
    if (length >= wordLength()) later(deleteChar, PAUSE_MS + DELETE_MS);
    else later(typeChar, TYPE_MS);
  };
  start();
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
