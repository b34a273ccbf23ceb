import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/section-link";

/** A button under the introduction that scrolls to a section of the page (`to` is its id). */
export interface HeroJump {
  to: string;
  label: string;
}

interface HeroProps {
  eyebrow?: string;
  /** The page's own words (its <h1> and introduction), as its loader gives them. */
  words: { heading: string; intro: string };
  /** Buttons to the page's sections, the first one standing out. */
  jumps?: readonly HeroJump[];
  /** Anything else under the introduction. */
  actions?: ReactNode;
  /** Artwork beside the text on large screens. */
  art?: ReactNode;
  /** Show the art on phones and tablets too, under the text (a photograph, not a drawing). */
  artOnPhones?: boolean;
}

/** The gradient band at the top of every inner page, holding its one <h1>. */
export function Hero({ eyebrow, words, jumps, actions, art, artOnPhones = false }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-primary-900 via-primary-800 to-violet text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_15%,rgb(255_255_255/0.12),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(253_186_116/0.16),transparent_40%)]"
      />
      <div
        className={`container-page grid items-center gap-10 py-14 sm:py-20 ${art ? "lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wider text-orange-200 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {words.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-indigo-100">{words.intro}</p>
          {jumps?.length ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {jumps.map(({ to, label }, i) => (
                <SectionLink
                  key={to}
                  to={to}
                  className={buttonClass(i === 0 ? "accent" : "light", "lg")}
                >
                  {label}
                </SectionLink>
              ))}
            </div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {art ? <div className={artOnPhones ? "" : "hidden lg:block"}>{art}</div> : null}
      </div>
    </section>
  );
}
