import ExternalIcon from "lucide-react/icons/external-link";
import { BrowserMock } from "~/components/art/work-browser-mock";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import type { ProjectsCopy } from "~/content/projects.schema";
import type { WebsiteProject } from "~/content/web-services.schema";
import { fill } from "~/lib/template";

/** A website project: its mock screenshot, title, description and 'View Project' (new tab). */
export function WebsiteProjectCard({
  project,
  copy,
}: {
  project: WebsiteProject;
  copy: ProjectsCopy["projectCardCopy"];
}) {
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
      data-testid="website-project"
    >
      <div className="border-b border-line bg-gradient-to-br from-line/50 to-surface p-4">
        <BrowserMock
          layout={project.webImage.layout}
          hue={project.webImage.hue}
          label={project.webImageAlt}
          className="h-auto w-full rounded-lg shadow-card"
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
