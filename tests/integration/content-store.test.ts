/**
 * The content store and what can be done to it (server/db/content.ts,
 * server/content/operations.ts), one behaviour suite on SQLite and on PostgreSQL: a publish is
 * one revision with who, when and a note; a refused one changes nothing; a stale one is refused
 * without losing anybody's words; rollback is one step back; confirmations settle launch-check
 * items; a stored revision that today's schema refuses falls back to the shipped words.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { describeIssue } from "../../app/content/engine/checks";
import { shippedDocuments } from "../../app/content/engine/content";
import { readLiveContent } from "../../server/content/live";
import { type ContentOperations, contentOperations } from "../../server/content/operations";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { createDatabase, tempDir } from "./helpers";

const backends: [string, () => Promise<() => Promise<SiteDatabase>>][] = [
  [
    "SQLite",
    async () => {
      const dir = tempDir();
      return () => openSiteDatabase({ DATA_DIR: dir });
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      return () => openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir() });
    },
  ],
];

const shipped = shippedDocuments();
type SiteFacts = (typeof shipped)["site"]["facts"];

/** The site topic as the author wants it: the shipped files with `facts` changed. */
function siteWith(facts: Partial<SiteFacts>, from = shipped.site) {
  return { site: { ...structuredClone(from), facts: { ...from.facts, ...facts } } };
}

describe.each(backends)("the content store on %s", (_name, open) => {
  let db: SiteDatabase;
  let other: SiteDatabase;
  let content: ContentOperations;

  beforeAll(async () => {
    const connect = await open();
    db = await connect();
    other = await connect();
    content = contentOperations(db);
  });
  afterAll(async () => {
    await db.close();
    await other.close();
  });

  it("starts at revision 0, the shipped files", async () => {
    expect(await db.latestRevision()).toBe(0);
    const live = await content.live();
    expect(live.content.documents).toEqual(shipped);
    expect(await content.history()).toEqual([]);
  });

  it("publishes what changed as one revision, with who, when and the note", async () => {
    const before = Date.now();
    const result = await content.publish({
      topics: siteWith({ phoneMobile: "+91 98110 24680" }),
      note: "The real mobile number",
      author: "owner@agency.in",
      basedOn: 0,
    });
    expect(result).toMatchObject({ ok: true, revision: 1, changed: ["site"] });
    // Another instance reads it.
    expect(await other.latestRevision()).toBe(1);
    const live = await readLiveContent(other);
    expect(live.content.documents.site.facts.phoneMobile).toBe("+91 98110 24680");
    expect(live.content.dictionary("hi").siteFacts.phoneMobile.e164).toBe("+919811024680");
    const [revision] = await content.history();
    expect(revision).toMatchObject({
      id: 1,
      author: "owner@agency.in",
      note: "The real mobile number",
      kind: "publish",
      topics: ["site"],
    });
    expect(revision?.createdAt).toBeGreaterThanOrEqual(before);
    const full = await content.revision(1);
    expect(full?.changes.site?.before).toBeNull();
    expect(full?.changes.site?.after).toMatchObject({ facts: { phoneMobile: "+91 98110 24680" } });
  });

  it("refuses a publish that breaks a rule, naming the field, and changes nothing", async () => {
    const live = await content.live();
    const result = await content.publish({
      topics: siteWith(
        { foundedYear: "twenty" as never, phoneDesktop: "+91 00000 00009" },
        live.content.documents.site,
      ),
      note: "bad",
      author: "owner@agency.in",
    });
    expect(result.ok).toBe(false);
    expect(
      result.ok === false && result.reason === "invalid" && result.issues.map(describeIssue),
    ).toEqual([
      "site facts.foundedYear: Invalid input: expected number, received string",
      'site facts.phoneDesktop: "+91 0" is a placeholder phone number: write the real one',
    ]);
    expect(await db.latestRevision()).toBe(1);
  });

  it("publishes nothing when nothing changed, and refuses unknown topics", async () => {
    const live = await content.live();
    expect(
      await content.publish({
        topics: { site: live.content.documents.site },
        note: "same",
        author: "a",
      }),
    ).toEqual({ ok: false, reason: "nothing" });
    expect(
      await content.publish({ topics: { nonsense: {} }, note: "x", author: "a" }),
    ).toMatchObject({ ok: false, reason: "unknown-topic", topics: ["nonsense"] });
    expect(await db.latestRevision()).toBe(1);
  });

  it("refuses a stale publish of a topic somebody changed since, and keeps what they published", async () => {
    // Two people start from revision 1; the first publishes the office number.
    const start = (await content.live()).content.documents.site;
    const first = await content.publish({
      topics: siteWith({ phoneDesktop: "+91 120 456 7890" }, start),
      note: "Office number",
      author: "editor@agency.in",
      basedOn: 1,
    });
    expect(first).toMatchObject({ ok: true, revision: 2 });
    // The second changed the same topic from revision 1: refused, naming it.
    const second = await content.publish({
      topics: siteWith({ foundedYear: 2021 }, start),
      note: "Founding year",
      author: "owner@agency.in",
      basedOn: 1,
    });
    expect(second).toEqual({
      ok: false,
      reason: "stale",
      stale: [{ topic: "site", changedBy: 2 }],
    });
    // A publish that left the topic as it was at revision 1 does not undo revision 2.
    const untouched = await content.publish({
      topics: { site: start },
      note: "nothing of mine in site",
      author: "owner@agency.in",
      basedOn: 1,
    });
    expect(untouched).toEqual({ ok: false, reason: "nothing" });
    expect((await content.live()).content.documents.site.facts.phoneDesktop).toBe(
      "+91 120 456 7890",
    );
  });

  it("rolls back one revision as a new one, and refuses while a later one changed the topic", async () => {
    expect(await content.rollback(1, "owner@agency.in")).toMatchObject({
      ok: false,
      reason: "changed-since",
    });
    const undo = await content.rollback(2, "owner@agency.in");
    expect(undo).toMatchObject({ ok: true, revision: 3, topics: ["site"] });
    const live = await content.live();
    expect(live.content.documents.site.facts.phoneDesktop).toBe(shipped.site.facts.phoneDesktop);
    expect(live.content.documents.site.facts.phoneMobile).toBe("+91 98110 24680");
    const [latest] = await content.history(1);
    expect(latest).toMatchObject({
      kind: "rollback",
      reverts: 2,
      note: 'Undo revision 2 ("Office number")',
    });
    // Undoing revision 1, then, goes back to the shipped files: no live row is left.
    expect(await content.rollback(1, "owner@agency.in")).toMatchObject({ ok: false });
    expect(await content.rollback(3, "owner@agency.in")).toMatchObject({ ok: true, revision: 4 });
    expect(await content.rollback(4, "owner@agency.in")).toMatchObject({ ok: true, revision: 5 });
    expect(await content.rollback(1, "owner@agency.in")).toMatchObject({
      ok: false,
      reason: "changed-since",
    });
    expect(await content.rollback(99, "owner@agency.in")).toMatchObject({
      ok: false,
      reason: "no-revision",
    });
  });

  it("settles launch-check items by confirmation, and unsettles them by its rollback", async () => {
    const open = async () =>
      (await content.launchCheck()).filter((s) => !s.settled).map((s) => s.item.id);
    expect(await open()).toContain("site.hours");
    expect(await content.confirm(["site.hours", "site.nothing"], "owner@agency.in")).toEqual({
      ok: false,
      unknown: ["site.nothing"],
    });
    const confirmed = await content.confirm(["site.hours"], "owner@agency.in");
    expect(confirmed.ok).toBe(true);
    expect(await open()).not.toContain("site.hours");
    const status = (await content.launchCheck()).find((s) => s.item.id === "site.hours");
    expect(status?.confirmed?.confirmedBy).toBe("owner@agency.in");
    if (!confirmed.ok) return;
    await content.rollback(confirmed.revision, "owner@agency.in");
    expect(await open()).toContain("site.hours");
  });

  it("serves the shipped words of a topic whose stored revision today's schema refuses", async () => {
    const version = await db.latestRevision();
    // What an older release stored, which this release's schema no longer accepts.
    const appended = await db.appendRevision({
      createdAt: Date.now(),
      author: "an older release",
      note: "stored before a schema change",
      kind: "publish",
      basedOn: version,
      topics: { site: { ...shipped.site, facts: { ...shipped.site.facts, replyDays: 99 } } },
    });
    expect(appended.ok).toBe(true);
    const live = await readLiveContent(db);
    expect(live.content.documents.site).toEqual(shipped.site);
    expect(live.problems).toEqual([
      {
        topic: "site",
        revisionId: appended.ok ? appended.id : 0,
        reason: "facts.replyDays: Too big: expected number to be <=10",
      },
    ]);
  });
});
