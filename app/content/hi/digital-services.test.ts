import { describe, expect, it } from "vitest";
import { servicePageCopySchema } from "../app-services.schema";
import * as en from "../digital-services";
import { compareTwins } from "../twins";
import { offeringSchema } from "../web-services.schema";
import * as hi from "./digital-services";

describe("Hindi digital-services", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { digitalServices: en.digitalServices, digitalMarketingPage: en.digitalMarketingPage },
        { digitalServices: hi.digitalServices, digitalMarketingPage: hi.digitalMarketingPage },
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const card of hi.digitalServices) offeringSchema.parse(card);
    servicePageCopySchema.parse(hi.digitalMarketingPage);
  });

  it("keeps the ids and icons of the English cards", () => {
    expect(hi.digitalServices.map((c) => [c.id, c.icon])).toEqual(
      en.digitalServices.map((c) => [c.id, c.icon]),
    );
  });

  it("counts the services in words and says the plan's numbers", () => {
    expect(hi.digitalMarketingPage.sections.services.intro).toMatch(/^छह तरीके/);
    expect(
      hi.digitalMarketingPage.planCounts({ keywords: 25, backlinks: 50, landingPages: 5 }),
    ).toBe("25\u00a0कीवर्ड · 50\u00a0बैकलिंक · 5\u00a0लैंडिंग\u00a0पेज");
    expect(hi.digitalMarketingPage.comparePlans.to).toBe(en.digitalMarketingPage.comparePlans.to);
  });
});
