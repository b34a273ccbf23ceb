/**
 * What the words editor's pages (app/staff/pages/content/) hand the browser, made on the server
 * from the editor's service (server/content/editor.ts, `context.contentEditor`): a topic's form
 * data with its launch-check items and the pages to preview, the history field by field, and
 * the fields two editors both changed, each named as people name them
 * (app/staff/editor/labels.ts).
 */

import { type AppLoadContext, data } from "react-router";
import { localizedPages } from "~/base/site-routes";
import { fill } from "~/base/template";
import type { ContentIssue } from "~/content/engine/checks";
import { shippedDocuments } from "~/content/engine/content";
import { coveredFields, type ItemStatus, ownerOnly } from "~/content/engine/launch-check";
import { valueAt } from "~/content/engine/paths";
import type { EditorDocument } from "~/staff/editor/document";
import { type LabelStep, labelOf, valueLines } from "~/staff/editor/labels";
import {
  type FieldSchema,
  keyedMaps,
  type Part,
  parseKey,
  type Segment,
  schemaAt,
  type TopicSchemas,
} from "~/staff/editor/schema";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import type { LaunchItem } from "./form/launch";
import { withSlotMeanings } from "./slots";

/**
 * The editor's service as the load context declares it (app/load-context.ts): its answers'
 * types are read from there, so these pages import nothing of the server.
 */
type EditorService = NonNullable<AppLoadContext["contentEditor"]>;
type TopicEditor = NonNullable<Awaited<ReturnType<EditorService["topic"]>>>;
type RevisionDiff = Awaited<ReturnType<EditorService["history"]>>[number];
type Conflict = Extract<
  Awaited<ReturnType<EditorService["publish"]>>,
  { reason: "conflict" }
>["conflict"];

const clock = new Intl.DateTimeFormat("en-IN", {
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A time of today as the save state shows it: "8:16 am" (India time, like every staff date). */
/** The form actions read a posted draft through the shape bounds (app/content/engine/bounds.ts). */
export { parseBoundedJson, parseCheckedPaths } from "~/content/engine/bounds";

export function formatClock(ms: number): string {
  return clock.format(new Date(ms));
}

/** The words editor's service, or a 503 when the server runs without it. */
export function editorOf(context: AppLoadContext) {
  if (!context.contentEditor) throw data(copy.errors.unavailable, { status: 503 });
  return context.contentEditor;
}

/**
 * The audit entry of an undo: it names the topics of the revision it undid, as the store holds
 * that revision (the service's answer), never the topic in the page's address, which a post can
 * set to anything.
 */
export function rollbackAudit(result: { revision: number; topics: string[] }, undoes: number) {
  return {
    kind: "content.rollback" as const,
    subject:
      result.topics.length > 0
        ? result.topics.map((topic) => `content:${topic}`).join(" ")
        : "content:confirmations",
    details: { revision: result.revision, undoes, topics: result.topics },
  };
}

/** The key of the draft's document under which the service keeps the Hindi the editor checked. */
const CHECKED_KEY = "hindiChecked";

/** A finding of the service's check, as the form places it: at `part` and `path`. */
export interface FieldIssue {
  part: Part;
  path: Segment[];
  rule: ContentIssue["rule"];
  severity: "error" | "warning";
  message: string;
}

export const fieldIssues = (issues: readonly ContentIssue[]): FieldIssue[] =>
  issues.map(({ part, path, rule, severity, message }) => ({
    part,
    path: [...path],
    rule,
    severity,
    message,
  }));

/** The shipped files, read once (the launch-check items compare with them). */
let shippedFiles: Record<string, EditorDocument> | undefined;

function launchItems(
  statuses: readonly ItemStatus[],
  topic: string,
  schemas: TopicSchemas,
  document: EditorDocument,
  live: EditorDocument,
) {
  shippedFiles ??= shippedDocuments() as Record<string, EditorDocument>;
  const shipped = shippedFiles[topic];
  /** What the item's fields say on the site now (the English of words), as plain text. */
  const now = (fields: LaunchItem["fields"]) =>
    fields
      .filter((field) => field.part !== "hi")
      .map((field) => {
        const schema = schemaAt(field.part === "facts" ? schemas.facts : schemas.words, field.path);
        return valueLines(schema, valueAt(live[field.part], field.path))
          .map(withSlotMeanings)
          .join("; ");
      })
      .filter(Boolean)
      .join(" · ");
  return statuses.map((status): LaunchItem => {
    const fields = status.item.fields.flatMap((field) =>
      coveredFields(document as never, field).map(({ path }) => {
        const [part, ...rest] = path;
        return {
          part: part as Part,
          path: rest,
          shipped: valueAt(shipped?.[part as Part], rest),
        };
      }),
    );
    return {
      id: status.item.id,
      kind: status.item.kind,
      what: status.item.what,
      replaceWith: status.item.replaceWith,
      value: now(fields) || status.value,
      ownerOnly: ownerOnly(status.item),
      settled: status.settled,
      confirmed: status.confirmed
        ? { by: status.confirmed.confirmedBy, at: formatTime(status.confirmed.confirmedAt) }
        : null,
      fields,
    };
  });
}

/**
 * The pages that show a topic, each with its English and Hindi path; first the page named like
 * the topic (/pricing for the prices), if there is one.
 */
export function previewPages(
  paths: readonly string[],
  topic = "",
  names: Readonly<Record<string, string>> = {},
) {
  const pages: { en: string; hi: string; name: string }[] = [];
  for (const page of localizedPages) {
    if (page.locale !== "en" || !paths.some((p) => p === page.path || p === `/hi${page.path}`))
      continue;
    const hi = localizedPages.find(
      (other) => other.locale === "hi" && other.basePath === page.path,
    );
    pages.push({ en: page.path, hi: hi?.path ?? page.path, name: names[page.path] ?? page.path });
  }
  const stem = topic.slice(0, 5).toLowerCase();
  const named = (path: string) => (stem && path.toLowerCase().includes(stem) ? 0 : 1);
  return pages.sort((a, b) => named(a.en) - named(b.en));
}

/** Whether `path` is a public page the preview may render (either language). */
export const isPreviewablePage = (path: string) =>
  localizedPages.some((page) => page.path === path);

/** The form's data: the document it starts from, its checks, the topic's state around it. */
export function topicPageData(topic: TopicEditor) {
  const stored = (topic.draft?.document ?? null) as
    | (EditorDocument & { [CHECKED_KEY]?: string[] })
    | null;
  const { [CHECKED_KEY]: checked = [], ...document } =
    stored ?? (topic.live.document as EditorDocument & { [CHECKED_KEY]?: string[] });
  return {
    name: topic.name,
    title: topic.title,
    description: topic.description,
    schemas: topic.schemas as TopicSchemas,
    /** How the form groups the fields (empty: by the schemas). */
    layout: topic.sections,
    document: document as EditorDocument,
    hindiChecked: stored ? checked : [],
    basedOn: topic.draft?.basedOn ?? topic.live.revision,
    notShown: topic.unplaced,
    liveRevision: topic.live.revision,
    draft: topic.draft
      ? {
          updatedAt: topic.draft.updatedAt,
          saved: formatTime(topic.draft.updatedAt),
          clock: formatClock(topic.draft.updatedAt),
        }
      : null,
    otherDrafts: topic.otherDrafts.map((draft) => ({
      email: draft.staffEmail,
      saved: formatTime(draft.updatedAt),
    })),
    issues: fieldIssues(topic.issues),
    outdated: topic.outdated.map((mark) => mark.path),
    launch: launchItems(
      topic.launchCheck,
      topic.name,
      topic.schemas as TopicSchemas,
      document as EditorDocument,
      topic.live.document as EditorDocument,
    ),
    pages: previewPages(topic.pages, topic.name, topic.pageNames),
    problem: topic.problem,
  };
}

/** A label as one line of text: "SEO plans › SEO Kickstart › Price a month". */
export function labelText(steps: readonly LabelStep[]): string {
  return steps
    .map((step) =>
      step.kind === "position" ? fill(copy.contentEditor.field.item, { n: step.n }) : step.text,
    )
    .join(" › ");
}

/** A value for people: its lines (a text as it is; a group or list flattened). */
const lines = (schema: FieldSchema | undefined, value: unknown) =>
  value === undefined ? null : valueLines(schema, value);

/** One field of a revision, in each part it changed (the English and Hindi of words together). */
export interface ChangeRow {
  label: string;
  order: boolean;
  parts: { part: Part; before: string[] | null; after: string[] | null }[];
}

/** A revision's changes, field by field, each named, with the words' two languages together. */
export function changeRows(
  schemas: TopicSchemas,
  document: EditorDocument,
  changes: RevisionDiff["changes"],
): ChangeRow[] {
  const maps = keyedMaps(schemas.words);
  const rows = new Map<string, ChangeRow>();
  for (const change of changes) {
    const [part, ...path] = change.path as [Part, ...Segment[]];
    const order = path.at(-1) === "#order";
    const fieldPath = order ? path.slice(0, -1) : path;
    const key = `${part === "facts" ? "facts" : "words"}.${fieldPath.join(".")}${order ? "#order" : ""}`;
    const schema = schemaAt(part === "facts" ? schemas.facts : schemas.words, fieldPath);
    let row = rows.get(key);
    if (!row) {
      row = {
        label: labelText(labelOf(schemas, document, part, fieldPath, maps)),
        order,
        parts: [],
      };
      rows.set(key, row);
    }
    row.parts.push({
      part,
      before: order ? [(change.before as string[]).join(", ")] : lines(schema, change.before),
      after: order ? [(change.after as string[]).join(", ")] : lines(schema, change.after),
    });
  }
  return [...rows.values()];
}

/** How many revisions a page of a topic's history shows ("Older publishes" pages back). */
export const historyPage = 20;

/** The history of a topic, as its page shows it. */
export function historyData(
  schemas: TopicSchemas,
  document: EditorDocument,
  revisions: readonly RevisionDiff[],
  /** Whether this is the newest page (an older page's first revision is not the newest). */
  newest = true,
) {
  return revisions.map((revision, index) => ({
    id: revision.id,
    kind: revision.kind,
    /** A confirmation taken back (Undo confirm): every item it names is open again. */
    takenBack:
      revision.kind === "confirm" &&
      revision.confirmed.length > 0 &&
      revision.confirmed.every((change) => change.value === null),
    author: revision.author,
    note: revision.note,
    time: formatTime(revision.createdAt),
    reverts: revision.reverts,
    /** Only the newest revision of the topic can be undone (an older one changed since). */
    undoable: newest && index === 0 && revision.kind !== "confirm",
    rows: changeRows(schemas, document, revision.changes),
  }));
}

/** The fields both editors changed, each named, with the three versions of it. */
export function conflictData(schemas: TopicSchemas, document: EditorDocument, conflict: Conflict) {
  const maps = keyedMaps(schemas.words);
  return {
    revisions: conflict.revisions.map((revision) => ({
      author: revision.author,
      time: formatTime(revision.createdAt),
      note: revision.note,
    })),
    fields: conflict.fields.map((field) => {
      const { part, path } = parseKey(field.path);
      const schema = schemaAt(part === "facts" ? schemas.facts : schemas.words, path);
      return {
        path: field.path,
        part: part as Part,
        label:
          part === "facts"
            ? labelText(labelOf(schemas, document, "facts", path, maps))
            : fill(copy.contentEditor.topic.inputName, {
                field: labelText(labelOf(schemas, document, part as Part, path, maps)),
                language: copy.contentEditor.topic.languages[part as "en" | "hi"],
              }),
        start: lines(schema, field.start),
        theirs: lines(schema, field.theirs),
        mine: lines(schema, field.mine),
      };
    }),
  };
}
