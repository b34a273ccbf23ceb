import ArrowRight from "lucide-react/icons/arrow-right";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeCopy } from "~/content/home";

/** About-us blurb (established in the founding year of app/content/site/facts.json) with Know More to /aboutUs. Target of the hero's button. */
export function AboutBlurb({ about }: { about: HomeCopy["about"] }) {
  return (
    <Section
      id="about"
      containerClassName="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16"
    >
      <div>
        <SectionHeading
          id="about-title"
          eyebrow={about.eyebrow}
          title={about.title}
          align="left"
          width="full"
        />
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-muted">
            {paragraph}
          </p>
        ))}
        <Link to={about.cta.href} className={`${buttonClass("primary", "lg")} mt-8`}>
          {about.cta.label}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:gap-5">
        {about.facts.map((fact, index) => (
          <div
            key={fact.label}
            className={`flex flex-col rounded-card border border-line p-5 shadow-card sm:p-6 ${
              index === 0 ? "bg-gradient-to-br from-primary-700 to-violet text-white" : "bg-surface"
            }`}
          >
            <dt
              className={`text-sm leading-snug ${index === 0 ? "text-indigo-100" : "text-muted"}`}
            >
              {fact.label}
            </dt>
            <dd
              className={`order-first mt-0 text-3xl font-bold tracking-tight sm:text-4xl ${
                index === 0 ? "text-white" : "text-brand"
              }`}
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
