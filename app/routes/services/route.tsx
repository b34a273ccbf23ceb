import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CallToAction } from "~/components/sections/call-to-action";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/sections/section";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { servicesOverview } from "~/lib/pages/services-overview.server";
import type { Route } from "./+types/route";
import { ServiceOverviewCard } from "./service-overview-card";

export function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/services");
  const { hero, listHeading, cta } = copy.services.servicesPage;
  return {
    head,
    words,
    hero,
    listHeading,
    cta,
    overview: servicesOverview(copy),
    serviceCardCopy: copy.services.serviceCardCopy,
  };
}

export const meta = pageMeta;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { words, hero, listHeading, cta, overview, serviceCardCopy } = loaderData;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} words={words} art={<ServiceHeroArt kind="work" />} />
      <Section titleId="services-list" tone="surface">
        <h2 id="services-list" className="sr-only">
          {listHeading}
        </h2>
        <ul className="grid gap-6 lg:grid-cols-2">
          {overview.map((item) => (
            <li key={item.service.id}>
              <ServiceOverviewCard item={item} copy={serviceCardCopy} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
