import ArrowRight from "lucide-react/icons/arrow-right";
import { fill } from "~/base/template";
import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { SeoPlanSummaryList } from "~/components/sections/pricing-plans";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/digital-marketing";

export function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/services/digital-marketing");
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
  const { hero, sections, comparePlans, cta } = page;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} words={words} art={<ServiceHeroArt kind="digital" />} />
      <Section id="digital-services" {...sections.services} tone="surface">
        <IconCardGrid items={digitalServices} cols={3} testId="digital-services-list" />
      </Section>
      <Section id="seo-plans" {...sections.seoPlans}>
        <SeoPlanSummaryList plans={seoPlans} testId="seo-plan-summary" />
        <div className="mt-8 text-center">
          <Link to={comparePlans.to} className={buttonClass("primary", "lg")}>
            {comparePlans.label}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
