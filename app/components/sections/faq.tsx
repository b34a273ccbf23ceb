import Plus from "lucide-react/icons/plus";
import { type ReactNode, useState } from "react";
import type { HomeCopy } from "~/content/home/schema";
import { island } from "~/islands/island";
import { Section } from "./section";

/** A question and its answer in paragraphs. */
export type FaqItem = HomeCopy["faqs"][number];

interface AccordionItem {
  id: string;
  question: string;
  /** Server-rendered: static HTML to the browser (a slot). */
  answer: ReactNode;
}

/**
 * The FAQ accordion: all closed at first, at most one open, a click on the open one closes it,
 * 0.3 s transition (docs/requirements.md). Buttons carry aria-expanded and aria-controls. An
 * island, hydrated as it nears the viewport; the answers' paragraphs stay server HTML.
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-card shadow-card">
      {items.map((item) => {
        const expanded = open === item.id;
        const buttonId = `${id}-${item.id}-q`;
        const panelId = `${id}-${item.id}-a`;
        return (
          <div key={item.id} data-testid="faq-item">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-ink transition-colors hover:text-brand sm:px-6 sm:text-lg"
              >
                {item.question}
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
                  {item.answer}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

const FaqAccordionIsland = island("faq", FaqAccordion);

/** The FAQ section: its heading and the accordion. */
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
      <FaqAccordionIsland
        hydrate="visible"
        id={id}
        items={faqs.map((faq) => ({
          id: faq.id,
          question: faq.question,
          answer: (
            <>
              {faq.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </>
          ),
        }))}
      />
    </Section>
  );
}
