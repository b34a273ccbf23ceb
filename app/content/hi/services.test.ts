import { describe, expect, it } from "vitest";
import { serviceSchema } from "../schema";
import { callToActionSchema } from "../sections.schema";
import * as en from "../services";
import { compareTwins } from "../twins";
import * as hi from "./services";

/** `img` names the lucide icon drawn for a service: an identifier, not a word. */
const iconNames = en.services.map((service) => service.img);

describe("Hindi services", () => {
  it("has every entry of the English module, translated", () => {
    const exports = (m: typeof en | typeof hi) => ({
      services: m.services,
      servicePageEyebrow: m.servicePageEyebrow,
      servicesPage: m.servicesPage,
      serviceCardCopy: m.serviceCardCopy,
      serviceById: m.services.map((s) => m.serviceById(s.id)),
    });
    expect(compareTwins(exports(en), exports(hi), iconNames)).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const service of hi.services) serviceSchema.parse(service);
    callToActionSchema.parse(hi.servicesPage.cta);
  });

  it("keeps the ids, icons and links of the English services", () => {
    const facts = (list: typeof en.services | typeof hi.services) =>
      list.map((s) => [s.id, s.img, s.goToLink]);
    expect(facts(hi.services)).toEqual(facts(en.services));
  });

  it("counts the services from the list and finds them by id", () => {
    expect(hi.servicesPage.listHeading).toBe("हमारी चार सेवाएँ");
    for (const service of en.services) {
      expect(hi.serviceById(service.id)).toBe(hi.services.find((s) => s.id === service.id));
      expect(hi.serviceById(service.id).goToLink).toBe(service.goToLink);
    }
    expect(hi.serviceCardCopy.exploreLabel("ऐप डेवलपमेंट")).toContain("ऐप डेवलपमेंट");
  });
});
