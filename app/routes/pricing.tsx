import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { PhoneMock } from "~/components/art/work-phone-mock";
import { JsonLd } from "~/components/json-ld";
import { FeatureItem } from "~/components/pricing/feature-item";
import { PackageCard, SeoPlanCard, StartingPriceCard } from "~/components/pricing/plan-cards";
import { Price } from "~/components/pricing/price";
import { Section } from "~/components/services/section";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import { pages } from "~/content/pages";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "~/content/pricing";
import { pageSeo } from "~/lib/seo";
import { pricingOfferCatalog } from "~/lib/structured-data/pricing";

const copy = pages["/pricing"];

export const meta = () => pageSeo("/pricing");

const jumpLinks = [
  ["graphic-design", "Graphic Design"],
  ["app-development", "App Development"],
  ["website-development", "Website Development"],
  ["digital-marketing", "Digital Marketing"],
] as const;

function ExploreServices({ to, service }: { to: string; service: string }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className={buttonClass("outline", "md")}
      aria-label={`Explore Services: ${service}`}
    >
      Explore Services
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}

export default function PricingPage() {
  return (
    <>
      <JsonLd data={pricingOfferCatalog()} />
      <PageHero
        eyebrow="Pricing"
        heading={copy.heading}
        intro={copy.intro}
        actions={jumpLinks.map(([id, label], i) => (
          <SectionLink key={id} to={id} className={buttonClass(i === 0 ? "accent" : "light", "md")}>
            {label}
          </SectionLink>
        ))}
      />

      <Section
        id="graphic-design"
        eyebrow="Graphic Design"
        title="Design that gets noticed"
        intro="Starting prices per design. Bundles of posts and brand kits are quoted on request."
        tone="surface"
        aside={<ExploreServices to="/services/graphic-designing" service="Graphic Designing" />}
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
        eyebrow="App Development"
        title="Your app, on both stores"
        intro="Every app is scoped and quoted in writing; this is where a complete app starts."
        aside={<ExploreServices to="/services/app-development" service="App Development" />}
      >
        <article
          className="grid items-center gap-8 overflow-hidden rounded-card border border-line bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1fr_auto]"
          data-testid="app-package"
        >
          <div>
            <h3 className="text-2xl font-bold text-ink">{appPackage.name}</h3>
            <p className="mt-3 leading-relaxed text-muted">{appPackage.description}</p>
            <div className="mt-5">
              <Price amount={appPackage.price} from />
            </div>
            <Link
              to="/contact-us"
              prefetch="intent"
              className={`${buttonClass("accent", "lg")} mt-6`}
            >
              Get a quote
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
      </Section>

      <Section
        id="website-development"
        eyebrow="Website Development"
        title="Websites for every stage of your business"
        intro="Domain, hosting and SSL setup are part of every website we build."
        tone="surface"
        aside={<ExploreServices to="/services/website-development" service="Website Development" />}
      >
        <ul className="grid gap-6 md:grid-cols-3" data-testid="website-packages">
          {websitePackages.map((item, i) => (
            <li key={item.id}>
              <PackageCard item={item} highlight={i === 1} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="digital-marketing"
        eyebrow="Digital Marketing"
        title="Monthly SEO plans"
        intro="Pick the plan that matches your goals; every plan includes an on-page SEO audit and regular ranking reports. Message us to start or to ask what fits."
        aside={<ExploreServices to="/services/digital-marketing" service="Digital Marketing" />}
      >
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="seo-plans">
          {seoPlans.map((plan) => (
            <li key={plan.id}>
              <SeoPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
