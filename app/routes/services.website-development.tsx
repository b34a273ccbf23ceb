import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { WebsiteProjectGrid } from "~/components/sections/project-grid";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import { pages } from "~/content/pages";
import { websiteProjects } from "~/content/projects";
import { webServices, websiteDevelopmentPage } from "~/content/web-services";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services.website-development";

const copy = pages["/services/website-development"];
const { hero, sections, cta } = websiteDevelopmentPage;

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/services/website-development", location.pathname);

export default function WebsiteDevelopmentPage() {
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
