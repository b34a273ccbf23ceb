/**
 * The problems that block publishing, above the form: every finding of the browser's checks
 * as the person types and of the service's check at the last save, each named and linked to its
 * field (its section opens); and the Hindi texts marked out of date, which do not block.
 */

import XCircle from "lucide-react/icons/circle-x";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { forwardRef } from "react";
import { valueAt } from "~/content/engine/paths";
import { documentProblems } from "~/staff/editor/checks";
import type { EditorDocument } from "~/staff/editor/document";
import { labelOf } from "~/staff/editor/labels";
import {
  type KeyedMap,
  type Part,
  parseKey,
  type Section,
  type Segment,
  sectionOf,
  type TopicSchemas,
} from "~/staff/editor/schema";
import type { ServerIssue } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { fieldId, useEditorContext } from "./editor-context";
import { fieldName, issueText, problemText } from "./messages";
import { plural } from "./parts";

const words = admin.contentEditor.check;

export interface Finding {
  part: Part;
  path: Segment[];
  field: string;
  text: string;
  section: string | undefined;
}

/** Every finding that blocks publishing now, and the warnings. */
export function findingsOf(options: {
  schemas: TopicSchemas;
  maps: readonly KeyedMap[];
  sections: readonly Section[];
  document: EditorDocument;
  saved: EditorDocument;
  issues: readonly ServerIssue[];
  outdated: ReadonlySet<string>;
}): { errors: Finding[]; warnings: Finding[] } {
  const { schemas, maps, sections, document, saved } = options;
  const name = (part: Part, path: Segment[]) =>
    fieldName(labelOf(schemas, document, part, path, maps), part);
  const finding = (part: Part, path: Segment[], text: string): Finding => ({
    part,
    path,
    field: name(part, path),
    text,
    section: sectionOf(sections, maps, part, path),
  });
  const client = [
    ...documentProblems(schemas.facts, document.facts, "facts"),
    ...documentProblems(schemas.words, document.en, "en"),
    ...documentProblems(schemas.words, document.hi, "hi"),
  ];
  const clientKeys = new Set(client.map((c) => [c.part, ...c.path].join(".")));
  // The service checked the saved document: a field changed since waits for the next save.
  const fresh = (issue: ServerIssue) =>
    valueAt(document[issue.part], issue.path) === valueAt(saved[issue.part], issue.path);
  const server = options.issues.filter(
    (issue) =>
      fresh(issue) &&
      !(issue.rule === "schema" && clientKeys.has([issue.part, ...issue.path].join("."))),
  );
  const errors = [
    ...client.map((c) => finding(c.part, c.path, problemText(c.problem))),
    ...server
      .filter((issue) => issue.severity === "error")
      .map((issue) => finding(issue.part, issue.path, issueText(issue))),
  ];
  const warnings = [
    ...[...options.outdated].map((key) => {
      const { part, path } = parseKey(key);
      return finding(part as Part, path, admin.contentEditor.field.outdated);
    }),
    ...server
      .filter((issue) => issue.severity === "warning" && issue.rule !== "outdated")
      .map((issue) => finding(issue.part, issue.path, issueText(issue))),
  ];
  return { errors, warnings };
}

function FindingLink({ finding }: { finding: Finding }) {
  const { goToField } = useEditorContext();
  return (
    <a
      href={`#${fieldId(finding.part, finding.path)}`}
      onClick={(event) => {
        event.preventDefault();
        goToField(finding.part, finding.path);
      }}
      className="underline underline-offset-2 hover:no-underline"
    >
      <span className="font-semibold">{finding.field}</span>: {finding.text}
    </a>
  );
}

/** The summary of what blocks publishing; it takes the focus when a publish is refused. */
export const ErrorSummary = forwardRef<HTMLElement, { errors: readonly Finding[] }>(
  function ErrorSummary({ errors }, ref) {
    if (errors.length === 0) return null;
    return (
      <section
        ref={ref}
        tabIndex={-1}
        aria-labelledby="error-summary-heading"
        className="rounded-card border-2 border-error bg-red-50 p-4 text-error outline-none focus-visible:ring-2 sm:p-5"
        data-testid="error-summary"
      >
        <h2 id="error-summary-heading" className="flex items-center gap-2 font-bold">
          <XCircle size={20} aria-hidden="true" />
          {plural(words.summaryHeading, errors.length)}
        </h2>
        <p className="mt-1 text-sm">{words.summaryIntro}</p>
        <ul className="mt-3 max-h-72 space-y-1.5 overflow-y-auto text-sm">
          {errors.map((finding, index) => (
            <li key={`${finding.part}.${finding.path.join(".")}.${index}`}>
              <FindingLink finding={finding} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
);

/** The Hindi to check (and the check's other warnings): they do not block. */
export function WarningSummary({ warnings }: { warnings: readonly Finding[] }) {
  if (warnings.length === 0) return null;
  return (
    <details
      className="rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:p-5"
      data-testid="warning-summary"
    >
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <AlertTriangle size={18} aria-hidden="true" />
        {plural(words.warningsHeading, warnings.length)}
      </summary>
      <ul className="mt-3 max-h-72 space-y-1.5 overflow-y-auto text-sm">
        {warnings.map((finding, index) => (
          <li key={`${finding.part}.${finding.path.join(".")}.${index}`}>
            <FindingLink finding={finding} />
          </li>
        ))}
      </ul>
    </details>
  );
}
