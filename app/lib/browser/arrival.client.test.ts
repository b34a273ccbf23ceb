import { describe, expect, it } from "vitest";
import { arrivalField, paidClicks } from "~/base/arrival";
import { clientArrival } from "./arrival.client";

describe("the first touch's script", () => {
  it("names the form field and the kinds of ad click as app/base/arrival.ts does", () => {
    expect(clientArrival).toEqual({ field: arrivalField, ...paidClicks });
  });
});
