import { formatters } from "~/base/format";
import type { OwnerQuestion, Placeholder } from "../schema";
import { pricingWords } from "./en";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "./facts";
import { pricing } from "./index";

const price = formatters.en.price;

/**
 * What the packages include, listed by `npm run launch-check` until the owner confirms it
 * (docs/decisions/0008): the brief gives only the prices and the websites' page counts. One entry
 * per package, its words in full (./en.ts and its Hindi twin). Confirm or change the item, then
 * delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/pricing",
    what: `${pricingWords.app.name} from ${price(appPackage.price)}: what the starting price includes`,
    value: `${pricingWords.app.description} ${pricingWords.app.features.join("; ")}`,
    replaceWith: "Confirm all of it is included at the starting price, or change the list",
  },
  ...websitePackages.map((item) => {
    const words = pricingWords.websites[item.id];
    return {
      page: "/pricing" as const,
      what: `${words.name} from ${price(item.price)}: what the starting price includes`,
      value: `${words.description} ${words.features.join("; ")}`,
      replaceWith: "Confirm all of it is included at the starting price, or change the list",
    };
  }),
  {
    page: "/pricing",
    what: "Graphic design: what each starting price includes (revisions, formats, sizes)",
    value: graphicPrices
      .map(
        (item) =>
          `${pricingWords.graphic[item.id].name}: ${pricingWords.graphic[item.id].description}`,
      )
      .join(" "),
    replaceWith: "Confirm each description, or change it to what the price includes",
  },
];

/** Where the brief leaves the SEO plans open, and what /pricing shows meanwhile. */
export const questions = (): OwnerQuestion[] => {
  const plans = pricing.copy.en.pricing.seoPlans;
  // The top plan: the one whose detail the brief does not show.
  const top = seoPlans[3];
  const topName = pricingWords.seoPlanNames[top.id];
  const { blogs, bookmarking, socialPosts } = top.counts;
  return [
    {
      page: "/pricing",
      question: `The brief gives ${topName}'s figures and says "its further detail not shown"; it mentions ${socialPosts.perNetwork} posts a month on each of ${socialPosts.networks} networks, ${blogs} blogs and ${bookmarking} social bookmarkings without naming a plan, and support that widens with the tier. Are those ${topName}'s, which plan first includes blogs, bookmarking and GMB, and which support does each plan get?`,
      meanwhile: plans
        .map(
          (plan) =>
            `${plan.name}: ${[...plan.features, ...plan.support]
              .filter((item) => item.included)
              .map((item) => item.label)
              .join(", ")}`,
        )
        .join("; "),
    },
  ];
};
