/**
 * Every price and plan figure of the site (docs/requirements.md), in whole rupees, the same in
 * every language. /pricing, the service pages, the page descriptions and the Offer JSON-LD all
 * read them here, so a price changes in one place; the words around them are in
 * ./en.ts and ./hi.ts.
 */
export const graphicPrices = [
  { id: "logo-design", price: 999 },
  { id: "poster-design", price: 699 },
  { id: "banner-flex-board", price: 899 },
  { id: "ui-ux-design", price: 1499 },
  { id: "social-media-post", price: 499 },
] as const;
export type GraphicPriceId = (typeof graphicPrices)[number]["id"];

export const appPackage = { id: "app-development", price: 74999 } as const;

export const websitePackages = [
  { id: "custom-website", price: 30000, pages: { min: 10, max: 15 } },
  { id: "wordpress-website", price: 45999, pages: { min: 20, max: 25 } },
  { id: "e-commerce-website", price: 75999 },
] as const;
export type WebsitePackageId = (typeof websitePackages)[number]["id"];

/** Support channels, in the order they are added as plans grow. */
export const supportChannels = ["email", "phone", "chat", "meeting"] as const;
export type SupportChannel = (typeof supportChannels)[number];

/** The features an SEO plan lists, in order; each plan says which it includes. */
export const seoFeatures = ["reports", "gmb", "blogs", "bookmarking", "socialPosts"] as const;
export type SeoFeature = (typeof seoFeatures)[number];

/**
 * The monthly SEO plans. Prices and counts are the brief's; so are GMB and the social posts of
 * SEO Advanced, and the 16 posts, 4 blogs and 30 bookmarkings of the top plan (`counts`). Where
 * the brief gives no figure, a feature is named without one.
 */
export const seoPlans = [
  {
    id: "seo-kickstart",
    monthlyPrice: 16550,
    keywords: 25,
    backlinks: 50,
    landingPages: 5,
    includes: ["reports"],
    counts: {},
    support: ["email"],
  },
  {
    id: "seo-essential",
    monthlyPrice: 28999,
    keywords: 50,
    backlinks: 100,
    landingPages: 10,
    includes: ["reports", "blogs", "bookmarking"],
    counts: {},
    support: ["email", "phone"],
  },
  {
    id: "seo-advanced",
    monthlyPrice: 40999,
    keywords: 75,
    backlinks: 150,
    landingPages: 15,
    includes: ["reports", "gmb", "blogs", "bookmarking", "socialPosts"],
    counts: { socialPosts: { perNetwork: 8, networks: 4 } },
    support: ["email", "phone", "chat"],
  },
  {
    id: "seo-professional",
    monthlyPrice: 60999,
    keywords: 100,
    backlinks: 200,
    landingPages: 30,
    includes: ["reports", "gmb", "blogs", "bookmarking", "socialPosts"],
    counts: { blogs: 4, bookmarking: 30, socialPosts: { perNetwork: 16, networks: 4 } },
    support: ["email", "phone", "chat", "meeting"],
  },
] as const satisfies readonly {
  id: string;
  monthlyPrice: number;
  keywords: number;
  backlinks: number;
  landingPages: number;
  includes: readonly SeoFeature[];
  counts: {
    blogs?: number;
    bookmarking?: number;
    socialPosts?: { perNetwork: number; networks: number };
  };
  support: readonly SupportChannel[];
}[];
export type SeoPlanId = (typeof seoPlans)[number]["id"];

/** A "Most popular" badge shows on a plan only when it is true; the brief names none. */
export const popularSeoPlan: SeoPlanId | null = null;

function lowest(amounts: readonly number[]): number {
  return Math.min(...amounts);
}

function graphicPrice(id: GraphicPriceId): number {
  const item = graphicPrices.find((g) => g.id === id);
  if (!item) throw new Error(`no graphic price ${id}`);
  return item.price;
}

/** The "from" prices quoted in page descriptions and answers, derived from the lists above. */
export const fromPrices = {
  website: lowest(websitePackages.map((p) => p.price)),
  app: appPackage.price,
  graphic: lowest(graphicPrices.map((p) => p.price)),
  logo: graphicPrice("logo-design"),
  socialPost: graphicPrice("social-media-post"),
  seoMonthly: lowest(seoPlans.map((p) => p.monthlyPrice)),
} as const;
