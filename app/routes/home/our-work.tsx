import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Check from "lucide-react/icons/check";
import type { ShownPicture } from "~/base/media-urls";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import type { HomeCopy, WorkDemo } from "~/content/home";
import { DashboardArt } from "./dashboard-art";

/**
 * The section's words; each demo with the accessible name of its drawing and the screenshot
 * chosen for it (null: the drawing).
 */
export type OurWorkCopy = Omit<HomeCopy["work"], "demos"> & {
  demos: (WorkDemo & { imageLabel: string; picture?: ShownPicture | null })[];
};

/**
 * Where a demo's screenshot shows: a third of the row from tablets up, the whole width on phones;
 * 3:2, the crop the library makes nearest the drawing's 8:5 (and the website demos' shape).
 */
const demoPlace = {
  widths: [320, 640, 960],
  aspect: "3x2",
  sizes: "(min-width: 80rem) 23rem, (min-width: 48rem) 30vw, 92vw",
} as const;

/** Our work: the two kinds of development and the three live dashboard demos. */
export function OurWork({ work }: { work: OurWorkCopy }) {
  return (
    <Section
      id="work"
      eyebrow={work.eyebrow}
      title={work.title}
      intro={work.intro}
      tone="surface"
      bodyClassName="mt-12"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {work.areas.map((area) => {
          return (
            <article
              key={area.id}
              className="flex flex-col rounded-card border border-line bg-card p-6 shadow-card sm:p-8"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-brand">
                <Icon name={area.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{area.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{area.text}</p>
              <ul className="mt-4 space-y-2">
                {area.points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-ink">
                    <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                to={area.link.href}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded-full font-semibold text-brand hover:underline"
              >
                {area.link.label}
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </article>
          );
        })}
      </div>

      <h3 className="mt-16 text-center text-xl font-semibold text-ink sm:text-2xl">
        {work.demosTitle}
      </h3>
      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="work-demos">
        {work.demos.map((demo) => (
          <li key={demo.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift">
              <div className="border-b border-line">
                <Picture
                  picture={demo.picture ?? null}
                  alt={demo.workPictureAlt}
                  place={demoPlace}
                  className="h-auto w-full"
                  placeholder={<DashboardArt kind={demo.workImg} label={demo.imageLabel} />}
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h4 className="text-lg font-semibold text-ink">{demo.title}</h4>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{demo.description}</p>
                <ExternalLink
                  href={demo.goToLink}
                  className={`${buttonClass("primary", "md")} mt-5 self-start`}
                  aria-label={demo.ariaLabel}
                >
                  {work.exploreLabel}
                  <ArrowUpRight size={18} aria-hidden="true" />
                </ExternalLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
