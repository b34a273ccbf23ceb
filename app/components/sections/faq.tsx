import Plus from "lucide-react/icons/plus";
import type { HomeCopy } from "~/content/home";
import { Section } from "./section";

/** A question and its answer in paragraphs. */
export type FaqItem = HomeCopy["faqs"][number];

/**
 * The FAQ: one `<details>` per question, all closed at first; sharing a `name`, at most one is
 * open, and a press on the open one closes it (docs/requirements.md). The platform does all of
 * it, with or without JavaScript, keyboard and screen readers included; the answer opens and
 * closes in 0.3 s (app/app.css, `.faq-item`).
 */
export function Faq({
  id = "faq",
  eyebrow,
  title,
  intro,
  faqs,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  faqs: readonly FaqItem[];
}) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} bodyClassName="mt-12">
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-card shadow-card">
        {faqs.map((faq) => (
          <details key={faq.id} name={id} data-testid="faq-item" className="faq-item group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-ink transition-colors hover:text-brand sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
              <h3>{faq.question}</h3>
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-brand transition-[transform,background-color] duration-300 group-open:rotate-45 group-open:bg-primary-700 group-open:text-white"
              >
                <Plus size={18} />
              </span>
            </summary>
            <div
              id={`${id}-${faq.id}-a`}
              className="space-y-3 px-5 pb-6 leading-relaxed text-muted opacity-0 transition-opacity duration-300 group-open:opacity-100 sm:px-6"
            >
              {faq.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
