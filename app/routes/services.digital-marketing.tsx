import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CtaBand } from "~/components/services/cta-band";
import { OfferingGrid } from "~/components/services/offering-grid";
import { Section } from "~/components/services/section";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { digitalServices } from "~/content/digital-services";
import { pages } from "~/content/pages";
import { formatInr, seoPlans } from "~/content/pricing";
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
      <Section
        id="seo-plans"
        eyebrow="SEO plans"
        title="Monthly SEO plans that grow with you"
        intro="More keywords, backlinks and landing pages — and more ways to reach us — at every tier."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="seo-plan-summary">
          {seoPlans.map((plan) => (
            <li key={plan.id} className="rounded-card border border-line bg-white p-6 shadow-card">
              <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
              <p className="mt-2">
                <span className="text-2xl font-bold tracking-tight text-ink">
                  {formatInr(plan.monthlyPrice)}
                </span>
                <span className="text-sm text-muted"> / month</span>
              </p>
              <p className="mt-3 text-[0.9375rem] text-muted">
                {plan.keywords} keywords · {plan.backlinks} backlinks · {plan.landingPages} landing
                pages
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link to="/pricing#digital-marketing" className={buttonClass("primary", "lg")}>
            Compare SEO plans
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </Section>
      <CtaBand
        title="Ready to be found online?"
        text="See our monthly SEO plans, or tell us about your business and we will suggest where to start."
      />
    </>
  );
}
