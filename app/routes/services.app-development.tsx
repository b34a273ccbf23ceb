import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { NotableAppGrid } from "~/components/sections/project-grid";
import { ReasonList } from "~/components/services/reason-list";
import { PageHero } from "~/components/ui/page-hero";
import * as appServicesEn from "~/content/app-services";
import * as appsEn from "~/content/apps";
import * as appServicesHi from "~/content/hi/app-services";
import * as appsHi from "~/content/hi/apps";
import * as pagesHi from "~/content/hi/pages";
import * as pagesEn from "~/content/pages";
import { useLocalized } from "~/lib/locale";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services.app-development";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/services/app-development", location.pathname);

export default function AppDevelopmentPage() {
  const copy = useLocalized({ en: pagesEn, hi: pagesHi }).pages["/services/app-development"];
  const { appDevelopmentPage, appServices, appWhyChooseUs } = useLocalized({
    en: appServicesEn,
    hi: appServicesHi,
  });
  const { notableApps } = useLocalized({ en: appsEn, hi: appsHi });
  const { hero, sections, cta } = appDevelopmentPage;
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
