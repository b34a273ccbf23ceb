import { describe, expect, it } from "vitest";
import * as en from "../apps";
import { notableAppSchema } from "../apps.schema";
import { compareTwins } from "../twins";
import * as hi from "./apps";

/**
 * Same in both languages: the phone screens drawn (enum values, not words) and the platforms,
 * which the schema fixes as an English enum ("Android", "iOS", "Web admin panel"); the card
 * shows them as they are, so "Web admin panel" needs a Hindi label in the component.
 */
const sameInBoth = [
  ...notableAppSchema.shape.screen.options,
  ...notableAppSchema.shape.platforms.element.options,
];

describe("Hindi apps", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { notableApps: en.notableApps, notableAppCopy: en.notableAppCopy },
        { notableApps: hi.notableApps, notableAppCopy: hi.notableAppCopy },
        sameInBoth,
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const app of hi.notableApps) notableAppSchema.parse(app);
  });

  it("keeps the ids, platforms and screens of the English apps", () => {
    const facts = (list: typeof en.notableApps | typeof hi.notableApps) =>
      list.map((a) => [a.id, a.platforms, a.screen]);
    expect(facts(hi.notableApps)).toEqual(facts(en.notableApps));
  });
});
