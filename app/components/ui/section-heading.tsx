export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
  /** "narrow" keeps the lines to max-w-2xl; "full" takes its column's width (left-aligned). */
  width?: "narrow" | "full";
  /** On the brand gradient: light eyebrow and introduction, the heading in the section's white. */
  onDark?: boolean;
}

/** A section's <h2> with its optional eyebrow and introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  width = "narrow",
  onDark = false,
}: SectionHeadingProps) {
  const centred = align === "center";
  const box = centred ? "mx-auto max-w-2xl text-center" : width === "narrow" ? "max-w-2xl" : "";
  return (
    <div className={box || undefined}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-wider uppercase ${onDark ? "text-orange-200" : "text-accent-text"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-2xl font-bold tracking-tight text-balance sm:text-4xl ${onDark ? "" : "text-ink"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${onDark ? "text-indigo-100" : "text-muted"}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
