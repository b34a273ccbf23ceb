import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CtaBand } from "~/components/services/cta-band";
import { OfferingGrid } from "~/components/services/offering-grid";
import { ReasonList } from "~/components/services/reason-list";
import { Section } from "~/components/services/section";
import { PageHero } from "~/components/ui/page-hero";
import { NotableAppCard } from "~/components/work/notable-app-card";
import { appServices, appWhyChooseUs } from "~/content/app-services";
import { notableApps } from "~/content/apps";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/app-development"];

export const meta = () => pageSeo("/services/app-development");

export default function AppDevelopmentPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="app" />}
      />
      <Section
        id="app-services"
        eyebrow="What we build"
        title="App development services"
        intro="Everything from the first screen design to the store listing, and the admin panel your team runs it from."
        tone="surface"
      >
        <OfferingGrid items={appServices} cols={4} testId="app-services-list" />
      </Section>
      <Section
        id="app-projects"
        eyebrow="Projects"
        title="Notable apps"
        intro="Two apps from our studio, each with its Android and iOS apps and the web panel behind them."
      >
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="notable-apps">
          {notableApps.map((app) => (
            <li key={app.id}>
              <NotableAppCard app={app} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="why-choose-us"
        eyebrow="Why Choose Us"
        title="Why businesses choose us for their apps"
        tone="surface"
      >
        <ReasonList items={appWhyChooseUs} testId="why-choose-us" />
      </Section>
      <CtaBand
        title="Have an app idea?"
        text="Share it with us and we will suggest the right platform, features and budget — free and without obligation."
      />
    </>
  );
}
