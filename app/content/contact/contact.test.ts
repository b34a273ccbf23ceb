import { describe, expect, it } from "vitest";
import { dictionary } from "../shipped";
import { site } from "../site/facts";
import { contactContentSchema } from "./schema";

describe("contact content", () => {
  it("parses with its schema, in both languages", () => {
    expect(() => contactContentSchema.parse(dictionary("en").contact.contact)).not.toThrow();
    expect(() => contactContentSchema.parse(dictionary("hi").contact.contact)).not.toThrow();
  });

  it("gives the studio's details of site.ts, its place names in the page's language", () => {
    const en = dictionary("en").contact.studio;
    const hi = dictionary("hi").contact.studio;
    expect(en).toEqual({
      legalName: site.legalName,
      careersEmail: site.emails.careers,
      address: {
        locality: dictionary("en").site.locality,
        region: dictionary("en").site.region,
        postalCode: site.address.postalCode,
      },
    });
    expect(hi.address).toEqual({
      locality: dictionary("hi").site.locality,
      region: dictionary("hi").site.region,
      postalCode: site.address.postalCode,
    });
  });
});
