/**
 * A topic's form in sections (one per top-level group, and one for each part's loose fields),
 * each a disclosure that renders its fields only while open, with a list of the sections first:
 * on a phone a person finds their field in a short list, and a big topic opens at once.
 */
import ChevronDown from "lucide-react/icons/chevron-down";
import { memo, useContext } from "react";
import {
  isChoiceList,
  isScalarSchema,
  type Path,
  type Section,
  schemaAt,
} from "~/staff/editor/schema";
import { admin } from "~/staff/words";
import { OpenSectionsContext, useEditorContext } from "./editor-context";
import { FactField, WordsField } from "./fields";
import { FactsNode, Properties, WordsNode } from "./nodes";
import { plural } from "./parts";

const words = admin.contentEditor.topic;

/** The title of a section: its group's, or the words for a part's loose fields. */
export function sectionTitle(section: Section): string {
  if (section.title) return section.title;
  return section.loose === "facts" ? words.looseFacts : words.looseWords;
}

function sectionHelp(section: Section): string | null {
  if (section.title) return section.description;
  return section.loose === "facts" ? words.looseFactsHelp : words.looseWordsHelp;
}

/** A section's only node, without its group's title (the section's heading is it). */
function OnlyNode({ part, path }: { part: "facts" | "words"; path: Path }) {
  const { schemas } = useEditorContext();
  const schema = schemaAt(part === "facts" ? schemas.facts : schemas.words, path);
  if (!schema) return null;
  if (isScalarSchema(schema) || isChoiceList(schema))
    return part === "facts" ? (
      <FactField path={path} schema={schema} />
    ) : (
      <WordsField path={path} schema={schema} />
    );
  if (schema.type === "object" && schema.properties && schema.picture !== true)
    return <Properties part={part} schema={schema} path={path} level={0} />;
  return part === "facts" ? (
    <FactsNode schema={schema} path={path} level={0} />
  ) : (
    <WordsNode schema={schema} path={path} level={0} />
  );
}

/**
 * One of several nodes of a section: a group keeps its title, so each thing is named (unless the
 * section is named as it is: "Office hours" in "Office hours").
 */
function SectionNode({
  part,
  path,
  title,
}: {
  part: "facts" | "words";
  path: Path;
  title: string | null;
}) {
  const { schemas } = useEditorContext();
  const schema = schemaAt(part === "facts" ? schemas.facts : schemas.words, path);
  if (!schema) return null;
  if (schema.title === title) return <OnlyNode part={part} path={path} />;
  return part === "facts" ? (
    <FactsNode schema={schema} path={path} level={0} />
  ) : (
    <WordsNode schema={schema} path={path} level={0} />
  );
}

/**
 * The fields of one section, in its order: a declared section mixes the facts (one value for
 * both languages) and the words (English and Hindi) of one thing a visitor sees.
 */
const SectionBody = memo(function SectionBody({ section }: { section: Section }) {
  // A declared section of several nodes names each group; the schema's own show them bare.
  const named = section.declared && section.fields.length > 1;
  return (
    <div className="space-y-5">
      {section.fields.map(({ part, path }) => {
        const key = `${part}:${path.join(".")}`;
        return named ? (
          <SectionNode key={key} part={part} path={path} title={section.title} />
        ) : (
          <OnlyNode key={key} part={part} path={path} />
        );
      })}
    </div>
  );
});

/** One section: a disclosure with its heading, its help and (while open) its fields. */
function SectionView({ section, problems }: { section: Section; problems: number }) {
  const { setSectionOpen } = useEditorContext();
  const openSections = useContext(OpenSectionsContext);
  const open = openSections.has(section.id);
  const help = sectionHelp(section);
  return (
    <details
      id={`s-${section.id}`}
      open={open}
      onToggle={(event) => {
        const isOpen = (event.currentTarget as HTMLDetailsElement).open;
        if (isOpen !== open) setSectionOpen(section.id, isOpen);
      }}
      className="group rounded-card border border-line bg-card shadow-card"
      data-section={section.id}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-card px-4 py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          size={20}
          aria-hidden="true"
          className="shrink-0 -rotate-90 text-muted transition-transform group-open:rotate-0"
        />
        <span className="min-w-0 flex-1">
          <h2 className="text-base font-bold sm:text-lg">{sectionTitle(section)}</h2>
          {help ? <span className="block text-sm text-muted">{help}</span> : null}
        </span>
        {problems > 0 ? (
          <span className="shrink-0 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-error ring-1 ring-red-200">
            {plural(words.sectionProblems, problems)}
          </span>
        ) : null}
      </summary>
      {open ? (
        <div className="border-t border-line px-4 pt-4 pb-5 sm:px-5">
          <SectionBody section={section} />
        </div>
      ) : null}
    </details>
  );
}

/** The list of sections (links that open one and go to it), then the sections. */
export function Sections({ problems }: { problems: ReadonlyMap<string, number> }) {
  const { sections, setSectionOpen } = useEditorContext();
  const openSections = useContext(OpenSectionsContext);
  const allOpen = sections.every((section) => openSections.has(section.id));
  return (
    <div className="space-y-3">
      {sections.length > 2 ? (
        <nav
          aria-label={words.sectionsLabel}
          className="rounded-card border border-line bg-card p-4 shadow-card"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-muted">{words.sectionsLabel}</h2>
            <button
              type="button"
              className="min-h-9 rounded-full px-3 text-sm font-semibold text-brand hover:bg-primary-50"
              onClick={() => {
                for (const section of sections) setSectionOpen(section.id, !allOpen);
              }}
            >
              {allOpen ? words.closeAll : words.openAll}
            </button>
          </div>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {sections.map((section) => {
              const count = problems.get(section.id) ?? 0;
              return (
                <li key={section.id}>
                  <a
                    href={`#s-${section.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      setSectionOpen(section.id, true);
                      requestAnimationFrame(() => {
                        const element = document.getElementById(`s-${section.id}`);
                        element?.scrollIntoView({ block: "start" });
                        element?.querySelector("summary")?.focus();
                      });
                    }}
                    className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium ${
                      count > 0
                        ? "border-red-200 bg-red-50 text-error"
                        : "border-line text-ink hover:border-brand hover:text-brand"
                    }`}
                  >
                    {sectionTitle(section)}
                    {count > 0 ? (
                      <>
                        <span aria-hidden="true" className="font-semibold">
                          ({count})
                        </span>
                        <span className="sr-only">
                          {`, ${plural(words.sectionProblems, count)}`}
                        </span>
                      </>
                    ) : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {sections.map((section) => (
        <SectionView key={section.id} section={section} problems={problems.get(section.id) ?? 0} />
      ))}
    </div>
  );
}
