interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
}

/** A section's <h2> with its optional eyebrow and introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: SectionHeadingProps) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p> : null}
    </div>
  );
}
