import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { NotableAppGrid } from "~/components/sections/project-grid";
import { ReasonList } from "~/components/sections/reason-list";
import { Section } from "~/components/sections/section";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/app-development";

export function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/services/app-development");
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
      <Hero eyebrow={hero.eyebrow} words={words} art={<ServiceHeroArt kind="app" />} />
      <Section id="app-services" {...sections.services} tone="surface">
        <IconCardGrid items={appServices} cols={4} testId="app-services-list" />
      </Section>
      <Section id="app-projects" {...sections.projects}>
        <NotableAppGrid apps={notableApps} copy={notableAppCopy} testId="notable-apps" />
      </Section>
      <Section id="why-choose-us" {...sections.whyChooseUs} tone="surface">
        <ReasonList items={appWhyChooseUs} testId="why-choose-us" />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
