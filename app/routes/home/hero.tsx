import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SectionLink } from "~/components/ui/section-link";
import type { HomeCopy } from "~/content/home";
import { HomeHeroArt } from "./hero-art";
import { TypingWord } from "./typing-word";

/**
 * The home hero: the tagline as the page's <h1> (`heading`, the page's own words, with `intro`),
 * the typed words, and three actions.
 */
export function HomeHero({
  hero,
  typedWords,
  heading,
  intro,
}: {
  hero: HomeCopy["hero"];
  typedWords: HomeCopy["heroWords"];
  heading: string;
  intro: string;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-primary-900 via-primary-800 to-violet text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_20%,rgb(255_255_255/0.12),transparent_45%),radial-gradient(circle_at_5%_95%,rgb(253_186_116/0.18),transparent_40%)]"
      />
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-indigo-100">
            {hero.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-6xl">
            {heading}
          </h1>
          <p className="mt-5 text-2xl font-semibold tracking-tight text-indigo-100 sm:text-3xl">
            <span className="sr-only" data-testid="typing-sentence">
              {hero.srSentence}
            </span>
            <span aria-hidden="true">{hero.lead}</span>
            <TypingWord
              words={typedWords}
              className="mt-1 text-[1.625rem] font-extrabold text-orange-300 sm:text-4xl"
            />
          </p>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-indigo-100">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SectionLink to="services" className={buttonClass("accent", "lg")}>
              {hero.buttons.services}
            </SectionLink>
            <SectionLink to="about" className={buttonClass("light", "lg")}>
              {hero.buttons.about}
            </SectionLink>
            <Link
              to="/internship"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/50 px-6 text-base font-semibold whitespace-nowrap text-white transition-colors hover:bg-white/10"
            >
              {hero.buttons.internship}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-indigo-100">
            {hero.highlights.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <Check size={16} aria-hidden="true" className="text-orange-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HomeHeroArt className="hidden h-auto w-full drop-shadow-2xl lg:block" />
      </div>
    </section>
  );
}
