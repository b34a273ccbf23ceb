/**
 * The four cards of /services, in the request's language: each service's title, summary and
 * page, the first four things its page offers and its starting price, formatted here from the
 * figures of app/content/pricing/facts.ts. Only what the cards show reaches the page's loader data.
 */

import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import type { Dictionary } from "~/content/dictionary.server";
import { fromPrices } from "~/content/pricing/facts";
import type { ServiceOverview } from "~/routes/services/service-overview-card";

/** A card names the first four things its service page offers. */
const highlights = (list: readonly { title: string }[]) => list.slice(0, 4).map((o) => o.title);

export function servicesOverview(copy: Dictionary, locale: Locale): ServiceOverview[] {
  const format = formatters[locale];
  const service = (id: string) => {
    const found = copy.services.services.find((s) => s.id === id);
    if (!found) throw new Error(`no service ${id}`);
    const { title, summary, goToLink } = found;
    return { id, title, summary, goToLink };
  };
  return [
    {
      service: service("website-development"),
      art: { kind: "web" },
      startingPrice: format.price(fromPrices.website),
      highlights: highlights(copy.webServices.webServices),
    },
    {
      service: service("app-development"),
      art: { kind: "app" },
      startingPrice: format.price(fromPrices.app),
      highlights: highlights(copy.appServices.appServices),
    },
    {
      service: service("graphic-designing"),
      art: { kind: "graphic", posterArt: copy.art.posterArt },
      startingPrice: format.price(fromPrices.graphic),
      highlights: highlights(copy.graphic.graphicServices),
    },
    {
      service: service("digital-marketing"),
      art: { kind: "digital" },
      startingPrice: format.price(fromPrices.seoMonthly),
      perMonth: true,
      highlights: highlights(copy.digitalServices.digitalServices),
    },
  ];
}
