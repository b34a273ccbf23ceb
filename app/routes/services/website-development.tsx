import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { WebsiteProjectGrid } from "~/components/sections/project-grid";
import { Section } from "~/components/sections/section";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { withShownPictures } from "~/lib/pages/pictures.server";
import type { Route } from "./+types/website-development";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/services/website-development");
  return {
    head,
    words,
    page: copy.webServices.websiteDevelopmentPage,
    webServices: copy.webServices.webServices,
    websiteProjects: await withShownPictures(
      context,
      copy.projects.websiteProjects,
      (project) => project.webPicture,
    ),
    projectCardCopy: copy.projects.projectCardCopy,
  };
}

export const meta = pageMeta;

export default function WebsiteDevelopmentPage({ loaderData }: Route.ComponentProps) {
  const { words, page, webServices, websiteProjects, projectCardCopy } = loaderData;
  const { hero, sections, cta } = page;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        words={words}
        art={<ServiceHeroArt kind="web" />}
        jumps={[
          { to: "web-services", label: hero.actions.services },
          { to: "web-projects", label: hero.actions.projects },
        ]}
      />
      <Section id="web-services" {...sections.services} tone="surface">
        <IconCardGrid items={webServices} cols={3} testId="web-services-list" />
      </Section>
      <Section id="web-projects" {...sections.projects}>
        <WebsiteProjectGrid
          projects={websiteProjects}
          copy={projectCardCopy}
          testId="web-projects-list"
        />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
