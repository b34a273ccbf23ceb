/**
 * TRANSITION ONLY (issue 38): the services' words and facts under the names their old modules
 * exported (./en.ts, ./hi.ts, ./facts.ts), made from the shipped files, for the topics still
 * written as TypeScript (about, graphic, structured-data). Removed with the last of them.
 */
import type { Locale } from "~/base/locale";
import { shell } from "../shell";
import { shippedCopy, shippedView } from "../shell/transition";
import { site } from "../site";
import { services } from "./index";
import type { ServiceId, ServicesWords } from "./schema";

export const serviceFacts = shippedView(services, "en").facts.services;

/** The services' words in `locale`, under the names ./en.ts and ./hi.ts exported. */
export function servicesModule(locale: Locale) {
  const { services: copy } = shippedCopy(services, locale, {
    shell: shippedView(shell, locale),
    site: shippedView(site, locale),
  });
  return {
    // The old modules' type: one entry per service id (the publish check makes it so).
    cards: shippedView(services, locale).words.cards as Record<
      ServiceId,
      ServicesWords["cards"][string]
    >,
    servicePageEyebrow: copy.servicePageEyebrow,
    servicesPage: copy.servicesPage,
    serviceCardCopy: copy.serviceCardCopy,
  };
}
