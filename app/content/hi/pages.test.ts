import { describe, expect, it } from "vitest";
import { sitePages } from "~/lib/site-routes";
import * as en from "../pages";
import { compareTwins } from "../twins";
import * as hi from "./pages";

const exports = (m: typeof en | typeof hi) => ({ pages: m.pages, notFoundCopy: m.notFoundCopy });

/** ₹ amounts in a text, in order. */
const prices = (text: string) => text.match(/₹\d+(?:,\d+)*/g) ?? [];

describe("Hindi pages", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(exports(en), exports(hi))).toEqual([]);
  });

  it("quotes the same prices as the English descriptions", () => {
    for (const page of sitePages)
      expect(prices(hi.pages[page.path].description), page.path).toEqual(
        prices(en.pages[page.path].description),
      );
  });

  it("names the policy pages as the Hindi policies do", () => {
    expect(hi.pages["/Cancellation-and-Refund"].heading).toBe("कैंसलेशन और रिफ़ंड पॉलिसी");
    expect(hi.pages["/privacy-policy"].heading).toBe("प्राइवेसी पॉलिसी");
    expect(hi.pages["/Shipping-and-Delivery"].heading).toBe("शिपिंग और डिलीवरी पॉलिसी");
    expect(hi.pages["/terms-and-conditions"].heading).toBe("नियम और शर्तें");
  });
});
