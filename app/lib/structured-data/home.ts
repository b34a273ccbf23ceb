/** The home page's FAQPage JSON-LD (see site.ts in this folder for the whole set). */
import type { FAQPage, WithContext } from "schema-dts";
import * as homeHi from "~/content/hi/home";
import * as homeEn from "~/content/home";
import { type Locale, pickLocale } from "../locale";

/** The home page's questions and answers, as shown in its FAQ section. */
export function homeFaqJsonLd(locale: Locale): WithContext<FAQPage> {
  const { faqs } = pickLocale({ en: homeEn, hi: homeHi }, locale);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
    })),
  };
}
