import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import {
  type ServiceOverview,
  ServiceOverviewCard,
} from "~/components/services/service-overview-card";
import { PageHero } from "~/components/ui/page-hero";
import * as appServicesEn from "~/content/app-services";
import * as digitalEn from "~/content/digital-services";
import * as graphicEn from "~/content/graphic";
import * as appServicesHi from "~/content/hi/app-services";
import * as digitalHi from "~/content/hi/digital-services";
import * as graphicHi from "~/content/hi/graphic";
import * as pagesHi from "~/content/hi/pages";
import * as servicesHi from "~/content/hi/services";
import * as webServicesHi from "~/content/hi/web-services";
import * as pagesEn from "~/content/pages";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "~/content/pricing";
import * as servicesEn from "~/content/services";
import * as webServicesEn from "~/content/web-services";
import { useLocalized } from "~/lib/locale";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta = ({ location }: Route.MetaArgs) => pageSeo("/services", location.pathname);

const titles = (list: readonly { title: string }[]) => list.slice(0, 4).map((o) => o.title);
const lowest = (prices: readonly number[]) => Math.min(...prices);

export default function ServicesPage() {
  const copy = useLocalized({ en: pagesEn, hi: pagesHi }).pages["/services"];
  const { services, servicesPage } = useLocalized({ en: servicesEn, hi: servicesHi });
  const { hero, listHeading, cta } = servicesPage;
  const { webServices } = useLocalized({ en: webServicesEn, hi: webServicesHi });
  const { appServices } = useLocalized({ en: appServicesEn, hi: appServicesHi });
  const { graphicServices } = useLocalized({ en: graphicEn, hi: graphicHi });
  const { digitalServices } = useLocalized({ en: digitalEn, hi: digitalHi });
  const [web, app, graphic, digital] = services;
  // Prices are facts, the same in both languages: they come from the English module.
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
