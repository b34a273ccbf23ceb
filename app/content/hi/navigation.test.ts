import { describe, expect, it } from "vitest";
import * as en from "../navigation";
import { type NavLink, navLinkSchema } from "../schema";
import { compareTwins } from "../twins";
import * as hi from "./navigation";

const menus = (m: typeof en | typeof hi) => ({
  serviceLinks: m.serviceLinks,
  servicesMenu: m.servicesMenu,
  mainNav: m.mainNav,
  footerQuickLinks: m.footerQuickLinks,
  footerPolicyLinks: m.footerPolicyLinks,
});

describe("Hindi navigation", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(menus(en), menus(hi))).toEqual([]);
  });

  it("keeps every link of the English menus", () => {
    const links = (m: typeof en | typeof hi) =>
      (
        [
          ...m.serviceLinks,
          m.servicesMenu.all,
          ...m.mainNav.before,
          ...m.mainNav.after,
          ...m.footerQuickLinks,
          ...m.footerPolicyLinks,
        ] as NavLink[]
      ).map(({ href, external }) => ({ href, external }));
    expect(links(hi)).toEqual(links(en));
  });

  it("passes the same schema", () => {
    const all = [
      ...hi.serviceLinks,
      hi.servicesMenu.all,
      ...hi.mainNav.before,
      ...hi.mainNav.after,
      ...hi.footerQuickLinks,
      ...hi.footerPolicyLinks,
    ];
    for (const link of all) expect(() => navLinkSchema.parse(link)).not.toThrow();
  });
});
