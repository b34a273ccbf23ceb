import { PhoneMock } from "~/components/art/work-phone-mock";
import { PackageCard, SeoPlanCard, StartingPriceCard } from "~/components/pricing/plan-cards";
import { ExploreServiceLink } from "~/components/sections/explore-service-link";
import { PageSection } from "~/components/sections/page-section";
import { buttonClass } from "~/components/ui/button";
import { FeatureItem } from "~/components/ui/feature-item";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/ui/page-hero";
import { Price } from "~/components/ui/price";
import { SectionLink } from "~/components/ui/section-link";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pricing";

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/pricing");
  const service = (id: string) => {
    const found = copy.services.services.find((s) => s.id === id);
    if (!found) throw new Error(`no service ${id}`);
    return found;
  };
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
      <PageHero
        eyebrow={hero.eyebrow}
        heading={words.heading}
        intro={words.intro}
        actions={jumpLinks.map(([id, label], i) => (
          <SectionLink key={id} to={id} className={buttonClass(i === 0 ? "accent" : "light", "md")}>
            {label}
          </SectionLink>
        ))}
      />

      <PageSection
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
      </PageSection>

      <PageSection
        id="app-development"
        {...sections.app}
        aside={
          <ExploreServiceLink service={services.app} copy={exploreServices} variant="outline" />
        }
      >
        <article
          className="grid items-center gap-8 overflow-hidden rounded-card border border-line bg-card p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1fr_auto]"
          data-testid="app-package"
        >
          <div>
            <h3 className="text-2xl font-bold text-ink">{appPackage.name}</h3>
            <p className="mt-3 leading-relaxed text-muted">{appPackage.description}</p>
            <div className="mt-5">
              <Price price={appPackage.price} from />
            </div>
            <Link
              to={planCardCopy.getQuote.to}
              prefetch="intent"
              className={`${buttonClass("accent", "lg")} mt-6`}
            >
              {planCardCopy.getQuote.label}
            </Link>
          </div>
          <ul className="space-y-3">
            {appPackage.features.map((feature) => (
              <FeatureItem key={feature} included>
                {feature}
              </FeatureItem>
            ))}
          </ul>
          <div aria-hidden="true" className="hidden justify-center lg:flex">
            <PhoneMock screen="campus" className="h-64 w-auto drop-shadow-xl" />
          </div>
        </article>
      </PageSection>

      <PageSection
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
      </PageSection>

      <PageSection
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
      </PageSection>
    </>
  );
}
