/**
 * Each page's own head and top: the title, description, main heading and introduction of every
 * page of the page table (app/base/site-routes.ts), and the not-found page. The join fills the
 * figures they quote: the agency's name, place, year and reply time (the site topic), the "from"
 * prices (the pricing topic's facts), the internship programmes' lengths and what interns build,
 * each written by the language's formatter.
 */
import { fill } from "~/base/template";
import { noFacts } from "../engine/fields";
import { defineTopic } from "../engine/topic";
import { programmeLength } from "../internship";
import { fromPriceAmounts } from "../pricing";
import en from "./en.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type PagesCopy, type PageWords, pagesWordsSchema } from "./schema";

export const pages = defineTopic({
  name: "pages",
  title: "Pages",
  description:
    "Every page's title and description (search results, link previews), its main heading and introduction, and the not-found page.",
  factsSchema: noFacts,
  wordsSchema: pagesWordsSchema,
  shipped: { en, hi },
  launchCheck,
  join: ({ words, format, topics }) => {
    const site = topics.site;
    const prices = fromPriceAmounts(topics.pricing.facts);
    const internship = topics.internship.facts;
    const values = {
      brand: site.facts.brandName,
      tagline: site.words.tagline,
      locality: site.words.locality,
      foundedYear: site.facts.foundedYear,
      replyTime: format.workingDays(site.facts.replyDays),
      websitePrice: format.price(prices.website),
      appPrice: format.price(prices.app),
      logoPrice: format.price(prices.logo),
      postPrice: format.price(prices.socialPost),
      seoPrice: format.price(prices.seoMonthly),
      freeDuration: format.durationAdjective(programmeLength(internship, "website-design")),
      fullDuration: format.durationAdjective(programmeLength(internship, "website-development"), {
        inWords: true,
      }),
      internProjects: topics.internship.words.internProjects,
    };
    const filled = Object.fromEntries(
      Object.entries(words.pages).map(([path, page]): [string, PageWords] => [
        path,
        {
          title: page.title,
          description: fill(page.description, values),
          heading: fill(page.heading, values),
          intro: fill(page.intro, values),
        },
      ]),
    ) as PagesCopy["pages"];
    const copy: PagesCopy = { pages: filled, notFound: words.notFound };
    return { pages: copy };
  },
});
