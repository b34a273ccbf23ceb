import { describe, expect, it } from "vitest";
import * as en from "../apps";
import { notableAppCopySchema, notableAppSchema, platformSchema } from "../apps.schema";
import { compareTwins } from "../twins";
import * as hi from "./apps";

/**
 * Same in both languages: the phone screens drawn and the platform ids (enum values, not
 * words), and the names Android and iOS; "Web admin panel" has its Hindi label in the copy.
 */
const sameInBoth = [
  ...notableAppSchema.shape.screen.options,
  ...platformSchema.options,
  "Android",
  "iOS",
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
    notableAppCopySchema.parse(hi.notableAppCopy);
  });

  it("keeps the ids, platforms and screens of the English apps", () => {
    const facts = (list: typeof en.notableApps | typeof hi.notableApps) =>
      list.map((a) => [a.id, a.platforms, a.screen]);
    expect(facts(hi.notableApps)).toEqual(facts(en.notableApps));
  });
});
