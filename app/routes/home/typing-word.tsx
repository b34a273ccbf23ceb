/**
 * The typed word, hidden from assistive technology (the caller gives them one static sentence):
 * the first word in full, typed, deleted and followed by the next by app/enhancements/typing.ts.
 * An invisible copy of the longest word gives the box its size, so it never changes while the
 * text is typed and deleted; the typed text is laid over it in a box of that fixed size that
 * contains its own layout, so a typed character re-lays out that box alone, not the hero.
 */
export function TypingWord({
  words,
  className = "",
}: {
  words: readonly string[];
  className?: string;
}) {
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  return (
    <span aria-hidden="true" className={`relative block ${className}`}>
      {/* The caret's room (ml-1 and 3 px), kept by the unseen copy. */}
      <span className="invisible pr-[calc(0.25rem+3px)]">{longest}</span>
      <span
        className="absolute inset-0 [contain:size_layout_style]"
        data-testid="typing-word"
        data-typing-words={JSON.stringify(words)}
      >
        <span data-typed="">{words[0]}</span>
        {/* A steady caret: a blinking one was an animation running every frame, and cost the
            first tap on the home page about 50 ms (docs/performance.md); it also blinked for
            as long as the page stayed open, with no way to stop it. */}
        <span className="ml-1 inline-block h-[0.85em] w-[3px] translate-y-[0.08em] bg-current align-baseline" />
      </span>
    </span>
  );
}
