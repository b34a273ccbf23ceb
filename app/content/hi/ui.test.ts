import { describe, expect, it } from "vitest";
import { compareTwins } from "../twins";
import * as en from "../ui";
import { uiCopySchema } from "../ui.schema";
import * as hi from "./ui";

describe("Hindi ui", () => {
  it("has every entry of the English module, translated", () => {
    // The logo is the brand name and the staff inbox's error page is English only: both are shared.
    const { logo: enLogo, adminErrorPage: enAdmin, ...enRest } = en.ui;
    const { logo: hiLogo, adminErrorPage: hiAdmin, ...hiRest } = hi.ui;
    // A page title is the page's own (already Hindi) title and the brand: no words of its own.
    const pageTitle = en.ui.meta.title("12");
    expect(compareTwins({ ui: enRest }, { ui: hiRest }, ["WhatsApp", pageTitle])).toEqual([]);
    expect(hiLogo).toBe(enLogo);
    expect(hiAdmin).toBe(enAdmin);
  });

  it("passes the same schema", () => {
    expect(() => uiCopySchema.parse(hi.ui)).not.toThrow();
  });
});
