import ArrowRight from "lucide-react/icons/arrow-right";
import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/ui/page-hero";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import { useSiteCopy } from "~/lib/site-copy";
import { fill } from "~/lib/template";
import type { Route } from "./+types/services.digital-marketing";

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/services/digital-marketing");
  const { planCounts, ...page } = copy.digitalServices.digitalMarketingPage;
  return {
    head,
    words,
    page,
    digitalServices: copy.digitalServices.digitalServices,
    /** The SEO plans in brief: name, monthly price and their counts in one line. */
    seoPlans: copy.pricing.seoPlans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      monthlyPrice: plan.monthlyPrice,
      counts: fill(planCounts, plan),
    })),
  };
}

export const meta = pageMeta;

export default function DigitalMarketingPage({ loaderData }: Route.ComponentProps) {
  const { words, page, digitalServices, seoPlans } = loaderData;
  const priceLabels = useSiteCopy().ui.price;
  const { hero, sections, comparePlans, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<ServiceHeroArt kind="digital" />}
      />
      <PageSection id="digital-services" {...sections.services} tone="surface">
        <IconCardGrid items={digitalServices} cols={3} testId="digital-services-list" />
      </PageSection>
      <PageSection id="seo-plans" {...sections.seoPlans}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="seo-plan-summary">
          {seoPlans.map((plan) => (
            <li key={plan.id} className="rounded-card border border-line bg-card p-6 shadow-card">
              <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
              <p className="mt-2">
                <span className="text-2xl font-bold tracking-tight text-ink">
                  {plan.monthlyPrice}
                </span>
                <span className="text-sm text-muted">{` ${priceLabels.perMonth}`}</span>
              </p>
              <p className="mt-3 text-[0.9375rem] text-muted">{plan.counts}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link to={comparePlans.to} className={buttonClass("primary", "lg")}>
            {comparePlans.label}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
