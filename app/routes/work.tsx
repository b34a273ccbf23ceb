import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { ExploreServiceLink } from "~/components/sections/explore-service-link";
import { PageSection } from "~/components/sections/page-section";
import { NotableAppGrid, WebsiteProjectGrid } from "~/components/sections/project-grid";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import { GraphicGrid } from "~/components/work/graphic-card";
import * as appsEn from "~/content/apps";
import * as graphicEn from "~/content/graphic";
import * as appsHi from "~/content/hi/apps";
import * as graphicHi from "~/content/hi/graphic";
import * as pagesHi from "~/content/hi/pages";
import * as projectsHi from "~/content/hi/projects";
import * as servicesHi from "~/content/hi/services";
import * as pagesEn from "~/content/pages";
import * as projectsEn from "~/content/projects";
import * as servicesEn from "~/content/services";
import { useLocalized } from "~/lib/locale";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/work";

export const meta = ({ location }: Route.MetaArgs) => pageSeo("/work", location.pathname);

export default function WorkPage() {
  const copy = useLocalized({ en: pagesEn, hi: pagesHi }).pages["/work"];
  const { websiteProjects, workPage } = useLocalized({ en: projectsEn, hi: projectsHi });
  const { notableApps } = useLocalized({ en: appsEn, hi: appsHi });
  const { socialPosts, uiUxItems } = useLocalized({ en: graphicEn, hi: graphicHi });
  const { serviceById } = useLocalized({ en: servicesEn, hi: servicesHi });
  const { hero, sections, cta } = workPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="work" />}
        actions={
          <>
            <SectionLink to="graphic-designs" className={buttonClass("accent", "lg")}>
              {hero.actions.graphic}
            </SectionLink>
            <SectionLink to="website-projects" className={buttonClass("light", "lg")}>
              {hero.actions.websites}
            </SectionLink>
            <SectionLink to="application-projects" className={buttonClass("light", "lg")}>
              {hero.actions.apps}
            </SectionLink>
          </>
        }
      />
      <PageSection
        id="graphic-designs"
        {...sections.graphic}
        tone="surface"
        aside={<ExploreServiceLink service={serviceById("graphic-designing")} variant="primary" />}
      >
        <GraphicGrid items={socialPosts.slice(0, 4)} perRow={4} testId="work-posts" />
        <div className="mt-6">
          <GraphicGrid items={uiUxItems.slice(0, 3)} perRow={3} testId="work-ui-ux" />
        </div>
      </PageSection>
      <PageSection id="website-projects" {...sections.websites}>
        <WebsiteProjectGrid projects={websiteProjects} testId="website-demos" />
      </PageSection>
      <PageSection
        id="application-projects"
        {...sections.apps}
        tone="surface"
        aside={<ExploreServiceLink service={serviceById("app-development")} variant="primary" />}
      >
        <NotableAppGrid apps={notableApps} testId="work-apps" />
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
