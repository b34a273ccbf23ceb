import { describe, expect, it } from "vitest";
import { parseVitalsBeacon } from "./vitals.server";

describe("parseVitalsBeacon", () => {
  it("keeps valid metrics of a known page", () => {
    expect(
      parseVitalsBeacon({
        path: "/pricing",
        metrics: [{ name: "LCP", value: 1234.5, rating: "good" }],
      }),
    ).toEqual([{ path: "/pricing", name: "LCP", value: 1234.5 }]);
  });

  it("files aliases under their page and unknown paths under other", () => {
    expect(
      parseVitalsBeacon({ path: "/paid-internship", metrics: [{ name: "CLS", value: 0 }] })?.[0]
        ?.path,
    ).toBe("/internship");
    expect(
      parseVitalsBeacon({ path: "/x?secret=1", metrics: [{ name: "CLS", value: 0 }] })?.[0]?.path,
    ).toBe("other");
  });

  it("rejects malformed beacons", () => {
    expect(parseVitalsBeacon(null)).toBeNull();
    expect(parseVitalsBeacon({ path: "/", metrics: [] })).toBeNull();
    expect(parseVitalsBeacon({ path: "/", metrics: [{ name: "FID", value: 1 }] })).toBeNull();
    expect(parseVitalsBeacon({ path: "/", metrics: [{ name: "LCP", value: -1 }] })).toBeNull();
    expect(
      parseVitalsBeacon({ path: "/", metrics: [{ name: "LCP", value: Number.NaN }] }),
    ).toBeNull();
  });
});
