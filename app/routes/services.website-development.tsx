import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { WebsiteProjectGrid } from "~/components/sections/project-grid";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import * as pagesHi from "~/content/hi/pages";
import * as projectsHi from "~/content/hi/projects";
import * as webServicesHi from "~/content/hi/web-services";
import * as pagesEn from "~/content/pages";
import * as projectsEn from "~/content/projects";
import * as webServicesEn from "~/content/web-services";
import { useLocalized } from "~/lib/locale";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services.website-development";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/services/website-development", location.pathname);

export default function WebsiteDevelopmentPage() {
  const copy = useLocalized({ en: pagesEn, hi: pagesHi }).pages["/services/website-development"];
  const { webServices, websiteDevelopmentPage } = useLocalized({
    en: webServicesEn,
    hi: webServicesHi,
  });
  const { websiteProjects } = useLocalized({ en: projectsEn, hi: projectsHi });
  const { hero, sections, cta } = websiteDevelopmentPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="web" />}
        actions={
          <>
            <SectionLink to="web-services" className={buttonClass("accent", "lg")}>
              {hero.actions.services}
            </SectionLink>
            <SectionLink to="web-projects" className={buttonClass("light", "lg")}>
              {hero.actions.projects}
            </SectionLink>
          </>
        }
      />
      <PageSection id="web-services" {...sections.services} tone="surface">
        <IconCardGrid items={webServices} cols={3} testId="web-services-list" />
      </PageSection>
      <PageSection id="web-projects" {...sections.projects}>
        <WebsiteProjectGrid projects={websiteProjects} testId="web-projects-list" />
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
