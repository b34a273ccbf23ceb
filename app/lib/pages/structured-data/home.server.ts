/** The home page's FAQPage JSON-LD (see site.server.ts in this folder for the whole set). */
import type { FAQPage, WithContext } from "schema-dts";
import type { Dictionary } from "~/content/engine/content";

/** The home page's questions and answers, as its FAQ section shows them. */
export function homeFaqJsonLd(copy: Dictionary): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: copy.home.faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
    })),
  };
}
