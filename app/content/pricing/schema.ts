/**
 * The rule of every price and plan of the site (docs/requirements.md): the figures, the same in
 * every language (./facts.json: `pricingFactsSchema`), and the words of /pricing and of the prices
 * other pages quote (./en.json and its Hindi twin: `pricingWordsSchema`). ./index.ts joins them
 * into what the pages show (`PricingCopy`).
 */
import type { z } from "zod";
import {
  choice,
  count,
  flag,
  group,
  keyed,
  list,
  rupees,
  sitePath,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** The graphic design items of /pricing; the logo's and the social post's prices are quoted elsewhere. */
export const graphicPriceIds = [
  "logo-design",
  "poster-design",
  "banner-flex-board",
  "ui-ux-design",
  "social-media-post",
] as const;
export type GraphicPriceId = (typeof graphicPriceIds)[number];

export const websitePackageIds = [
  "custom-website",
  "wordpress-website",
  "e-commerce-website",
] as const;
export type WebsitePackageId = (typeof websitePackageIds)[number];

export const seoPlanIds = [
  "seo-kickstart",
  "seo-essential",
  "seo-advanced",
  "seo-professional",
] as const;
export type SeoPlanId = (typeof seoPlanIds)[number];

/** Support channels, in the order they are added as plans grow. */
export const supportChannels = ["email", "phone", "chat", "meeting"] as const;
export type SupportChannel = (typeof supportChannels)[number];

/** The features an SEO plan lists, in order; each plan says which it includes. */
export const seoFeatures = ["reports", "gmb", "blogs", "bookmarking", "socialPosts"] as const;
export type SeoFeature = (typeof seoFeatures)[number];

/** Each of `keys` once: the brief fixes the set of items, staff may change their order. */
const eachOnce = (keys: readonly string[]) => new Set(keys).size === keys.length;

const graphicPrice = group(
  { title: "Graphic design item", description: "One design priced from a starting amount." },
  {
    id: choice(graphicPriceIds, {
      title: "Item",
      description: "Which design this is; its name and description are in the words.",
    }),
    price: rupees({
      title: "Starting price, in rupees",
      description:
        "Shown on the Pricing page as “from ₹…”; the logo's and the post's are quoted on other pages too.",
    }),
  },
);

const websitePackage = group(
  { title: "Website package", description: "One kind of website with its starting price." },
  {
    id: choice(websitePackageIds, {
      title: "Package",
      description: "Which website package this is; its name and features are in the words.",
    }),
    price: rupees({
      title: "Starting price, in rupees",
      description:
        "Shown on the package's card on the Pricing page; the lowest is quoted as “websites from”.",
    }),
    pages: group(
      {
        title: "Number of pages",
        description:
          "The size of the website, shown on its card (“10–15 pages”). Leave out for none.",
      },
      {
        min: count(
          { title: "Fewest pages", description: "The smaller number of the range." },
          { min: 1, max: 500 },
        ),
        max: count(
          { title: "Most pages", description: "The larger number of the range." },
          { min: 1, max: 500 },
        ),
      },
    )
      .refine((pages) => pages.min < pages.max, {
        message: "the fewest pages must be less than the most",
        path: ["max"],
      })
      .optional(),
  },
);

const planCount = (title: string, description: string, max: number) =>
  count({ title, description }, { min: 1, max });

const seoPlan = group(
  {
    title: "SEO plan",
    description: "One monthly SEO plan as its card on the Pricing page shows it.",
  },
  {
    id: choice(seoPlanIds, {
      title: "Plan",
      description: "Which plan this is; its name is in the words.",
    }),
    monthlyPrice: rupees({
      title: "Price a month, in rupees",
      description: "Shown on the plan's card; the lowest is quoted as “SEO plans from”.",
    }),
    keywords: planCount(
      "Keywords",
      "How many keywords the plan works on, shown on its card.",
      1000,
    ),
    backlinks: planCount("Backlinks", "How many backlinks a month, shown on its card.", 2000),
    landingPages: planCount("Landing pages", "How many landing pages, shown on its card.", 200),
    includes: list(
      {
        title: "Features included",
        description:
          "The features of the list ticked on this plan's card; the others show crossed out.",
      },
      choice(seoFeatures, {
        title: "Feature",
        description: "A feature of the SEO plans' list.",
      }),
      { min: 1, max: seoFeatures.length },
    ).refine(eachOnce, "name each feature once"),
    counts: group(
      {
        title: "Monthly counts",
        description:
          "The figures some features show on this plan's card (“4 blogs a month”); leave one out to name the feature without a figure.",
      },
      {
        blogs: planCount("Blogs a month", "Shown with the blogs feature.", 100).optional(),
        bookmarking: planCount(
          "Social bookmarkings a month",
          "Shown with the social bookmarking feature.",
          500,
        ).optional(),
        socialPosts: group(
          {
            title: "Social media posts",
            description: "Shown with the social media posts feature.",
          },
          {
            perNetwork: planCount("Posts a month on each network", "How many posts a month.", 100),
            networks: planCount("Social networks", "On how many networks.", 10),
          },
        ).optional(),
      },
    ),
    support: list(
      {
        title: "Support",
        description:
          "The support channels ticked on this plan's card; the others show crossed out.",
      },
      choice(supportChannels, {
        title: "Support channel",
        description: "A way the plan's clients reach the team.",
      }),
      { min: 1, max: supportChannels.length },
    ).refine(eachOnce, "name each channel once"),
    popular: flag({
      title: "Most popular",
      description: "Shows the “Most popular” badge on this plan's card.",
    }),
  },
).refine(
  (plan) =>
    (["blogs", "bookmarking", "socialPosts"] as const).every(
      (feature) => plan.counts[feature] === undefined || plan.includes.includes(feature),
    ),
  { message: "a count is given only for a feature the plan includes", path: ["counts"] },
);

/** The figures of every price and plan, the same in every language. */
export const pricingFactsSchema = group(
  {
    title: "Prices",
    description: "Every price and plan figure of the site, in whole rupees.",
  },
  {
    graphicPrices: list(
      {
        title: "Graphic design prices",
        description: "The five designs of the pricing page, in the order shown.",
      },
      graphicPrice,
      boundsOf("graphicPrices"),
    ),
    appPackage: group(
      {
        title: "App development package",
        description: "The app package of the Pricing page and the app development page.",
      },
      {
        price: rupees({
          title: "Starting price, in rupees",
          description: "Shown on the Pricing page and quoted as “apps from” on other pages.",
        }),
      },
    ),
    websitePackages: list(
      {
        title: "Website packages",
        description: "The three website packages of the Pricing page, in the order shown.",
      },
      websitePackage,
      boundsOf("websitePackages"),
    ),
    seoPlans: list(
      {
        title: "SEO plans",
        description: "The four monthly SEO plans, from the smallest to the largest.",
      },
      seoPlan,
      boundsOf("seoPlans"),
    )
      .refine(
        (plans) =>
          plans.every((plan, i) =>
            (plans[i - 1]?.support ?? []).every((channel) => plan.support.includes(channel)),
          ),
        "each plan's support keeps every channel of the plan before it",
      )
      .refine(
        (plans) => plans.filter((plan) => plan.popular).length <= 1,
        "mark at most one plan as the most popular",
      ),
    quotePath: sitePath({
      title: "Get a quote: page",
      description: "The page the Get a quote buttons of the package cards open.",
    }),
  },
);
export type PricingFacts = z.infer<typeof pricingFactsSchema>;

const name = (description: string) => text({ title: "Name", description }, { min: 3, max: 40 });
const itemDescription = (description: string) =>
  text({ title: "Description", description }, { min: 20, max: 160 });
const features = (description: string) =>
  list(
    { title: "What it includes", description },
    text({ title: "Feature", description: "One line of the card's list." }, { min: 5, max: 70 }),
    { min: 3, max: 7 },
  );
const label = (title: string, description: string, max = 30) =>
  text({ title, description }, { min: 2, max });
const section = (title: string, where: string) =>
  group(
    { title, description: `The heading of the ${where} section of the Pricing page.` },
    {
      eyebrow: label(
        "Eyebrow",
        "The small line above the title; the hero's button that jumps to the section shows it too.",
      ),
      title: label("Title", "The section's heading.", 60),
      intro: text(
        { title: "Introduction", description: "The sentence below the heading." },
        { min: 20, max: 140 },
      ),
    },
  );

/** The words of /pricing and of the prices other pages quote, in one language. */
export const pricingWordsSchema = group(
  { title: "Prices in words", description: "The names and descriptions around every price." },
  {
    graphic: keyed(
      {
        title: "Graphic design items",
        description: "The name and description of each design of the Pricing page.",
        keyedBy: "facts.graphicPrices",
      },
      group(
        { title: "Design", description: "One design's card on the Pricing page." },
        {
          name: name("The design's name on its card."),
          description: template(
            {
              title: "Description",
              description:
                "What the starting price buys, below the name. It may name the social networks the agency posts on for clients: the website fills them in for you (the digital marketing list, joined with “or”).",
              slots: [],
              optionalSlots: ["networks"],
            },
            { min: 20, max: 160 },
          ),
        },
      ),
    ),
    app: group(
      {
        title: "App development package",
        description: "The app package's card on the Pricing page.",
      },
      {
        name: name("The package's name on its card."),
        description: itemDescription("What the package is, below the name."),
        features: features("What the starting price includes, listed on the card."),
      },
    ),
    websites: keyed(
      {
        title: "Website packages",
        description: "The name, description and features of each website package.",
        keyedBy: "facts.websitePackages",
      },
      group(
        { title: "Website package", description: "One package's card on the Pricing page." },
        {
          name: name("The package's name on its card."),
          description: itemDescription("What the package is, below the name."),
          features: features("What the starting price includes, listed on the card."),
        },
      ),
    ),
    pageRange: template(
      {
        title: "Number of pages",
        description:
          "A website package's size on its card: the website fills in the fewest and the most pages.",
        slots: ["min", "max"],
      },
      { min: 7, max: 30 },
    ),
    support: group(
      {
        title: "Support channels",
        description: "The names of the support channels an SEO plan's card lists.",
      },
      {
        email: label("Email", "Support by email."),
        phone: label("Phone", "Support by phone."),
        chat: label("Chat", "Support by chat."),
        meeting: label("Meetings", "Review meetings with the team."),
      },
    ),
    seoPlanNames: keyed(
      {
        title: "SEO plan names",
        description:
          "Each plan's name: its card, what search engines are told and the digital marketing page.",
        keyedBy: "facts.seoPlans",
      },
      name("The plan's name."),
    ),
    seoFeatures: group(
      {
        title: "SEO plan features",
        description:
          "The features an SEO plan's card lists: each without a figure, and with one where a plan gives it.",
      },
      {
        reports: label("Reports", "The progress reports feature.", 40),
        gmb: label("Google My Business", "The Google My Business feature.", 60),
        blogs: label("Blogs", "The blogs feature, on a plan that gives no count.", 40),
        blogsCount: template(
          {
            title: "Blogs, with a count",
            description:
              "The blogs feature on a plan that gives a count: the website fills in the number of blogs a month.",
            slots: ["count"],
          },
          { min: 10, max: 60 },
        ),
        bookmarking: label(
          "Social bookmarking",
          "The bookmarking feature, on a plan that gives no count.",
          40,
        ),
        bookmarkingCount: template(
          {
            title: "Social bookmarking, with a count",
            description: "The bookmarking feature with its monthly number, filled in for you.",
            slots: ["count"],
          },
          { min: 10, max: 60 },
        ),
        socialPosts: label(
          "Social media posts",
          "The social posts feature, on a plan that gives no count.",
          40,
        ),
        socialPostsCount: template(
          {
            title: "Social media posts, with counts",
            description:
              "The social posts feature: the website fills in the posts a month and the number of networks.",
            slots: ["count", "networks"],
          },
          { min: 20, max: 90 },
        ),
      },
    ),
    planCardCopy: group(
      {
        title: "Plan cards",
        description: "The words every price card of the Pricing page repeats.",
      },
      {
        getQuote: label("Get a quote", "The button of the app and website packages' cards."),
        mostPopular: label("Most popular", "The badge of a plan marked most popular."),
        stats: group(
          {
            title: "SEO plan figures",
            description: "The labels of the three figures at the top of an SEO plan's card.",
          },
          {
            keywords: label("Keywords", "Beside the number of keywords."),
            backlinks: label("Backlinks", "Beside the number of backlinks."),
            landingPages: label("Landing pages", "Beside the number of landing pages."),
          },
        ),
        support: label("Support", "The heading of an SEO plan's support channels."),
        contact: label("Contact button", "The WhatsApp button of an SEO plan's card."),
        contactLabel: template(
          {
            title: "Contact button, for screen readers",
            description:
              "What screen readers say for a plan's WhatsApp button: the website fills in the plan's name.",
            slots: ["plan"],
          },
          { min: 20, max: 100 },
        ),
      },
    ),
    pricingPage: group(
      { title: "Pricing page", description: "The headings of the pricing page." },
      {
        hero: group(
          { title: "Top of the page", description: "Above the page's main heading." },
          { eyebrow: label("Eyebrow", "The small line above the main heading.") },
        ),
        sections: group(
          {
            title: "Sections",
            description: "The four price lists, each under its own heading.",
          },
          {
            graphic: section("Graphic design", "graphic design"),
            app: section("App development", "app development"),
            website: section("Website development", "website packages"),
            digital: section("Digital marketing", "SEO plans"),
          },
        ),
      },
    ),
  },
);
export type PricingWords = z.infer<typeof pricingWordsSchema>;

/** A service priced "from": a graphic design item or the app development package. */
export interface StartingPrice {
  id: string;
  name: string;
  /** Formatted: "₹1,23,456". */
  price: string;
  /** The same price in whole rupees, for the Offer JSON-LD. */
  amount: number;
  description: string;
}

/** A package with a feature list (apps, websites). */
export interface Package extends StartingPrice {
  /** e.g. "10–15 pages". */
  scope?: string;
  features: string[];
}

export interface PlanFeature {
  label: string;
  included: boolean;
}

/** A monthly SEO plan as its card shows it. */
export interface SeoPlan {
  id: SeoPlanId;
  name: string;
  /** Formatted: "₹12,345". */
  monthlyPrice: string;
  /** The same price in whole rupees, for the Offer JSON-LD. */
  monthlyAmount: number;
  keywords: number;
  backlinks: number;
  landingPages: number;
  features: PlanFeature[];
  /** Every support channel, marked included or not. */
  support: (PlanFeature & { id: SupportChannel })[];
  popular: boolean;
}

/** The "from" prices other pages quote, each the lowest of its list. */
export type FromPriceId = "website" | "app" | "graphic" | "logo" | "socialPost" | "seoMonthly";

/** What /pricing and the pages that quote its prices show, in one language. */
export interface PricingCopy {
  graphicPrices: StartingPrice[];
  appPackage: Package;
  websitePackages: Package[];
  seoPlans: SeoPlan[];
  /** The "from" prices of the page descriptions and the service cards: raw and formatted. */
  fromPrices: Record<FromPriceId, { amount: number; price: string }>;
  planCardCopy: Omit<PricingWords["planCardCopy"], "getQuote"> & {
    getQuote: { label: string; to: string };
  };
  pricingPage: PricingWords["pricingPage"];
}
