import ArrowRight from "lucide-react/icons/arrow-right";
import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/ui/page-hero";
import * as digitalEn from "~/content/digital-services";
import { formatInr } from "~/content/format";
import * as digitalHi from "~/content/hi/digital-services";
import * as pagesHi from "~/content/hi/pages";
import * as pricingHi from "~/content/hi/pricing";
import * as pagesEn from "~/content/pages";
import * as pricingEn from "~/content/pricing";
import { useLocalized } from "~/lib/locale";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services.digital-marketing";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/services/digital-marketing", location.pathname);

export default function DigitalMarketingPage() {
  const copy = useLocalized({ en: pagesEn, hi: pagesHi }).pages["/services/digital-marketing"];
  const { digitalMarketingPage, digitalServices } = useLocalized({ en: digitalEn, hi: digitalHi });
  const { priceLabels, seoPlans } = useLocalized({ en: pricingEn, hi: pricingHi });
  const { hero, sections, planCounts, comparePlans, cta } = digitalMarketingPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
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
                  {formatInr(plan.monthlyPrice)}
                </span>
                <span className="text-sm text-muted">{` ${priceLabels.perMonth}`}</span>
              </p>
              <p className="mt-3 text-[0.9375rem] text-muted">{planCounts(plan)}</p>
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
