import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { Section } from "~/components/sections/section";
import { Avatar, gradientFor } from "~/components/ui/avatar";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { shownPictures } from "~/lib/pages/pictures.server";
import type { Route } from "./+types/route";
import { AboutHeroArt } from "./hero-art";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/aboutUs");
  const [heroPicture, directorPhoto] = await shownPictures(context, [
    copy.about.heroPicture,
    copy.about.directorPhoto,
  ]);
  return {
    head,
    words,
    about: copy.about,
    art: copy.art.aboutHeroArt,
    heroPicture: heroPicture ?? null,
    directorPhoto: directorPhoto ?? null,
  };
}

export const meta = pageMeta;

/**
 * The top picture: beside the heading on large screens (the drawing's box, 28rem), under it on
 * phones; the drawing's 4:3. The page's largest picture, above the fold: preloaded.
 */
const heroPlace = {
  widths: [320, 640, 960, 1280],
  aspect: "4x3",
  sizes: "(min-width: 30rem) 28rem, 92vw",
} as const;

/** The managing director's photo, in the 96 px circle of the initials. */
const directorPlace = { widths: [320], aspect: "1x1", sizes: "96px" } as const;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { words, about, art, heroPicture, directorPhoto } = loaderData;
  const md = about.managingDirector;
  return (
    <>
      <Hero
        eyebrow={about.heroEyebrow}
        words={words}
        artOnPhones={heroPicture !== null}
        art={
          <Picture
            picture={heroPicture}
            alt={about.heroPictureAlt}
            place={heroPlace}
            priority
            className="h-auto w-full max-w-md rounded-card shadow-2xl"
            placeholder={<AboutHeroArt copy={art} />}
          />
        }
      />

      <Section
        titleId="story-title"
        tone="plain"
        containerClassName="grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-center"
      >
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
      </Section>

      <Section
        titleId="purpose-title"
        title={about.purposeTitle}
        tone="surface"
        bodyClassName="mt-12"
      >
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { item: about.mission, icon: "compass" as const },
            { item: about.vision, icon: "eye" as const },
          ].map(({ item, icon }) => (
            <article
              key={item.title}
              className="relative overflow-hidden rounded-card border border-line bg-card p-7 shadow-card sm:p-8"
            >
              <div
                aria-hidden="true"
                className="absolute -top-10 -right-10 size-32 rounded-full bg-gradient-to-br from-primary-100 to-orange-100 opacity-70 dark:to-accent-50"
              />
              <span className="relative inline-flex size-12 items-center justify-center rounded-xl bg-primary-700 text-white">
                <Icon name={icon} />
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
      </Section>

      <Section
        id="team"
        eyebrow={about.teamEyebrow}
        title={about.teamTitle}
        intro={about.teamIntro}
        tone="plain"
        bodyClassName="mt-12"
      >
        <article
          aria-labelledby="md-name"
          className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-card border border-line bg-gradient-to-br from-primary-50 to-card p-7 text-center shadow-card sm:flex-row sm:p-8 sm:text-left"
        >
          {/* The flex item: a <picture> would shrink beside a long bio. */}
          <div className="shrink-0">
            <Picture
              picture={directorPhoto}
              alt={about.directorPhotoAlt}
              place={directorPlace}
              className="size-24 rounded-full object-cover ring-4 ring-white/70"
              placeholder={
                <Avatar initials={md.initials} gradient={gradientFor(md.name)} size={96} ring />
              }
            />
          </div>
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
                initials={person.initials}
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
        <IconCardGrid
          look="programme"
          cols="md-3"
          className="mt-6"
          items={about.programmes.map((programme) => ({
            id: programme.id,
            icon: programme.icon,
            title: programme.title,
            description: programme.text,
          }))}
        />
      </Section>

      <CallToAction
        look="band"
        titleId="about-cta-title"
        title={about.ctaTitle}
        text={about.ctaText}
        primary={{ label: about.ctaPrimary.label, to: about.ctaPrimary.href }}
        secondary={{ label: about.ctaSecondary.label, to: about.ctaSecondary.href }}
      />
    </>
  );
}
