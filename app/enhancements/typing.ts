/**
 * Types the home hero's words (app/routes/home/typing-word.tsx): deletes a character every
 * 100 ms after a 500 ms pause on the full word, then types the next word a character every
 * 100 ms after a 500 ms pause on the empty line, looping (docs/requirements.md). Under reduced
 * motion whole words swap instead. Characters are grapheme clusters, so a Devanagari conjunct
 * is never shown half-typed.
 */
import { DELETE_MS, graphemes, PAUSE_MS, REDUCED_SWAP_MS, TYPE_MS } from "~/lib/browser/typing";

function type(host: HTMLElement): void {
  const typed = host.querySelector<HTMLElement>("[data-typed]");
  const words = (JSON.parse(host.dataset.typingWords ?? "[]") as string[]).map(graphemes);
  if (!typed || words.length === 0) return;
  const media = matchMedia("(prefers-reduced-motion: reduce)");
  let timer: ReturnType<typeof setTimeout> | undefined;
  let index = 0;
  let length = words[0]?.length ?? 0;
  const show = () => {
    typed.textContent = words[index]?.slice(0, length).join("") ?? "";
  };
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
}

export function startTyping(): void {
  for (const host of document.querySelectorAll<HTMLElement>("[data-typing-words]")) type(host);
}
