import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";

interface PageSectionProps {
  /** id of the section (scroll target); its <h2> gets `${id}-title`. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: "white" | "surface";
  align?: "left" | "center";
  /** Extra content beside the heading (e.g. an Explore Services link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A page section with its <h2>, alternating white and surface backgrounds. */
export function PageSection({
  id,
  title,
  eyebrow,
  intro,
  tone = "white",
  align = "center",
  aside,
  children,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`py-16 sm:py-20 ${tone === "surface" ? "bg-surface" : "bg-page"}`}
    >
      <div className="container-page">
        {aside ? (
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading
              id={`${id}-title`}
              eyebrow={eyebrow}
              title={title}
              intro={intro}
              align="left"
            />
            <div className="shrink-0">{aside}</div>
          </div>
        ) : (
          <SectionHeading
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            align={align}
          />
        )}
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
