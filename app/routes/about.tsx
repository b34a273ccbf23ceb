import Code from "lucide-react/icons/code";
import Compass from "lucide-react/icons/compass";
import Eye from "lucide-react/icons/eye";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Rocket from "lucide-react/icons/rocket";
import { AboutHeroArt } from "~/components/art/about-hero";
import { Avatar, gradientFor, initialsOf } from "~/components/sections/avatar";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

const programmeIcons = { code: Code, "graduation-cap": GraduationCap, rocket: Rocket } as const;

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/aboutUs");
  return { head, words, about: copy.about, art: copy.art.aboutHeroArt };
}

export const meta = pageMeta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { words, about, art } = loaderData;
  const md = about.managingDirector;
  return (
    <>
      <PageHero
        eyebrow={about.heroEyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<AboutHeroArt copy={art} />}
      />

      <section aria-labelledby="story-title" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow={about.storyEyebrow}
              title={about.storyTitle}
              align="left"
            />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
              {about.story.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {about.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse rounded-card border border-line bg-surface p-5 sm:p-6"
              >
                <dt className="mt-1 text-[0.9375rem] leading-snug text-muted">{fact.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="purpose-title" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="purpose-title" title={about.purposeTitle} />
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {[
              { item: about.mission, Icon: Compass },
              { item: about.vision, Icon: Eye },
            ].map(({ item, Icon }) => (
              <article
                key={item.title}
                className="relative overflow-hidden rounded-card border border-line bg-card p-7 shadow-card sm:p-8"
              >
                <div
                  aria-hidden="true"
                  className="absolute -top-10 -right-10 size-32 rounded-full bg-gradient-to-br from-primary-100 to-orange-100 opacity-70 dark:to-accent-50"
                />
                <span className="relative inline-flex size-12 items-center justify-center rounded-xl bg-primary-700 text-white">
                  <Icon size={24} aria-hidden="true" strokeWidth={1.75} />
                </span>
                <h3 className="relative mt-5 text-xl font-semibold text-ink">{item.title}</h3>
                <p className="relative mt-3 text-lg leading-relaxed text-muted">{item.text}</p>
              </article>
            ))}
          </div>
          <h3 className="mt-14 text-center text-xl font-semibold text-ink">{about.valuesTitle}</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-card border border-line bg-card p-5">
                <h4 className="font-semibold text-ink">{value.title}</h4>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="team" aria-labelledby="team-title" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="team-title"
            eyebrow={about.teamEyebrow}
            title={about.teamTitle}
            intro={about.teamIntro}
          />

          <article
            aria-labelledby="md-name"
            className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-6 rounded-card border border-line bg-gradient-to-br from-primary-50 to-card p-7 text-center shadow-card sm:flex-row sm:p-8 sm:text-left"
          >
            <Avatar initials={initialsOf(md.name)} gradient={gradientFor(md.name)} size={96} ring />
            <div>
              <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">
                {md.role}
              </p>
              <h3 id="md-name" className="mt-1 text-2xl font-bold text-ink">
                {md.name}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{md.bio}</p>
            </div>
          </article>

          <h3 className="mt-14 text-center text-xl font-semibold text-ink">
            {about.seniorStaffTitle}
          </h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.seniorStaff.map((person) => (
              <li
                key={person.name}
                className="flex items-start gap-4 rounded-card border border-line bg-card p-5 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift sm:flex-col sm:items-center sm:p-6 sm:text-center"
              >
                <Avatar
                  initials={initialsOf(person.name)}
                  gradient={gradientFor(person.name)}
                  size={72}
                  ring
                />
                <div>
                  <h4 className="text-lg font-semibold text-ink sm:mt-0">{person.name}</h4>
                  <p className="text-sm font-medium text-brand">{person.role}</p>
                  <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted sm:mt-3">
                    {person.bio}
                  </p>
                </div>
              </li>
            ))}
          </ul>

          <h3 className="mt-14 text-center text-xl font-semibold text-ink">
            {about.programmesTitle}
          </h3>
          <p className="mt-2 text-center text-muted">{about.programmesIntro}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {about.programmes.map((programme) => {
              const Icon = programmeIcons[programme.icon];
              return (
                <li
                  key={programme.id}
                  className="rounded-card border border-line bg-surface p-6 transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-text">
                    <Icon size={24} aria-hidden="true" strokeWidth={1.75} />
                  </span>
                  <h4 className="mt-4 text-lg font-semibold text-ink">{programme.title}</h4>
                  <p className="mt-2 leading-relaxed text-muted">{programme.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="about-cta-title"
        className="bg-gradient-to-br from-primary-900 via-primary-800 to-violet py-16 text-white sm:py-20"
      >
        <div className="container-page text-center">
          <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight sm:text-4xl">
            {about.ctaTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{about.ctaText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={about.ctaPrimary.href}
              prefetch="intent"
              className={buttonClass("accent", "lg")}
            >
              {about.ctaPrimary.label}
            </Link>
            <Link
              to={about.ctaSecondary.href}
              prefetch="intent"
              className={buttonClass("light", "lg")}
            >
              {about.ctaSecondary.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
