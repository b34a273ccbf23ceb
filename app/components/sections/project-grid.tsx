import Check from "lucide-react/icons/check";
import ExternalIcon from "lucide-react/icons/external-link";
import type { ReactNode } from "react";
import type { ShownPicture } from "~/base/media-urls";
import { fill } from "~/base/template";
import { BrowserMock } from "~/components/art/work-browser-mock";
import { PhoneMock } from "~/components/art/work-phone-mock";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import type {
  NotableApp,
  NotableAppCopy,
  ProjectsCopy,
  WebsiteProject,
} from "~/content/work/schema";

/** Projects: the website projects and the notable apps, as cards in a grid. */

const columns = {
  2: "grid gap-6 lg:grid-cols-2",
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
} as const;

function CardList<T extends { id: string }>({
  items,
  cols,
  testId,
  card,
}: {
  items: readonly T[];
  cols: keyof typeof columns;
  testId: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className={columns[cols]} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  );
}

/** A website project with the screenshot chosen for it (null: the drawing). */
type ShownProject = WebsiteProject & { picture?: ShownPicture | null };

/**
 * Where a demo's screenshot shows: a third of the row on large screens, half on tablets, the
 * whole width on phones (less the card's padding), cropped to the drawing's shape around the
 * focal point.
 */
const screenshotPlace = {
  widths: [320, 640, 960],
  aspect: "3x2",
  sizes: "(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw",
} as const;

/** Website projects, three to a row on large screens, each opening its live demo. */
export function WebsiteProjectGrid({
  projects,
  copy,
  testId,
}: {
  projects: readonly ShownProject[];
  copy: ProjectsCopy["projectCardCopy"];
  testId: string;
}) {
  return (
    <CardList
      items={projects}
      cols={3}
      testId={testId}
      card={(project) => <WebsiteProjectCard project={project} copy={copy} />}
    />
  );
}

/** The notable apps, two to a row on large screens. */
export function NotableAppGrid({
  apps,
  copy,
  testId,
}: {
  apps: readonly NotableApp[];
  copy: NotableAppCopy;
  testId: string;
}) {
  return (
    <CardList
      items={apps}
      cols={2}
      testId={testId}
      card={(app) => <NotableAppCard app={app} copy={copy} />}
    />
  );
}

/** A website project: its mock screenshot, title, description and 'View Project' (new tab). */
function WebsiteProjectCard({
  project,
  copy,
}: {
  project: ShownProject;
  copy: ProjectsCopy["projectCardCopy"];
}) {
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
      data-testid="website-project"
    >
      <div className="border-b border-line bg-gradient-to-br from-line/50 to-surface p-4">
        <Picture
          picture={project.picture ?? null}
          alt={project.webPictureAlt}
          place={screenshotPlace}
          nearScreenOnly
          className="h-auto w-full rounded-lg shadow-card"
          placeholder={
            <BrowserMock
              layout={project.webImage.layout}
              hue={project.webImage.hue}
              label={project.webImageAlt}
              className="h-auto w-full rounded-lg shadow-card"
            />
          }
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-ink">{project.webTitle}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-muted">{project.webDescription}</p>
        <ExternalLink
          href={project.webLink}
          className={`${buttonClass("outline", "sm")} mt-5 self-start`}
          aria-label={fill(copy.viewLabel, { title: project.webTitle })}
        >
          {copy.view}
          <ExternalIcon size={16} aria-hidden="true" />
        </ExternalLink>
      </div>
    </article>
  );
}

/** One of the two notable apps: phone artwork, category, description, platforms, features. */
function NotableAppCard({ app, copy }: { app: NotableApp; copy: NotableAppCopy }) {
  return (
    <article
      className="grid h-full gap-6 overflow-hidden rounded-card border border-line bg-card p-6 shadow-card sm:grid-cols-[auto_1fr] sm:p-8"
      data-testid="notable-app"
    >
      <div className="flex justify-center rounded-2xl bg-gradient-to-br from-primary-50 to-line/50 px-8 py-6 sm:px-6">
        <PhoneMock
          screen={app.screen}
          label={app.imageAlt}
          className="h-64 w-auto drop-shadow-lg sm:h-72"
        />
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">
          {app.category}
        </p>
        <h3 className="mt-1 text-2xl font-bold text-ink">{app.name}</h3>
        <p className="mt-3 leading-relaxed text-muted">{app.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={copy.platformsLabel}>
          {app.platforms.map((platform) => (
            <li
              key={platform}
              className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-brand"
            >
              {copy.platforms[platform]}
            </li>
          ))}
        </ul>
        <ul className="mt-5 space-y-2">
          {app.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-ink">
              <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
