import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { NotableAppGrid } from "~/components/sections/project-grid";
import { ReasonList } from "~/components/services/reason-list";
import { PageHero } from "~/components/ui/page-hero";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services.app-development";

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/services/app-development");
  return {
    head,
    words,
    page: copy.appServices.appDevelopmentPage,
    appServices: copy.appServices.appServices,
    appWhyChooseUs: copy.appServices.appWhyChooseUs,
    notableApps: copy.apps.notableApps,
    notableAppCopy: copy.apps.notableAppCopy,
  };
}

export const meta = pageMeta;

export default function AppDevelopmentPage({ loaderData }: Route.ComponentProps) {
  const { words, page, appServices, appWhyChooseUs, notableApps, notableAppCopy } = loaderData;
  const { hero, sections, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<ServiceHeroArt kind="app" />}
      />
      <PageSection id="app-services" {...sections.services} tone="surface">
        <IconCardGrid items={appServices} cols={4} testId="app-services-list" />
      </PageSection>
      <PageSection id="app-projects" {...sections.projects}>
        <NotableAppGrid apps={notableApps} copy={notableAppCopy} testId="notable-apps" />
      </PageSection>
      <PageSection id="why-choose-us" {...sections.whyChooseUs} tone="surface">
        <ReasonList items={appWhyChooseUs} testId="why-choose-us" />
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
