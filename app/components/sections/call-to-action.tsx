import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { CallToActionCopy } from "~/content/sections.schema";

/** Closing call to action of a page: a heading, a sentence, a main link and a quieter one. */
export function CallToAction({ title, text, primary, secondary }: CallToActionCopy) {
  return (
    <section aria-labelledby="cta-title" className="bg-page py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-line bg-gradient-to-br from-primary-50 to-card p-6 shadow-card sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-muted">{text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={primary.to} prefetch="intent" className={buttonClass("accent", "lg")}>
              {primary.label}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <Link to={secondary.to} prefetch="intent" className={buttonClass("outline", "lg")}>
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
