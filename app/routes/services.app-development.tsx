import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { NotableAppGrid } from "~/components/sections/project-grid";
import { ReasonList } from "~/components/services/reason-list";
import { PageHero } from "~/components/ui/page-hero";
import { appDevelopmentPage, appServices, appWhyChooseUs } from "~/content/app-services";
import { notableApps } from "~/content/apps";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services.app-development";

const copy = pages["/services/app-development"];
const { hero, sections, cta } = appDevelopmentPage;

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/services/app-development", location.pathname);

export default function AppDevelopmentPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="app" />}
      />
      <PageSection id="app-services" {...sections.services} tone="surface">
        <IconCardGrid items={appServices} cols={4} testId="app-services-list" />
      </PageSection>
      <PageSection id="app-projects" {...sections.projects}>
        <NotableAppGrid apps={notableApps} testId="notable-apps" />
      </PageSection>
      <PageSection id="why-choose-us" {...sections.whyChooseUs} tone="surface">
        <ReasonList items={appWhyChooseUs} testId="why-choose-us" />
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
