import { Hero } from "~/components/sections/hero";
import {
  AppPackageCard,
  PackageCard,
  SeoPlanCard,
  StartingPriceCard,
} from "~/components/sections/pricing-plans";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { ExploreServiceLink } from "~/components/ui/explore-service-link";
import { SectionLink } from "~/components/ui/section-link";
import type { ServiceId } from "~/content/services/schema";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { serviceOf } from "~/lib/pages/services-overview.server";
import type { Route } from "./+types/route";

export function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/pricing");
  const service = (id: ServiceId) => serviceOf(copy.services, id);
  return {
    head,
    words,
    pricing: copy.pricing,
    exploreServices: copy.sections.exploreServices,
    services: {
      graphic: service("graphic-designing"),
      app: service("app-development"),
      website: service("website-development"),
      digital: service("digital-marketing"),
    },
  };
}

export const meta = pageMeta;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { words, pricing, exploreServices, services } = loaderData;
  const { appPackage, graphicPrices, planCardCopy, pricingPage, seoPlans, websitePackages } =
    pricing;
  const { hero, sections } = pricingPage;
  const jumpLinks = [
    ["graphic-design", sections.graphic.eyebrow],
    ["app-development", sections.app.eyebrow],
    ["website-development", sections.website.eyebrow],
    ["digital-marketing", sections.digital.eyebrow],
  ] as const;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        words={words}
        actions={jumpLinks.map(([id, label], i) => (
          <SectionLink key={id} to={id} className={buttonClass(i === 0 ? "accent" : "light", "md")}>
            {label}
          </SectionLink>
        ))}
      />

      <Section
        id="graphic-design"
        {...sections.graphic}
        tone="surface"
        aside={
          <ExploreServiceLink service={services.graphic} copy={exploreServices} variant="outline" />
        }
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5" data-testid="graphic-prices">
          {graphicPrices.map((item) => (
            <li key={item.id}>
              <StartingPriceCard item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="app-development"
        {...sections.app}
        aside={
          <ExploreServiceLink service={services.app} copy={exploreServices} variant="outline" />
        }
      >
        <AppPackageCard item={appPackage} copy={planCardCopy} />
      </Section>

      <Section
        id="website-development"
        {...sections.website}
        tone="surface"
        aside={
          <ExploreServiceLink service={services.website} copy={exploreServices} variant="outline" />
        }
      >
        <ul className="grid gap-6 md:grid-cols-3" data-testid="website-packages">
          {websitePackages.map((item, i) => (
            <li key={item.id}>
              <PackageCard item={item} copy={planCardCopy} highlight={i === 1} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="digital-marketing"
        {...sections.digital}
        aside={
          <ExploreServiceLink service={services.digital} copy={exploreServices} variant="outline" />
        }
      >
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="seo-plans">
          {seoPlans.map((plan) => (
            <li key={plan.id}>
              <SeoPlanCard plan={plan} copy={planCardCopy} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
