/**
 * The words editor's service (/admin/content, issue 40), on the content store and its operations
 * (./operations.ts): every topic's state, a staff member's draft of a topic (saved as they type,
 * kept across reloads and sign-outs, never on the public site), the publish check at each field,
 * the Hindi fields whose English changed since they were last changed or checked, a preview of
 * the real pages with the draft, a publish from the draft (refused when somebody else published
 * the topic since, with both versions of what they changed), the topic's history field by field,
 * undo and launch-check confirmations.
 *
 * Who may do what is the routes' to check (app/staff/access/checks.server.ts, requirePermission),
 * and so is the audit trail: this service is told who acts.
 */
import { z } from "zod";
import { boundedCheckedPaths, draftSaveRate, shapeRefusal } from "../../app/content/engine/bounds";
import { type ContentIssue, checkContent } from "../../app/content/engine/checks";
import {
  buildContent,
  type Content,
  type ContentDocuments,
  type DataTopicName,
  dataTopicNames,
  isDataTopic,
  parseDocument,
  shippedDocuments,
  topicNamed,
} from "../../app/content/engine/content";
import {
  applyChanges,
  conflicts,
  diffDocuments,
  type FieldChange,
} from "../../app/content/engine/diff";
import type { TopicDocument } from "../../app/content/engine/document";
import type { EditorSectionSpec } from "../../app/content/engine/editor-sections";
import type { ItemStatus } from "../../app/content/engine/launch-check";
import { describeValue } from "../../app/content/engine/overlay";
import { formatPath, parsePath, valueAt } from "../../app/content/engine/paths";
import { pageName } from "../../app/staff/editor/page-names";
import type { ContentStore, DraftSummary, RevisionSummary, StoredDocument } from "../db/content";
import { copyRecord, fieldRecordOf, foldStep, outdatedMarks } from "./field-record";
import { libraryHolding, mediaOf } from "./library";
import type { LiveContent } from "./live";
import { type ContentOperations, contentOperations, type PublishResult } from "./operations";
import { markedContent } from "./preview-marks";
import { type ChangedField, changedFields } from "./reads";

/** Who acts: a staff account. */
export interface EditorStaff {
  id: number;
  email: string;
}

/** A topic as the editor's list shows it. */
export interface TopicSummary {
  name: DataTopicName;
  title: string;
  description: string;
  /** The latest publish of the topic; null while it shows the shipped files. */
  published: { revision: number; at: number; by: string; note: string } | null;
  drafts: DraftSummary[];
  /** Launch-check items of the topic not yet settled. */
  openItems: number;
  /** Hindi fields whose English changed after them. */
  outdatedHindi: number;
  /** The stored revision this release's schema refuses: the topic is served as shipped. */
  problem: string | null;
}

/** A field the editor marks: its path ("hi.faqs.hosting.answer") and why. */
export interface FieldMark {
  path: string;
  message: string;
}

export interface TopicEditor {
  name: DataTopicName;
  title: string;
  description: string;
  /** The form's rules: the JSON Schema of the facts and of the words (both languages). */
  schemas: { facts: unknown; words: unknown };
  /** How the form groups the fields for staff (the topic's editor-sections.ts; empty: by schema). */
  sections: readonly EditorSectionSpec[];
  /** What visitors see now, and the revision of the topic it comes from (0: shipped). */
  live: { document: TopicDocument; revision: number };
  /** The staff member's draft, if any: what the form shows instead of the live document. */
  draft: { document: StoredDocument; basedOn: number; updatedAt: number } | null;
  /** Other staff members' drafts of the topic. */
  otherDrafts: DraftSummary[];
  /** The publish check of the form's document (the draft, or the live document): at fields. */
  issues: ContentIssue[];
  /** Hindi fields whose English changed after them (warnings; they do not block). */
  outdated: FieldMark[];
  /** The topic's launch-check items, open and settled. */
  launchCheck: ItemStatus[];
  /** The public pages that show the topic (for previews). */
  pages: string[];
  /** Each of those pages by the name a visitor knows it by (its menu label or title). */
  pageNames: Record<string, string>;
  /** The stored revision this release refuses (the topic is served as shipped). */
  problem: string | null;
  /** Staff values this release has no field for: kept, not shown, until moved or dropped. */
  unplaced: { path: string; was: string }[];
}

/** A draft in conflict: what somebody else published since it was started, beside the draft's. */
export interface Conflict {
  /** The revisions published since the draft's start that changed the topic. */
  revisions: RevisionSummary[];
  /** Fields both changed, each with its value at the start, theirs and the draft's. */
  fields: { path: string; start: unknown; theirs: unknown; mine: unknown }[];
  /** The topic as published now: a draft rebased on it keeps the draft's own changes. */
  live: TopicDocument;
  liveRevision: number;
}

export type EditorPublishResult =
  | PublishResult
  | { ok: false; reason: "no-draft" }
  | { ok: false; reason: "conflict"; conflict: Conflict };

export interface RevisionDiff extends RevisionSummary {
  /** The topic's fields the revision changed. */
  changes: FieldChange[];
}

/** What a draft would change if published now (the editor's Publish box and preview). */
export interface DraftChanges {
  /** The draft's fields that differ from the live words. */
  changes: FieldChange[];
  /** The public pages (either language's path) that show any of it, with their names. */
  pages: { path: string; name: string }[];
  /** The draft's document (or the live one) and the topic's schemas: to name the fields. */
  document: TopicDocument;
  schemas: { facts: unknown; words: unknown };
}

export interface ContentEditorService {
  overview(staff: EditorStaff): Promise<TopicSummary[]>;
  topic(name: string, staff: EditorStaff): Promise<TopicEditor | null>;
  /**
   * Saves the staff member's draft of a topic (the whole document, as the form holds it) and
   * answers the check of it. `basedOn` is the revision the browser says the form was loaded
   * with: read only for a new draft, and never later than the live revision (a saved draft keeps
   * the start the server recorded). A document past the shape bounds (app/content/engine/bounds.ts) or
   * of no topic's shape is refused before it is checked.
   */
  saveDraft(
    name: string,
    staff: EditorStaff,
    document: unknown,
    basedOn?: number,
    /** Hindi fields the staff member checked and keeps (their English changed). */
    hindiChecked?: readonly string[],
  ): Promise<
    | { ok: true; issues: ContentIssue[]; outdated: FieldMark[] }
    /** tooComplex: the document passes a bound of its shape (app/content/engine/bounds.ts). */
    | { ok: false; error: string; tooComplex?: boolean }
  >;
  /**
   * Whether a save of the staff member's draft may be checked now (app/content/engine/bounds.ts
   * draftSaveRate, per instance); false: answer 429 before reading it.
   */
  admitSave(staff: EditorStaff): boolean;
  discardDraft(name: string, staff: EditorStaff): Promise<void>;
  /**
   * A page of the site (`path`, in either language) with the staff member's draft, each text the
   * draft changes marked (server/content/preview-marks.ts).
   */
  preview(
    name: string,
    staff: EditorStaff,
    path: string,
  ): Promise<{ html: string; scriptHashes: string[] } | { error: string }>;
  /**
   * What publishing the staff member's draft would change: its fields (against the live words)
   * and the pages (either language's path) that show any of it. Null for no such topic.
   */
  draftChanges(name: string, staff: EditorStaff): Promise<DraftChanges | null>;
  /**
   * Carries the staff member's draft in conflict onto what is published now: their own changes are
   * kept, except on the fields both changed, where `keepMine` names those they keep; on the
   * others, the published value stands. The draft is then based on the live revision.
   */
  rebaseDraft(
    name: string,
    staff: EditorStaff,
    keepMine: readonly string[],
  ): Promise<{ ok: true } | { ok: false; error: string }>;
  /** Publishes the staff member's draft of the topic; the draft is gone once published. */
  publish(name: string, staff: EditorStaff, note: string): Promise<EditorPublishResult>;
  /**
   * The revisions that changed the topic, newest first, each field by field: a page of them
   * (`limit`, 20 unless told), before revision `before` when given.
   */
  history(name: string, page?: { before?: number; limit?: number }): Promise<RevisionDiff[]>;
  rollback: ContentOperations["rollback"];
  /** Moves a staff value no longer shown to a field, or drops it (owners). */
  resolve: ContentOperations["resolve"];
  confirm: ContentOperations["confirm"];
  unconfirm: ContentOperations["unconfirm"];
  /** Every launch-check item of the site, and the live content its values are read from. */
  launch(): Promise<{ statuses: ItemStatus[]; content: LiveContent["content"] }>;
}

/** How many revisions `history` answers unless told. */
const historyPage = 20;

/** Hindi fields the staff checked after their English changed, kept in the draft's document. */
const CHECKED_KEY = "hindiChecked";

export function createContentEditor(options: {
  store: ContentStore;
  /** The live content (the server's runtime): what visitors see now. */
  live: () => LiveContent;
  /** One page rendered with a revision's content (server/content/pages.ts). */
  previewPage?: (
    content: ReturnType<typeof buildContent>,
    path: string,
  ) => Promise<{ html: string; scriptHashes: string[] }>;
  /** The public pages that read a topic. */
  pagesReading?: (topic: string) => string[];
  /** The public pages that read any of these fields. */
  pagesShowing?: (changes: readonly ChangedField[]) => string[];
  /**
   * Brings this instance up to the store's live revision (the server's runtime reads the store's
   * latest revision, and the live content if it changed): before the editor reads what is live, and
   * after a publish, an undo or a confirmation is stored. Behind a load balancer the next page
   * may come from another instance than the publish did; each then shows what is live now, not
   * what it had at its last poll, and a draft is never started from an older revision.
   */
  follow?: () => Promise<void>;
  now?: () => number;
}): ContentEditorService {
  const { store } = options;
  const operations = contentOperations(store);
  const media = mediaOf(store);
  const shipped = shippedDocuments();
  const now = options.now ?? Date.now;
  /** Follows the store now; a failure leaves it to the runtime's next poll. */
  const follow = () => options.follow?.().catch(() => undefined);
  const followed = async <T extends { ok: boolean }>(result: T): Promise<T> => {
    if (result.ok) await follow();
    return result;
  };
  const jsonSchemas = new Map<DataTopicName, { facts: unknown; words: unknown }>();

  const schemasOf = (name: DataTopicName) => {
    let schemas = jsonSchemas.get(name);
    if (!schemas) {
      const topic = topicNamed(name);
      schemas = {
        facts: z.toJSONSchema(topic.factsSchema, { unrepresentable: "any" }),
        words: z.toJSONSchema(topic.wordsSchema, { unrepresentable: "any" }),
      };
      jsonSchemas.set(name, schemas);
    }
    return schemas;
  };

  /**
   * The revisions that changed `name` after revision `after`, oldest first, with its documents
   * before and after: an indexed range of the history, never the whole of it.
   */
  async function revisionsSince(name: string, after: number) {
    const summaries = await store.listRevisions({
      topic: name,
      after,
      oldestFirst: true,
      limit: 1_000_000_000,
    });
    return summaries.map((revision) => ({ revision }));
  }

  /** The topic's document just before revision `id` (which changed it). */
  async function documentBefore(name: string, id: number) {
    const revision = await store.getRevision(id);
    return (revision?.changes[name]?.before ?? shipped[name as DataTopicName]) as TopicDocument;
  }

  /**
   * The Hindi fields of `document` whose English changed after the Hindi last changed (or was
   * last checked), over the topic's published history (its field record, ./field-record.ts) and
   * then `document` itself.
   */
  async function outdatedHindi(
    name: string,
    live: TopicDocument,
    document: TopicDocument,
    checkedNow: readonly string[] = [],
  ): Promise<FieldMark[]> {
    const record = copyRecord(
      await fieldRecordOf(store, name, shipped[name as DataTopicName] as TopicDocument),
    );
    foldStep(record, live, document, checkedNow);
    return outdatedMarks(record, document);
  }

  /** The topic's document when a draft based on revision `basedOn` was started. */
  async function startOf(name: string, basedOn: number, current: TopicDocument) {
    const [first] = await store.listRevisions({
      topic: name,
      after: basedOn,
      oldestFirst: true,
      limit: 1,
    });
    return first ? documentBefore(name, first.id) : current;
  }

  /**
   * The revision a draft is based on, by the server's record: a draft already saved keeps the
   * one it was started from (only a rebase moves it, to the live one); a new draft starts from
   * what the form was loaded with, which the browser says, but never later than the live
   * revision. So a browser cannot claim a later start than it had and publish over somebody
   * else's words without the choice, field by field; a claim of an earlier one only shows more.
   */
  async function startedFrom(
    name: string,
    staff: EditorStaff,
    claimed: number | undefined,
    live: number,
  ): Promise<number> {
    const existing = (await store.listDrafts(name)).find((draft) => draft.staffId === staff.id);
    if (existing) return Math.min(existing.basedOn, live);
    return Math.min(claimed ?? live, live);
  }

  /** The live document of a topic, and the revision it comes from. */
  function liveOf(name: DataTopicName, live: LiveContent) {
    return {
      document: live.content.documents[name] as TopicDocument,
      revision: live.topicRevisions[name] ?? 0,
    };
  }

  /** The site as it would be with `document` for topic `name`: the check's and preview's input. */
  function withTopic(live: LiveContent, name: DataTopicName, document: TopicDocument) {
    return { ...live.content.documents, [name]: document } as ContentDocuments;
  }

  /** The draft's document without the editor's own bookkeeping. */
  function contentOf(document: StoredDocument): TopicDocument {
    const { [CHECKED_KEY]: _checked, ...rest } = document as StoredDocument & {
      [CHECKED_KEY]?: string[];
    };
    return rest as TopicDocument;
  }

  /** Each staff member's save bucket: tokens left and when it was last filled. */
  const saveBuckets = new Map<number, { tokens: number; at: number }>();

  /** The site with the staff member's draft of `name` (or the live words), and what it changes. */
  async function draftContent(
    name: DataTopicName,
    staff: EditorStaff,
  ): Promise<{ content: Content; changes: ChangedField[] } | { error: string }> {
    await follow();
    const live = options.live();
    const draft = await store.getDraft(name, staff.id);
    const document = draft ? contentOf(draft.document) : liveOf(name, live).document;
    const parsed = parseDocument(name, document);
    if (!parsed.ok) return { error: "the draft has errors: mend them to see the pages" };
    const content = buildContent(withTopic(live, name, parsed.document), live.content.revision);
    return { content, changes: changedFields(live.content, content) };
  }

  return {
    admitSave(staff) {
      const at = now();
      const bucket = saveBuckets.get(staff.id) ?? { tokens: draftSaveRate.burst, at };
      bucket.tokens = Math.min(
        draftSaveRate.burst,
        bucket.tokens + ((at - bucket.at) / 1_000) * draftSaveRate.perSecond,
      );
      bucket.at = at;
      const admitted = bucket.tokens >= 1;
      if (admitted) bucket.tokens -= 1;
      saveBuckets.set(staff.id, bucket);
      return admitted;
    },

    async overview() {
      await follow();
      const live = options.live();
      const [drafts, statuses] = await Promise.all([store.listDrafts(), operations.launchCheck()]);
      return Promise.all(
        dataTopicNames.map(async (name) => {
          const topic = topicNamed(name);
          // A topic with no live row shows the shipped files: no latest publish to name.
          const [latest] =
            live.topicRevisions[name] === undefined
              ? []
              : await store.listRevisions({ topic: name, except: ["confirm"], limit: 1 });
          const { document } = liveOf(name, live);
          const problem = live.problems.find((p) => p.topic === name);

          return {
            name,
            title: topic.title,
            description: topic.description,
            published:
              latest && live.topicRevisions[name] !== undefined
                ? {
                    revision: latest.id,
                    at: latest.createdAt,
                    by: latest.author,
                    note: latest.note,
                  }
                : null,
            drafts: drafts.filter((draft) => draft.topic === name),
            openItems: statuses.filter((s) => s.topic === name && !s.settled).length,
            outdatedHindi: (await outdatedHindi(name, document, document)).length,
            problem: problem ? problem.reason : null,
          };
        }),
      );
    },

    async topic(name, staff) {
      if (!isDataTopic(name)) return null;
      await follow();
      const live = options.live();
      const topic = topicNamed(name);
      const current = liveOf(name, live);
      const [draft, drafts, statuses] = await Promise.all([
        store.getDraft(name, staff.id),
        store.listDrafts(name),
        operations.launchCheck(),
      ]);
      const document = draft ? contentOf(draft.document) : current.document;
      const checked =
        (draft?.document as { [CHECKED_KEY]?: string[] } | undefined)?.[CHECKED_KEY] ?? [];
      return {
        name,
        title: topic.title,
        description: topic.description,
        schemas: schemasOf(name),
        sections: topic.editorSections,
        live: current,
        draft: draft
          ? { document: draft.document, basedOn: draft.basedOn, updatedAt: draft.updatedAt }
          : null,
        otherDrafts: drafts.filter((other) => other.staffId !== staff.id),
        issues: checkContent(withTopic(live, name, document), shipped, undefined, [name], {
          library: await libraryHolding(media, withTopic(live, name, document), [name]),
        }),
        outdated: await outdatedHindi(name, current.document, document, checked),
        launchCheck: statuses.filter((status) => status.topic === name),
        pages: options.pagesReading?.(name) ?? [],
        pageNames: Object.fromEntries(
          (options.pagesReading?.(name) ?? []).map((path) => [path, pageName(live.content, path)]),
        ),
        problem: live.problems.find((p) => p.topic === name)?.reason ?? null,
        unplaced: (live.unplaced[name] ?? []).map((change) => ({
          path: formatPath(change.path),
          was: describeValue(change, 200),
        })),
      };
    },

    async saveDraft(name, staff, document, basedOn, hindiChecked = []) {
      if (!isDataTopic(name)) return { ok: false, error: `there is no topic "${name}"` };
      // Measured before anything walks it (app/content/engine/bounds.ts): one pass, stopping early.
      const refused = shapeRefusal(document);
      if (refused) return { ok: false, error: refused.message, tooComplex: true };
      const checked = boundedCheckedPaths(hindiChecked);
      if (checked === null)
        return { ok: false, error: "the draft names too many Hindi fields as checked" };
      if (
        !document ||
        typeof document !== "object" ||
        !["en", "hi"].every((part) => part in (document as object))
      )
        return { ok: false, error: "a draft is the topic's facts, English and Hindi words" };
      await follow();
      const live = options.live();
      const current = liveOf(name, live);
      const candidate = document as TopicDocument;
      const stored = { ...candidate, [CHECKED_KEY]: [...new Set(checked)] } as StoredDocument;
      await store.saveDraft({
        topic: name,
        staffId: staff.id,
        document: stored,
        basedOn: await startedFrom(name, staff, basedOn, current.revision),
        updatedAt: now(),
      });
      return {
        ok: true,
        issues: checkContent(withTopic(live, name, candidate), shipped, undefined, [name], {
          library: await libraryHolding(media, withTopic(live, name, candidate), [name]),
        }),
        outdated: await outdatedHindi(name, current.document, candidate, checked),
      };
    },

    discardDraft: (name, staff) => store.deleteDraft(name, staff.id),

    async rebaseDraft(name, staff, keepMine) {
      if (!isDataTopic(name)) return { ok: false, error: `there is no topic "${name}"` };
      const draft = await store.getDraft(name, staff.id);
      if (!draft) return { ok: false, error: "there is no draft of this topic" };
      await follow();
      const current = liveOf(name, options.live());
      const start = await startOf(name, draft.basedOn, current.document);
      const mine = diffDocuments(start, contentOf(draft.document));
      const both = conflicts(mine, diffDocuments(start, current.document));
      const near = (a: string, b: string) =>
        a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
      const kept = mine.filter((change) => {
        const path = formatPath(change.path);
        return (
          !both.some((contested) => near(path, contested)) ||
          keepMine.some((chosen) => near(path, chosen))
        );
      });
      const checked = (draft.document as { [CHECKED_KEY]?: string[] })[CHECKED_KEY] ?? [];
      await store.saveDraft({
        topic: name,
        staffId: staff.id,
        document: {
          ...applyChanges(current.document, kept),
          [CHECKED_KEY]: checked,
        } as StoredDocument,
        basedOn: current.revision,
        updatedAt: now(),
      });
      return { ok: true };
    },

    async preview(name, staff, path) {
      if (!isDataTopic(name)) return { error: `there is no topic "${name}"` };
      if (!options.previewPage) return { error: "previews need the built pages (npm run build)" };
      const drafted = await draftContent(name, staff);
      if ("error" in drafted) return drafted;
      return options.previewPage(markedContent(drafted.content, drafted.changes), path);
    },

    async draftChanges(name, staff) {
      if (!isDataTopic(name)) return null;
      await follow();
      const live = options.live();
      const draft = await store.getDraft(name, staff.id);
      const current = liveOf(name, live).document;
      const document = draft ? contentOf(draft.document) : current;
      const drafted = draft ? await draftContent(name, staff) : { error: "no draft" };
      return {
        changes: diffDocuments(current, document),
        // A draft with errors renders no page: its fields are listed, its pages are not known.
        pages: ("error" in drafted ? [] : (options.pagesShowing?.(drafted.changes) ?? [])).map(
          (path) => ({ path, name: pageName(live.content, path) }),
        ),
        document,
        schemas: schemasOf(name),
      };
    },

    async publish(name, staff, note) {
      if (!isDataTopic(name)) return { ok: false, reason: "unknown-topic", topics: [name] };
      await follow();
      const draft = await store.getDraft(name, staff.id);
      if (!draft) return { ok: false, reason: "no-draft" };
      const document = contentOf(draft.document);
      const live = options.live();
      const current = liveOf(name, live);
      if (current.revision > draft.basedOn) {
        // Somebody published the topic since the draft was started: nothing is overwritten
        // without the editor choosing, field by field (they rebase the draft, then publish).
        const since = await revisionsSince(name, draft.basedOn);
        const start = since[0]
          ? await documentBefore(name, since[0].revision.id)
          : current.document;
        const theirs = diffDocuments(start, current.document);
        const mine = diffDocuments(start, document);
        const both = conflicts(mine, theirs);
        if (both.length > 0)
          return {
            ok: false,
            reason: "conflict",
            conflict: {
              revisions: since.map(({ revision }) => revision),
              fields: both.map((path) => {
                const at = (doc: TopicDocument) => valueAt(doc, parsePath(path));
                return { path, start: at(start), theirs: at(current.document), mine: at(document) };
              }),
              live: current.document,
              liveRevision: current.revision,
            },
          };
      }
      // What somebody else published since, on fields the draft left alone, stays: the draft's
      // own changes are carried onto the live document.
      const merged =
        current.revision > draft.basedOn
          ? applyChanges(
              current.document,
              diffDocuments(await startOf(name, draft.basedOn, current.document), document),
            )
          : document;
      const result = await operations.publish({
        topics: { [name]: merged },
        note,
        author: staff.email,
        basedOn: Math.max(draft.basedOn, current.revision),
        hindiChecked: {
          [name]: (draft.document as { [CHECKED_KEY]?: string[] })[CHECKED_KEY] ?? [],
        },
      });
      if (result.ok || result.reason === "nothing") await store.deleteDraft(name, staff.id);
      return followed(result);
    },

    async history(name, page = {}) {
      if (!isDataTopic(name)) return [];
      const summaries = await store.listRevisions({
        topic: name,
        before: page.before,
        limit: page.limit ?? historyPage,
      });
      // Only the revisions of this page are read whole, for their field-by-field changes.
      return Promise.all(
        summaries.map(async (summary) => {
          const revision = await store.getRevision(summary.id);
          const change = revision?.changes[name];
          const shippedDocument = shipped[name] as StoredDocument;
          return {
            ...summary,
            changes: diffDocuments(
              contentOf(change?.before ?? shippedDocument),
              contentOf(change?.after ?? shippedDocument),
            ),
          };
        }),
      );
    },

    rollback: async (revision, author, note) =>
      followed(await operations.rollback(revision, author, note)),
    resolve: async (request) => followed(await operations.resolve(request)),
    confirm: async (items, author, note) => followed(await operations.confirm(items, author, note)),
    unconfirm: async (items, author, note) =>
      followed(await operations.unconfirm(items, author, note)),
    async launch() {
      await follow();
      const statuses = await operations.launchCheck();
      return { statuses, content: options.live().content };
    },
  };
}
