import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CtaBand } from "~/components/services/cta-band";
import { OfferingGrid } from "~/components/services/offering-grid";
import { Section } from "~/components/services/section";
import { PageHero } from "~/components/ui/page-hero";
import { digitalServices } from "~/content/digital-services";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/digital-marketing"];

export const meta = () => pageSeo("/services/digital-marketing");

export default function DigitalMarketingPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="digital" />}
      />
      <Section
        id="digital-services"
        eyebrow="What we do"
        title="Digital marketing services"
        intro="Six ways we bring the right people to your business, each measured and reported every month."
        tone="surface"
      >
        <OfferingGrid items={digitalServices} cols={3} testId="digital-services-list" />
      </Section>
      <CtaBand
        title="Ready to be found online?"
        text="See our monthly SEO plans, or tell us about your business and we will suggest where to start."
      />
    </>
  );
}
