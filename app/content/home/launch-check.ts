import { formatters } from "~/base/format";
import type { Placeholder } from "../schema";
import webEn from "../web-services/en.json";
import { faqs, testimonials } from "./en";
import { testimonialClients } from "./facts";

const count = formatters.en.countWordCapital;

/**
 * Invented items of this topic (./facts.ts, ./en.ts and its Hindi twin), listed by
 * `npm run launch-check` until replaced (docs/decisions/0008). Replace the item, then delete
 * its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/",
    what: `${count(testimonialClients.length)} client testimonials: invented people, companies and words`,
    value: testimonialClients
      .map(({ id }) => `${testimonials[id].personName}, ${testimonials[id].personCompany}`)
      .join("; "),
    replaceWith:
      "Real clients' words, with their written permission, and their names in app/content/home/facts.ts; imgSrc draws a monogram, so no logo file is needed",
  },
  {
    page: "/",
    what: "Technologies the site says the agency works with (hosting, CRMs, business email)",
    value: [
      faqs.hosting.answer[0],
      faqs.crm.answer[0],
      webEn.cards["email-configuration"].description,
    ]
      .filter(Boolean)
      .join(" / "),
    replaceWith:
      "Confirm each name (in app/content/home/ and web-services/, en.ts and hi.ts), or remove the ones you do not work with",
  },
];
