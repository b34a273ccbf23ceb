/**
 * Each brand fact is typed once, in site/facts.json, and each price or fee once, in
 * pricing/facts.json or internship/facts.json; everything else derives from them. This scans the
 * source the site is built from (app/, public/, server/, scripts/) for the facts' literal text
 * anywhere else.
 *
 * Tests are not scanned: the content tests repeat the required values on purpose (that
 * is what they check), and other tests read copy from the content modules.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatInr } from "~/base/format";
import { shippedDocuments } from "./content";
import { dictionary } from "./shipped";

const { programmes, scholarship } = shippedDocuments().internship.facts;
const site = dictionary("en").siteFacts;

const root = path.resolve(import.meta.dirname, "../../..");
const scanned = ["app", "public", "server", "scripts"];
const text = /\.(ts|tsx|js|mjs|css|json|webmanifest|svg|html|txt|xml)$/;

function sourceFiles(): string[] {
  return scanned.flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
      .filter((file) => text.test(file) && !/\.test\.tsx?$/.test(file)),
  );
}

const files = new Map(sourceFiles().map((f) => [f, readFileSync(path.join(root, f), "utf8")]));

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface Needle {
  name: string;
  pattern: RegExp;
  /** Where the fact may be typed. */
  homes: readonly string[];
}

/** Each needle found outside its homes, with the files that hold it. */
function offenders(needles: readonly Needle[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const needle of needles) {
    const where = [...files]
      .filter(([file, body]) => !needle.homes.includes(file) && needle.pattern.test(body))
      .map(([file]) => file);
    if (where.length > 0) found[needle.name] = where;
  }
  return found;
}

const siteHome = ["app/content/site/facts.json"];
const literal = (name: string, value: string): Needle => {
  expect(value.length, name).toBeGreaterThanOrEqual(4);
  return { name, pattern: new RegExp(escapeRegExp(value)), homes: siteHome };
};

/** Brand facts that site/facts.json types out literally (each must be found there, or the scan is void). */
const brandLiterals: Needle[] = [
  literal("brand name", site.brandName),
  literal("short name", site.shortName),
  literal("legal name", site.legalName),
  literal("PIN code", site.address.postalCode),
  ...Object.values(site.emails).map((email) => literal(email, email)),
  literal("mobile number", site.phoneMobile.display),
  literal("desktop number", site.phoneDesktop.display),
  ...site.social.map((profile) => literal(`${profile.network} profile`, profile.url)),
];

/** Forms of the brand facts that only helpers build (never typed anywhere, site/facts.json included). */
const brandDerived: Needle[] = [
  literal("mobile number (E.164)", site.phoneMobile.e164),
  literal("desktop number (E.164)", site.phoneDesktop.e164),
  literal("WhatsApp link", site.chatUrl),
  literal("office hours", dictionary("en").site.officeHours),
  {
    name: "founding year",
    pattern: new RegExp(`(?<![\\w+-])${site.foundedYear}(?![\\w-])`),
    homes: siteHome,
  },
];

const { graphicPrices, appPackage, websitePackages, seoPlans } = shippedDocuments().pricing.facts;

/** Every price and fee of the site, in whole rupees. */
const amounts = [
  ...graphicPrices.map((p) => p.price),
  appPackage.price,
  ...websitePackages.map((p) => p.price),
  ...seoPlans.map((p) => p.monthlyPrice),
  ...programmes.flatMap((p) => [p.fee, p.registrationFee]),
  scholarship.testFee,
].filter((amount) => amount > 0);

const priceHomes = ["app/content/pricing/facts.json", "app/content/internship/facts.json"];
/** "₹74,999" (or "₹ 74,999"), and "74,999" on its own for amounts with a digit group. */
const priceNeedles: Needle[] = [...new Set(amounts)].map((amount) => {
  const grouped = escapeRegExp(formatInr(amount).slice(1));
  const bare = amount >= 1000 ? `|(?<![\\d,.])${grouped}(?![\\d,])` : "";
  return {
    name: formatInr(amount),
    pattern: new RegExp(`₹\\s?${grouped}(?![\\d,])${bare}`),
    homes: priceHomes,
  };
});

describe("one home for each fact", () => {
  it("scans the whole site source, not a vacuous subset", () => {
    expect(files.size).toBeGreaterThan(100);
    for (const file of [
      "app/content/site/facts.json",
      "app/content/pages/en.json",
      "app/content/home/en.json",
      "app/content/about/en.json",
      "app/content/policies/facts.json",
      "server/blog/source.ts",
      "app/lib/pages/structured-data/site.server.ts",
      "app/routes/site-webmanifest.ts",
      "app/routes/about/hero-art.tsx",
      "server/mail/templates.ts",
      "scripts/make-images.ts",
    ]) {
      expect(files.has(file), file).toBe(true);
    }
    expect(amounts.length).toBeGreaterThanOrEqual(18);
  });

  it("finds each literal brand fact in site/facts.json itself (so the patterns can match)", () => {
    const home = files.get("app/content/site/facts.json") ?? "";
    for (const needle of brandLiterals) expect(needle.pattern.test(home), needle.name).toBe(true);
  });

  it("matches prices exactly: ₹499 is not ₹4,999 and 74,999 is not 1,74,999", () => {
    const find = (name: string, sample: string) =>
      priceNeedles.find((n) => n.name === name)?.pattern.test(sample);
    expect(find("₹499", "posts from ₹499.")).toBe(true);
    expect(find("₹499", "only ₹4,999 or ₹4990")).toBe(false);
    expect(find("₹74,999", "apps from ₹74,999")).toBe(true);
    expect(find("₹74,999", "apps from 74,999 rupees")).toBe(true);
    expect(find("₹74,999", "₹1,74,999 or 74,9990")).toBe(false);
  });

  it("types each brand fact only in site/facts.json", () => {
    expect(offenders([...brandLiterals, ...brandDerived])).toEqual({});
  });

  it("types each price and fee only in the pricing and internship facts", () => {
    expect(offenders(priceNeedles)).toEqual({});
  });
});

describe("one home for each duration, range and count the words quote", () => {
  /** The programmes' lengths, the reply time and the copyright year, spelled as copy would type them. */
  const spelled: Needle[] = [
    {
      name: "programme lengths in words or digits",
      pattern:
        /\b(30|45)-day\b|three-month|forty-five|\b(30|45) days\b|\b(30|45) दिन|तीन महीने|पैंतालीस/i,
      // Their home, and the formatter's examples in its comments.
      homes: ["app/content/internship/facts.json", "app/base/format.ts"],
    },
    {
      name: "reply time",
      pattern: /one working day|एक कामकाजी दिन/,
      homes: ["app/base/format.ts"],
    },
    {
      name: "page ranges and SEO plan counts",
      pattern: /\b(10|20)[-–](15|25) pages\b|\b(25|50|75|100) keywords\b|\d+ backlinks\b/,
      // The schemas' comments give an example of the line they describe.
      homes: ["app/content/pricing/schema.ts", "app/content/digital-services/schema.ts"],
    },
    { name: "copyright years", pattern: /© ?20\d\d/, homes: [] },
  ];

  it("finds none of them typed in the content's words or in components", () => {
    expect(offenders(spelled)).toEqual({});
  });

  it("still writes them out on the pages, from the facts", () => {
    const en = dictionary("en");
    expect(
      (en.pages as { pages: Record<string, { intro: string }> }).pages["/internship"]?.intro,
    ).toContain("30-day");
    expect(JSON.stringify(dictionary("hi").contact)).toContain("एक कामकाजी दिन");
  });
});
