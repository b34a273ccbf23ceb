import { describe, expect, it } from "vitest";
import { serviceSchema } from "../schema";
import * as en from "../services";
import { compareTwins } from "../twins";
import * as hi from "./services";

/** `img` names the lucide icon drawn for a service: an identifier, not a word. */
const iconNames = en.services.map((service) => service.img);

describe("Hindi services", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins({ services: en.services }, { services: hi.services }, iconNames)).toEqual(
      [],
    );
  });

  it("passes the same schema", () => {
    for (const service of hi.services) serviceSchema.parse(service);
  });

  it("keeps the ids, icons and links of the English services", () => {
    const facts = (list: typeof en.services | typeof hi.services) =>
      list.map((s) => [s.id, s.img, s.goToLink]);
    expect(facts(hi.services)).toEqual(facts(en.services));
  });
});
