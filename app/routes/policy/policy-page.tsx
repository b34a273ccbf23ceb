import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Languages from "lucide-react/icons/languages";
import Mail from "lucide-react/icons/mail";
import { Fragment, type ReactNode } from "react";
import { localizedPath } from "~/base/locale";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/sections/section";
import { Link } from "~/components/ui/link";
import { SectionLink } from "~/components/ui/section-link";
import type { PageWords } from "~/content/pages/schema";
import type {
  PolicyBlock,
  PolicyDoc,
  PolicyPath,
  PolicySection,
  PolicyUi,
} from "~/content/policies/schema";

/** What a policy page shows, in its language (its loader: ./policy-page.server.ts). */
export interface PolicyPageProps {
  path: PolicyPath;
  /** The page's heading and introduction. */
  words: PageWords;
  /** The labels around the text, shared by the four pages. */
  ui: PolicyUi;
  /** This policy's text. */
  doc: Omit<PolicyDoc, "related">;
  /** The other policies the page links to, with their headings and introductions. */
  related: { path: PolicyPath; heading: string; intro: string }[];
}

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain text with its e-mail addresses turned into mailto links. */
function LinkedText({ text }: { text: string }) {
  const pieces = text.split(emailPattern);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={`mailto:${piece}`}
            className="font-medium text-brand underline underline-offset-2 hover:decoration-2"
          >
            {piece}
          </a>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.type === "p") {
    return (
      <p>
        <LinkedText text={block.text} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand">
      {block.items.map((item) => (
        <li key={item}>
          <LinkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

interface NumberedSection {
  number: number;
  section: PolicySection;
}

function PolicyPart({
  number,
  section,
  level,
}: NumberedSection & { level: "h2" | "h3" }): ReactNode {
  const Heading = level;
  return (
    <section
      aria-labelledby={`${section.id}-title`}
      id={section.id}
      className="pt-10 first-of-type:pt-0"
    >
      <Heading
        id={`${section.id}-title`}
        className="flex gap-3 text-xl font-semibold tracking-tight text-ink sm:text-2xl"
      >
        <span className="shrink-0 text-brand tabular-nums">{number}.</span>
        <span>{section.title}</span>
      </Heading>
      <div className="mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-ink/85">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

/**
 * One policy page: the hero, the last-updated date, an in-page table of contents (a sticky
 * sidebar on large screens) and the numbered sections, grouped into parts where the policy has
 * them. Every page of the four uses this component with its own content, which its route's
 * loader passes in (./policy-page.server.ts): so a page's data holds its own policy's text, in
 * its own language, and not the other three. The related links need only the other pages'
 * headings and intros.
 */
export function PolicyPage({ path, words, ui: policyUi, doc, related }: PolicyPageProps) {
  let counter = 0;
  const parts = doc.parts.map((part) => ({
    id: "id" in part ? part.id : undefined,
    title: "title" in part ? part.title : undefined,
    sections: part.sections.map((section) => {
      counter += 1;
      return { number: counter, section } as NumberedSection;
    }),
  }));
  const tocLink =
    "block rounded-lg px-2 py-1.5 text-muted transition-colors hover:bg-card hover:text-brand";

  return (
    <>
      <Hero
        eyebrow={policyUi.eyebrow}
        words={words}
        actions={
          <p
            data-testid="policy-updated"
            className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm text-indigo-100"
          >
            <CalendarDays size={16} aria-hidden="true" />
            {policyUi.lastUpdatedLabel}:{" "}
            <time dateTime={doc.lastUpdated.date} className="font-semibold text-white">
              {doc.lastUpdated.text}
            </time>
          </p>
        }
      />
      {policyUi.languageNote ? (
        // A translation says the policy is also in English, and links to it (in English, so
        // not the localising Link).
        <div className="container-page pt-8 sm:pt-10">
          <p
            data-testid="policy-language-note"
            className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-[0.9375rem] leading-relaxed text-ink"
          >
            <Languages size={18} aria-hidden="true" className="mt-1 shrink-0 text-amber-900" />
            <span>
              {policyUi.languageNote}{" "}
              <a
                href={localizedPath(path, "en")}
                hrefLang="en-IN"
                className="font-semibold text-brand underline underline-offset-2 hover:decoration-2"
              >
                {policyUi.languageNoteLink}
              </a>
            </span>
          </p>
        </div>
      ) : null}
      <div className="py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
          <aside>
            <nav
              aria-labelledby="policy-toc-title"
              className="rounded-card border border-line bg-surface p-4 sm:p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
            >
              <h2
                id="policy-toc-title"
                className="px-2 text-sm font-semibold tracking-wider text-ink uppercase"
              >
                {policyUi.tocTitle}
              </h2>
              <ol className="mt-3 space-y-0.5 text-sm" data-testid="policy-toc">
                {parts.map((part, partIndex) => (
                  <li key={partIndex}>
                    {part.title && part.id ? (
                      <SectionLink
                        to={part.id}
                        className={`${tocLink} mt-2 font-semibold text-ink first:mt-0`}
                      >
                        {part.title}
                      </SectionLink>
                    ) : null}
                    <ol className={part.title ? "border-l border-line pl-2 ml-2" : undefined}>
                      {part.sections.map(({ number, section }) => (
                        <li key={section.id}>
                          <SectionLink to={section.id} className={`${tocLink} flex gap-2`}>
                            <span className="tabular-nums">{number}.</span>
                            <span>{section.title}</span>
                          </SectionLink>
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>

          <article className="min-w-0 max-w-3xl">
            <div>
              {parts.map((part, partIndex) =>
                part.title && part.id ? (
                  <section
                    key={partIndex}
                    id={part.id}
                    aria-labelledby={`${part.id}-title`}
                    className="mt-14 border-t border-line pt-10 first:mt-0 first:border-t-0 first:pt-0"
                  >
                    <h2
                      id={`${part.id}-title`}
                      className="mb-8 text-2xl font-bold tracking-tight text-brand sm:text-3xl"
                    >
                      {part.title}
                    </h2>
                    {part.sections.map((item) => (
                      <PolicyPart key={item.section.id} {...item} level="h3" />
                    ))}
                  </section>
                ) : (
                  <div
                    key={partIndex}
                    className={partIndex > 0 ? "mt-14 border-t border-line pt-10" : undefined}
                  >
                    {part.sections.map((item) => (
                      <PolicyPart key={item.section.id} {...item} level="h2" />
                    ))}
                  </div>
                ),
              )}
            </div>

            <p className="mt-14 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-card border border-primary-100 bg-primary-50 p-5 text-ink">
              <Mail size={18} aria-hidden="true" className="text-brand" />
              {policyUi.questions}{" "}
              <a
                href={`mailto:${doc.contactEmail}`}
                className="font-semibold text-brand underline underline-offset-2 hover:decoration-2"
              >
                {doc.contactEmail}
              </a>
            </p>
          </article>
        </div>
      </div>

      <Section titleId="related-policies" tone="surface">
        <h2 id="related-policies" className="text-2xl font-bold tracking-tight text-ink">
          {policyUi.relatedTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {related.map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="group flex h-full flex-col rounded-card border border-line bg-card p-5 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                  {page.heading}
                  <ArrowRight
                    size={18}
                    aria-hidden="true"
                    className="text-brand transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-2 text-[0.9375rem] leading-relaxed text-muted">
                  {page.intro}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
