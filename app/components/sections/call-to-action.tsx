import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { CallToActionCopy } from "~/content/engine/schema";
import { Section } from "./section";

/**
 * Closing call to action of a page: a heading, a sentence, a main link and a quieter one. As a
 * light panel (the service pages and /work), or as a centred band on the brand gradient
 * (/aboutUs).
 */
export function CallToAction({
  id,
  title,
  text,
  primary,
  secondary,
  look = "panel",
  titleId = "cta-title",
}: CallToActionCopy & { id?: string; look?: "panel" | "band"; titleId?: string }) {
  if (look === "band") {
    return (
      <Section id={id} titleId={titleId} tone="brand" containerClassName="text-center">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={primary.to} className={buttonClass("accent", "lg")}>
            {primary.label}
          </Link>
          <Link to={secondary.to} className={buttonClass("light", "lg")}>
            {secondary.label}
          </Link>
        </div>
      </Section>
    );
  }
  return (
    <Section id={id} titleId={titleId}>
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-line bg-gradient-to-br from-primary-50 to-card p-6 shadow-card sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={primary.to} className={buttonClass("accent", "lg")}>
            {primary.label}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link to={secondary.to} className={buttonClass("outline", "lg")}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </Section>
  );
}
