import type { ReactNode } from "react";
import { NotableAppCard } from "~/components/work/notable-app-card";
import { WebsiteProjectCard } from "~/components/work/website-project-card";
import type { NotableApp, NotableAppCopy } from "~/content/apps.schema";
import type { ProjectsCopy } from "~/content/projects.schema";
import type { WebsiteProject } from "~/content/web-services.schema";

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

/** Website projects, three to a row on large screens, each opening its live demo. */
export function WebsiteProjectGrid({
  projects,
  copy,
  testId,
}: {
  projects: readonly WebsiteProject[];
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
