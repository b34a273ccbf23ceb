import Plus from "lucide-react/icons/plus";
import { useId, useState } from "react";
import type { HomeCopy } from "~/content/home/schema";
import { Section } from "./section";

/** A question and its answer in paragraphs. */
export type FaqItem = HomeCopy["faqs"][number];

/**
 * The FAQ accordion: all closed at first, at most one open, a click on the open one closes it,
 * 0.3 s transition (docs/requirements.md). Buttons carry aria-expanded and aria-controls.
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
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} bodyClassName="mt-12">
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-card shadow-card">
        {faqs.map((faq) => {
          const expanded = open === faq.id;
          const buttonId = `${baseId}-${faq.id}-q`;
          const panelId = `${baseId}-${faq.id}-a`;
          return (
            <div key={faq.id} data-testid="faq-item">
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : faq.id)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-ink transition-colors hover:text-brand sm:px-6 sm:text-lg"
                >
                  {faq.question}
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full transition-[transform,background-color] duration-300 ${
                      expanded ? "rotate-45 bg-primary-700 text-white" : "bg-primary-50 text-brand"
                    }`}
                  >
                    <Plus size={18} />
                  </span>
                </button>
              </h3>
              <div
                id={panelId}
                data-state={expanded ? "open" : "closed"}
                className={`grid transition-[grid-template-rows,visibility] duration-300 ease-in-out ${
                  expanded ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]"
                }`}
              >
                <div className="overflow-hidden">
                  <div className="space-y-3 px-5 pb-6 leading-relaxed text-muted sm:px-6">
                    {faq.answer.map((paragraph) => (
                      <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                    ))}
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
