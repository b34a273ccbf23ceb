import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "../schema";
import * as en from "../site";
import { compareTwins } from "../twins";
import * as hi from "./site";

/** The words of the site config; everything else is a fact shared by both languages. */
const words = (site: typeof en.site | typeof hi.site) => ({
  tagline: site.tagline,
  description: site.description,
  chatLabel: site.chat.label,
  officeHours: site.officeHours,
  locality: site.address.locality,
  region: site.address.region,
});

describe("Hindi site", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(words(en.site), words(hi.site))).toEqual([]);
  });

  it("keeps every fact of the English module", () => {
    expect(Object.keys(hi.site).sort()).toEqual(Object.keys(en.site).sort());
    const { tagline, description, chat, officeHours, address, ...facts } = hi.site;
    const {
      tagline: _t,
      description: _d,
      chat: enChat,
      officeHours: _o,
      address: enAddress,
      ...enFacts
    } = en.site;
    expect(facts).toEqual(enFacts);
    expect(chat.url).toBe(enChat.url);
    expect(address).toEqual({
      ...enAddress,
      locality: enAddress.hindi.locality,
      region: enAddress.hindi.region,
    });
    expect("placeholders" in hi).toBe(false);
  });

  it("passes the same schema", () => {
    expect(() => siteConfigSchema.parse(hi.site)).not.toThrow();
  });
});
