/**
 * Every price of /pricing (docs/requirements.md), in whole rupees. The page, the service pages and
 * the Offer JSON-LD all read these lists, so a price changes in one place.
 */

import { indianDigits } from "./format";
import type { Package, SeoPlan, StartingPrice, SupportChannel } from "./pricing.schema";
import type { Placeholder } from "./schema";

/** ₹ with Indian digit grouping: 74999 → "₹74,999". */
export function formatInr(amount: number): string {
  return `₹${indianDigits(amount)}`;
}

export const graphicPrices = [
  {
    id: "logo-design",
    name: "Logo Design",
    price: 999,
    description: "A custom logo with two revisions, delivered in PNG, SVG and print formats.",
  },
  {
    id: "poster-design",
    name: "Poster Design",
    price: 699,
    description:
      "An eye-catching poster for events, offers or announcements, print- and web-ready.",
  },
  {
    id: "banner-flex-board",
    name: "Banner / Flex Board",
    price: 899,
    description: "Shop signs, hoardings and flex boards sized to your printer's exact dimensions.",
  },
  {
    id: "ui-ux-design",
    name: "UI/UX Design",
    price: 1499,
    description: "Clean, usable screens for a website or an app, starting from a single page.",
  },
  {
    id: "social-media-post",
    name: "Social Media Post",
    price: 499,
    description: "A branded post for Instagram, Facebook or LinkedIn, sized for each network.",
  },
] as const satisfies readonly StartingPrice[];

export const appPackage = {
  id: "app-development",
  name: "App Development",
  price: 74999,
  description:
    "A complete Android and iOS app with the admin panel behind it, designed, built, tested and published for you.",
  features: [
    "Android and iOS, native or cross-platform",
    "UI/UX design with a clickable prototype",
    "Admin panel with admin, sub-admin and user roles",
    "Payment, maps and API integration",
    "Play Store and App Store publishing",
  ],
} as const satisfies Package;

export const websitePackages = [
  {
    id: "custom-website",
    name: "Custom Website",
    price: 30000,
    scope: "10–15 pages",
    description: "A hand-built business website designed around your brand and your customers.",
    features: [
      "Custom design, no templates",
      "Mobile-first and fast on 4G",
      "Enquiry form and WhatsApp button",
      "Basic on-page SEO",
      "Domain, hosting and SSL setup",
    ],
  },
  {
    id: "wordpress-website",
    name: "WordPress Website",
    price: 45999,
    scope: "20–25 pages",
    description: "A larger site your team can update themselves, with a blog and easy editing.",
    features: [
      "Edit text, images and offers yourself",
      "Blog with categories and search",
      "Speed and security plugins set up",
      "Basic on-page SEO",
      "Training session for your team",
    ],
  },
  {
    id: "e-commerce-website",
    name: "E-commerce Website",
    price: 75999,
    description: "An online store that takes orders and payments from day one.",
    features: [
      "Product catalogue with categories",
      "Cart, checkout, UPI and card payments",
      "Order and stock management",
      "GST-ready invoices",
      "Admin panel for your team",
    ],
  },
] as const satisfies readonly Package[];

/** Support channels, in the order they are added as plans grow. */
export const supportChannels = [
  { id: "email", label: "Email support" },
  { id: "phone", label: "Phone support" },
  { id: "chat", label: "Chat support" },
  { id: "meeting", label: "Review meetings" },
] as const satisfies readonly { id: SupportChannel; label: string }[];

/**
 * The monthly SEO plans. Prices and counts are the required; so are GMB and the social
 * posts of SEO Advanced, and the 16 posts, 4 blogs and 30 bookmarkings of the top plan. Where the
 * brief gives no figure, a row names the feature without inventing one.
 */
export const seoPlans = [
  {
    id: "seo-kickstart",
    name: "SEO Kickstart",
    monthlyPrice: 16550,
    keywords: 25,
    backlinks: 50,
    landingPages: 5,
    features: [
      { label: "SEO progress reports", included: true },
      { label: "Google My Business (GMB) optimisation", included: false },
      { label: "Blog posts and articles", included: false },
      { label: "Social bookmarking", included: false },
      { label: "Social media posts", included: false },
    ],
    support: ["email"],
  },
  {
    id: "seo-essential",
    name: "SEO Essential",
    monthlyPrice: 28999,
    keywords: 50,
    backlinks: 100,
    landingPages: 10,
    features: [
      { label: "SEO progress reports", included: true },
      { label: "Google My Business (GMB) optimisation", included: false },
      { label: "Blog posts and articles", included: true },
      { label: "Social bookmarking", included: true },
      { label: "Social media posts", included: false },
    ],
    support: ["email", "phone"],
  },
  {
    id: "seo-advanced",
    name: "SEO Advanced",
    monthlyPrice: 40999,
    keywords: 75,
    backlinks: 150,
    landingPages: 15,
    features: [
      { label: "SEO progress reports", included: true },
      { label: "Google My Business (GMB) optimisation", included: true },
      { label: "Blog posts and articles", included: true },
      { label: "Social bookmarking", included: true },
      { label: "8 posts a month on each of 4 social networks", included: true },
    ],
    support: ["email", "phone", "chat"],
  },
  {
    id: "seo-professional",
    name: "SEO Professional",
    monthlyPrice: 60999,
    keywords: 100,
    backlinks: 200,
    landingPages: 30,
    features: [
      { label: "SEO progress reports", included: true },
      { label: "Google My Business (GMB) optimisation", included: true },
      { label: "4 blogs a month, and articles", included: true },
      { label: "30 social bookmarkings a month", included: true },
      { label: "16 posts a month on each of 4 social networks", included: true },
    ],
    support: ["email", "phone", "chat", "meeting"],
  },
] as const satisfies readonly SeoPlan[];

function lowest(amounts: readonly number[]): number {
  return Math.min(...amounts);
}

function graphicPrice(id: (typeof graphicPrices)[number]["id"]): number {
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

/** How a price is said: "Starting at ₹999", "₹16,550 / month". */
export const priceLabels = {
  startingAt: "Starting at",
  perMonth: "/ month",
} as const;

/** Said to screen readers before a plan feature, which is also shown by icon and styling. */
export const featureLabels = {
  included: "Included:",
  notIncluded: "Not included:",
} as const;

/** Labels of the package and SEO plan cards. */
export const planCardCopy = {
  getQuote: { label: "Get a quote", to: "/contact-us" },
  mostPopular: "Most popular",
  stats: { keywords: "Keywords", backlinks: "Backlinks", landingPages: "Landing pages" },
  support: "Support",
  contact: "Contact Us",
  contactLabel: (plan: string) => `Contact Us about ${plan} on WhatsApp (opens in a new tab)`,
} as const;

/** /pricing: hero and the four sections, in page order (the hero's jump links follow it). */
export const pricingPage = {
  hero: { eyebrow: "Pricing" },
  sections: {
    graphic: {
      eyebrow: "Graphic Design",
      title: "Design that gets noticed",
      intro: "Starting prices per design. Bundles of posts and brand kits are quoted on request.",
    },
    app: {
      eyebrow: "App Development",
      title: "Your app, on both stores",
      intro: "Every app is scoped and quoted in writing; this is where a complete app starts.",
    },
    website: {
      eyebrow: "Website Development",
      title: "Websites for every stage of your business",
      intro: "Domain, hosting and SSL setup are part of every website we build.",
    },
    digital: {
      eyebrow: "Digital Marketing",
      title: "Monthly SEO plans",
      intro:
        "Pick the plan that matches your goals; every plan includes an on-page SEO audit and regular ranking reports. Message us to start or to ask what fits.",
    },
  },
} as const;

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "What each package includes: the feature lists of the website and app packages and the graphic design descriptions (revisions, formats)",
    value: [appPackage, ...websitePackages]
      .map((p) => `${p.name}: ${p.features.join(", ")}`)
      .join(" | "),
    replaceWith:
      "What the agency really includes at these prices; the brief gives only prices and page counts",
  },
];
