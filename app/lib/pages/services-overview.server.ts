/**
 * The four cards of /services, in the request's language: each service's title, summary and
 * page, the first four things its page offers and its starting price (the "from" prices of the
 * dictionary's `pricing` entry, formatted in the page's language by the pricing topic's join).
 * Only what the cards show reaches the page's loader data.
 */

import type { Dictionary } from "~/content/engine/content";
import type { ServicesCopy } from "~/content/services";
import type { ServiceId } from "~/content/services/schema";

/** A card names the first four things its service page offers. */
const highlights = (list: readonly { title: string }[]) => list.slice(0, 4).map((o) => o.title);

/** One service's card (its words and facts) in `copy`, by its id. */
export function serviceOf(copy: ServicesCopy, id: ServiceId): ServicesCopy["services"][number] {
  const found = copy.services.find((service) => service.id === id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
}

/** The cards, each with the artwork its page draws (app/components/art/services-hero-art.tsx). */
export function servicesOverview(copy: Dictionary) {
  const { fromPrices } = copy.pricing;
  const service = (id: ServiceId) => {
    const { title, summary, goToLink } = serviceOf(copy.services, id);
    return { id, title, summary, goToLink };
  };
  return [
    {
      service: service("website-development"),
      art: { kind: "web" as const },
      startingPrice: fromPrices.website.price,
      highlights: highlights(copy.webServices.webServices),
    },
    {
      service: service("app-development"),
      art: { kind: "app" as const },
      startingPrice: fromPrices.app.price,
      highlights: highlights(copy.appServices.appServices),
    },
    {
      service: service("graphic-designing"),
      art: { kind: "graphic" as const, posterArt: copy.art.posterArt },
      startingPrice: fromPrices.graphic.price,
      highlights: highlights(copy.graphic.graphicServices),
    },
    {
      service: service("digital-marketing"),
      art: { kind: "digital" as const },
      startingPrice: fromPrices.seoMonthly.price,
      perMonth: true,
      highlights: highlights(copy.digitalServices.digitalServices),
    },
  ];
}
