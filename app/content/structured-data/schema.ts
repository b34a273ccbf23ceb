/**
 * The rule of the JSON-LD's own words (./en.json and its Hindi twin): names of things that have
 * no visible heading of their own, which search engines read (app/lib/pages/structured-data/
 * builds the JSON-LD). The rest of it (names, prices, descriptions, the services' names, the
 * country) comes from the content it describes.
 */
import type { z } from "zod";
import { group, template, text } from "../engine/fields";

const name = (title: string, description: string) =>
  text({ title, description }, { min: 2, max: 40 });

export const structuredDataWordsSchema = group(
  {
    title: "Search engines' words",
    description: "Names that search engines read about the pages, never shown on the pages.",
  },
  {
    breadcrumbHome: name(
      "Home, in breadcrumbs",
      "The first step of every page's breadcrumb trail in search results.",
    ),
    pricing: group(
      {
        title: "Price lists",
        description:
          "The names of the price lists of the Pricing page, as search engines read them.",
      },
      {
        catalog: template(
          {
            title: "All the prices",
            description:
              "The name of the whole price list; the website fills in the agency's name.",
            slots: ["brand"],
          },
          { min: 8, max: 60 },
        ),
        graphic: name("Graphic design", "The name of the graphic design price list."),
        perMonth: name("Per month", "The unit of a monthly SEO plan's price (a month)."),
      },
    ),
    course: group(
      {
        title: "Internship programmes",
        description: "The words of the programmes' offers, as search engines read them.",
      },
      {
        fee: name("Fee", "The name of a programme's fee."),
        registrationFee: name("Registration fee", "The name of a programme's registration fee."),
        free: name("Free", "A programme that costs nothing."),
        paid: name("Paid", "A programme, or a fee, that is paid."),
        certificate: name("Certificate", "What a programme awards on completion."),
      },
    ),
  },
);
export type StructuredDataWords = z.infer<typeof structuredDataWordsSchema>;

/** What the JSON-LD reads, in one language. */
export interface StructuredDataCopy {
  /** The first step of every breadcrumb trail. */
  breadcrumbHome: string;
  /** The agency's area served: the site topic's country, in this language. */
  country: string;
  pricing: {
    catalog: string;
    /** One catalog per price list on /pricing: the services' names where they have a page. */
    graphic: string;
    app: string;
    website: string;
    marketing: string;
    /** The unit of a monthly plan's price. */
    perMonth: string;
  };
  course: StructuredDataWords["course"];
}
