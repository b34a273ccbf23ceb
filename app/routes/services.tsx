import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import {
  type ServiceOverview,
  ServiceOverviewCard,
} from "~/components/services/service-overview-card";
import { PageHero } from "~/components/ui/page-hero";
import { appServices } from "~/content/app-services";
import { digitalServices } from "~/content/digital-services";
import { graphicServices } from "~/content/graphic";
import { pages } from "~/content/pages";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "~/content/pricing";
import { services, servicesPage } from "~/content/services";
import { webServices } from "~/content/web-services";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services";

const copy = pages["/services"];
const { hero, listHeading, cta } = servicesPage;

export const meta = ({ location }: Route.MetaArgs) => pageSeo("/services", location.pathname);

const [web, app, graphic, digital] = services;
const titles = (list: readonly { title: string }[]) => list.slice(0, 4).map((o) => o.title);
const lowest = (prices: readonly number[]) => Math.min(...prices);

const overview: ServiceOverview[] = [
  {
    service: web,
    art: "web",
    startingPrice: lowest(websitePackages.map((p) => p.price)),
    highlights: titles(webServices),
  },
  { service: app, art: "app", startingPrice: appPackage.price, highlights: titles(appServices) },
  {
    service: graphic,
    art: "graphic",
    startingPrice: lowest(graphicPrices.map((p) => p.price)),
    highlights: titles(graphicServices),
  },
  {
    service: digital,
    art: "digital",
    startingPrice: lowest(seoPlans.map((p) => p.monthlyPrice)),
    perMonth: true,
    highlights: titles(digitalServices),
  },
];

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="work" />}
      />
      <section aria-labelledby="services-list" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <h2 id="services-list" className="sr-only">
            {listHeading}
          </h2>
          <ul className="grid gap-6 lg:grid-cols-2">
            {overview.map((item) => (
              <li key={item.service.id}>
                <ServiceOverviewCard item={item} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction {...cta} />
    </>
  );
}
