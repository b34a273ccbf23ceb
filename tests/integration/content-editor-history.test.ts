/**
 * The words editor with a long history (issue 51, deliverable 4), on SQLite and PostgreSQL:
 * 1,000 revisions of the policies topic, written straight through the content store
 * (tests/support/policy-history.ts). The editor
 * still says which Hindi is older than its English (for a field whose English changed in the
 * first of them), lists the history 20 at a time and pages back, and a publish still sees what
 * somebody else published after the draft began; an autosave reads no past revision at all.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { shippedDocuments } from "../../app/content/engine/content";
import { hashPassword } from "../../server/admin/password";
import { type ContentEditorService, createContentEditor } from "../../server/content/editor";
import { type LiveContent, readLiveContent } from "../../server/content/live";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import type { ContentStore } from "../../server/db/content";
import {
  changedPolicies,
  type Policies,
  paymentsSection,
  policyUi,
  seedPolicyHistory,
} from "../support/policy-history";
import { createDatabase, type InProcessApp, startInProcessApp, tempDir } from "./helpers";

const backends: [string, () => Promise<SiteDatabase>][] = [
  ["SQLite", () => openSiteDatabase({ DATA_DIR: tempDir() })],
  [
    "PostgreSQL",
    async () =>
      openSiteDatabase({
        DATABASE_URL: await createDatabase(inject("databaseUrl")),
        DATA_DIR: tempDir(),
      }),
  ],
];

const REVISIONS = 1_000;
const shipped = shippedDocuments();

describe.each(backends)(
  "the words editor with 1,000 revisions of the policies on %s",
  (_name, open) => {
    let db: SiteDatabase;
    let editor: ContentEditorService;
    let live: LiveContent;
    /** The policies as the seeded history left them (revision 1,000). */
    let seeded: Policies;
    /** How many past revisions the editor read whole (getRevision) since the counter was reset. */
    let revisionsRead = 0;
    const asha = { id: 0, email: "asha@agency.in" };
    const ravi = { id: 0, email: "ravi@agency.in" };
    const follow = async () => {
      live = await readLiveContent(db);
    };

    beforeAll(async () => {
      db = await open();
      asha.id = (await db.upsertStaff(asha.email, "x", Date.now())).id;
      ravi.id = (await db.upsertStaff(ravi.email, "x", Date.now())).id;
      seeded = await seedPolicyHistory(db, REVISIONS);
      await follow();
      const counting: ContentStore = {
        ...db,
        getRevision: (id) => {
          revisionsRead += 1;
          return db.getRevision(id);
        },
      };
      editor = createContentEditor({ store: counting, live: () => live, follow });
    }, 300_000);
    afterAll(() => db.close());

    it("marks the Hindi whose English changed in the first of 1,000 revisions, and only that", async () => {
      expect(live.topicRevisions.policies).toBe(REVISIONS);
      const page = await editor.topic("policies", asha);
      expect(page?.live.revision).toBe(REVISIONS);
      expect(page?.outdated.map((mark) => mark.path)).toEqual(["hi.policyUi.tocTitle"]);
      const summary = (await editor.overview(asha)).find((topic) => topic.name === "policies");
      expect(summary).toMatchObject({ outdatedHindi: 1, published: { revision: REVISIONS } });
    });

    it("saves a draft without reading any past revision, and marks what the draft changes", async () => {
      revisionsRead = 0;
      const saved = await editor.saveDraft(
        "policies",
        asha,
        changedPolicies(live.content.documents.policies, (d) => {
          policyUi(d, "en").relatedTitle = "Other policies";
          policyUi(d, "hi").tocTitle = "इस पेज पर क्या है";
        }),
      );
      expect(saved.ok && saved.outdated.map((mark) => mark.path)).toEqual([
        "hi.policyUi.relatedTitle",
      ]);
      expect((await editor.topic("policies", asha))?.draft?.basedOn).toBe(REVISIONS);
      expect(revisionsRead).toBe(0);
    });

    it("lists the newest 20 revisions and pages back", async () => {
      revisionsRead = 0;
      const newest = await editor.history("policies");
      expect(newest.map((revision) => revision.id)).toEqual(
        Array.from({ length: 20 }, (_, index) => REVISIONS - index),
      );
      expect(newest[0]?.changes.map((change) => change.path.join("."))).toEqual([
        "en.terms.sections.payments.title",
        "hi.terms.sections.payments.title",
      ]);
      expect(revisionsRead).toBe(20);
      const older = await editor.history("policies", { before: newest.at(-1)?.id });
      expect(older.map((revision) => revision.id)).toEqual(
        Array.from({ length: 20 }, (_, index) => REVISIONS - 20 - index),
      );
      const oldest = await editor.history("policies", { before: 3 });
      expect(oldest.map((revision) => revision.note)).toEqual(["Related", "Contents"]);
      expect(oldest[1]?.changes).toEqual([
        {
          path: ["en", "policyUi", "tocTitle"],
          before: policyUi(shipped.policies, "en").tocTitle,
          after: "Contents of this page",
        },
      ]);
    });

    it("sees a publish made after the draft began, on the field both changed", async () => {
      // Ravi publishes the payments title while Asha's draft (based on revision 1,000) is open.
      await editor.saveDraft(
        "policies",
        ravi,
        changedPolicies(live.content.documents.policies, (d) => {
          paymentsSection(d, "en").title = "Paying us";
        }),
      );
      expect(await editor.publish("policies", ravi, "Paying us")).toMatchObject({ ok: true });
      await follow();
      await editor.saveDraft(
        "policies",
        asha,
        changedPolicies(seeded, (d) => {
          policyUi(d, "en").relatedTitle = "Other policies";
          policyUi(d, "hi").tocTitle = "इस पेज पर क्या है";
          paymentsSection(d, "en").title = "How to pay";
        }),
      );
      const refused = await editor.publish("policies", asha, "How to pay");
      expect(refused).toMatchObject({ ok: false, reason: "conflict" });
      if (refused.ok || refused.reason !== "conflict") return;
      expect(refused.conflict.revisions.map((revision) => revision.note)).toEqual(["Paying us"]);
      expect(refused.conflict.fields).toEqual([
        {
          path: "en.terms.sections.payments.title",
          start: `Payments (${REVISIONS})`,
          theirs: "Paying us",
          mine: "How to pay",
        },
      ]);
      // Keeping Ravi's title, Asha's other changes publish over his.
      expect(await editor.rebaseDraft("policies", asha, [])).toEqual({ ok: true });
      expect(await editor.publish("policies", asha, "Related and contents")).toMatchObject({
        ok: true,
      });
      await follow();
      const policies = live.content.documents.policies;
      expect(paymentsSection(policies, "en").title).toBe("Paying us");
      expect(policyUi(policies, "en").relatedTitle).toBe("Other policies");
      // The Hindi of the related title and of the payments title are now out of date; the
      // contents' Hindi was written.
      expect((await editor.topic("policies", asha))?.outdated.map((mark) => mark.path)).toEqual([
        "hi.policyUi.relatedTitle",
        "hi.terms.sections.payments.title",
      ]);
    });
  },
);

describe("the history page of a long history", () => {
  const PASSWORD = "correct horse battery staple";
  const OWNER = "owner@agency.example";
  const SEEDED = 45;
  let app: InProcessApp;
  let cookie = "";

  beforeAll(async () => {
    app = await startInProcessApp({
      DATA_DIR: tempDir("editor-history-"),
      ADMIN_LOGIN_DELAY_MS: "0",
    });
    await app.db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now(), { role: "owner" });
    await seedPolicyHistory(app.db, SEEDED);
    const response = await fetch(`${app.url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ email: OWNER, password: PASSWORD }),
      headers: { Origin: app.url },
      redirect: "manual",
    });
    cookie = /sw_admin=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
  }, 120_000);
  afterAll(() => app.close());

  /** The history page at `query`: its revisions' ids, its "Older" link and its undo buttons. */
  async function historyPage(query = "") {
    const response = await fetch(`${app.url}/admin/content/policies/history${query}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    return {
      ids: [...html.matchAll(/data-revision="(\d+)"/g)].map((match) => Number(match[1])),
      older:
        /data-testid="history-older"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="history-older"/
          .exec(html)
          ?.slice(1)
          .find(Boolean)
          ?.replaceAll("&amp;", "&"),
      undo: html.includes('name="intent" value="undo"'),
    };
  }

  it("shows the newest 20 revisions with undo, and pages back 20 at a time to the first", async () => {
    const newest = await historyPage();
    expect(newest.ids).toEqual(Array.from({ length: 20 }, (_, index) => SEEDED - index));
    expect(newest.undo).toBe(true);
    expect(newest.older).toBe("/admin/content/policies/history?before=26");
    const second = await historyPage(newest.older?.replace(/^[^?]*/, ""));
    expect(second.ids).toEqual(Array.from({ length: 20 }, (_, index) => 25 - index));
    // Only the newest revision can be undone: an older page offers no undo.
    expect(second.undo).toBe(false);
    const last = await historyPage(second.older?.replace(/^[^?]*/, ""));
    expect(last.ids).toEqual([5, 4, 3, 2, 1]);
    expect(last.older).toBeUndefined();
  });
});
