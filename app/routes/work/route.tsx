import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { GraphicGrid } from "~/components/sections/gallery";
import { Hero } from "~/components/sections/hero";
import { NotableAppGrid, WebsiteProjectGrid } from "~/components/sections/project-grid";
import { Section } from "~/components/sections/section";
import { ExploreServiceLink } from "~/components/ui/explore-service-link";
import type { ServiceId } from "~/content/services/schema";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { withShownPictures } from "~/lib/pages/pictures.server";
import { serviceOf } from "~/lib/pages/services-overview.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/work");
  const service = (id: ServiceId) => {
    const { title, goToLink } = serviceOf(copy.services, id);
    return { title, goToLink };
  };
  return {
    head,
    words,
    page: copy.projects.workPage,
    /** A row of four posts and a row of three UI/UX screens from /services/graphic-designing. */
    socialPosts: await withShownPictures(
      context,
      copy.graphic.socialPosts.slice(0, 4),
      (item) => item.graphicPicture,
    ),
    uiUxItems: await withShownPictures(
      context,
      copy.graphic.uiUxItems.slice(0, 3),
      (item) => item.graphicPicture,
    ),
    websiteProjects: await withShownPictures(
      context,
      copy.projects.websiteProjects,
      (project) => project.webPicture,
    ),
    projectCardCopy: copy.projects.projectCardCopy,
    notableApps: copy.apps.notableApps,
    notableAppCopy: copy.apps.notableAppCopy,
    exploreServices: copy.sections.exploreServices,
    services: { graphic: service("graphic-designing"), app: service("app-development") },
  };
}

export const meta = pageMeta;

export default function WorkPage({ loaderData }: Route.ComponentProps) {
  const {
    words,
    page,
    socialPosts,
    uiUxItems,
    websiteProjects,
    projectCardCopy,
    notableApps,
    notableAppCopy,
    exploreServices,
    services,
  } = loaderData;
  const { hero, sections, cta } = page;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        words={words}
        art={<ServiceHeroArt kind="work" />}
        jumps={[
          { to: "graphic-designs", label: hero.actions.graphic },
          { to: "website-projects", label: hero.actions.websites },
          { to: "application-projects", label: hero.actions.apps },
        ]}
      />
      <Section
        id="graphic-designs"
        {...sections.graphic}
        tone="surface"
        aside={
          <ExploreServiceLink service={services.graphic} copy={exploreServices} variant="primary" />
        }
      >
        <GraphicGrid items={socialPosts} perRow={4} testId="work-posts" />
        <div className="mt-6">
          <GraphicGrid items={uiUxItems} perRow={3} testId="work-ui-ux" />
        </div>
      </Section>
      <Section id="website-projects" {...sections.websites}>
        <WebsiteProjectGrid
          projects={websiteProjects}
          copy={projectCardCopy}
          testId="website-demos"
        />
      </Section>
      <Section
        id="application-projects"
        {...sections.apps}
        tone="surface"
        aside={
          <ExploreServiceLink service={services.app} copy={exploreServices} variant="primary" />
        }
      >
        <NotableAppGrid apps={notableApps} copy={notableAppCopy} testId="work-apps" />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
