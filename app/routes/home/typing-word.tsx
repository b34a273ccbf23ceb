/**
 * The typed word, hidden from assistive technology (the caller gives them one static sentence):
 * the first word in full, typed, deleted and followed by the next by app/enhancements/typing.ts.
 * An invisible copy of the longest word shares its grid cell, so the box never changes size while
 * the text is typed and deleted.
 */
export function TypingWord({
  words,
  className = "",
}: {
  words: readonly string[];
  className?: string;
}) {
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
      <span
        className="col-start-1 row-start-1"
        data-testid="typing-word"
        data-typing-words={JSON.stringify(words)}
      >
        <span data-typed="">{words[0]}</span>
        {caret}
      </span>
    </span>
  );
}
