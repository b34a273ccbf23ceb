/**
 * The release test of issue 51 (docs/decisions/0021-changes-over-shipped-words.md), on SQLite and
 * PostgreSQL: staff publish words, prices and a list change on the first release; a database
 * from before version 11 (documents stored whole) is settled without a word served changing;
 * then the second release starts. The second release is this build's content layer handed a
 * second set of shipped files and schemas made here from the first (the engine takes its shipped
 * documents, schemas and content migrations as inputs, app/content/engine/release.ts): the pages and
 * shell topics gain a required field, the pages topic a new page, the shell renames a field
 * (with a content migration) and removes one (set aside on purpose). The real store, settle,
 * runtime and operations run on each engine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { topicNamed } from "../../app/content/engine/content";
import type { ContentMigration } from "../../app/content/engine/migrations";
import { currentRelease, type Release } from "../../app/content/engine/release";
import { checkRelease, liveChangesOf } from "../../server/content/check-release";
import { readLiveContent } from "../../server/content/live";
import { contentOperations } from "../../server/content/operations";
import { createContentRuntime } from "../../server/content/runtime";
import { MIGRATION_AUTHOR, settleContent } from "../../server/content/settle";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { createLogger } from "../../server/log";
import { createDatabase, tempDir } from "./helpers";

/** Each engine: how to open the database, and one statement run on it by hand. */
interface Backend {
  connect(): Promise<SiteDatabase>;
  runByHand(sql: string): Promise<void>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    "SQLite",
    async () => {
      const dir = tempDir();
      return {
        connect: () => openSiteDatabase({ DATA_DIR: dir }),
        async runByHand(sql) {
          const Database = (await import("better-sqlite3")).default;
          const sqlite = new Database(`${dir}/leads.db`);
          sqlite.exec(sql);
          sqlite.close();
        },
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      return {
        connect: () => openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir() }),
        async runByHand(sql) {
          const pg = (await import("pg")).default;
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(sql);
          await client.end();
        },
      };
    },
  ],
];

const first = currentRelease();
type Words = Record<string, unknown> & {
  ui: { header: Record<string, string>; skipLink: string };
};
type PageWords = Record<string, unknown> & { pages: Record<string, Record<string, string>> };

const renameCallUs: ContentMigration = {
  id: "test-shell-call-us-label",
  topic: "shell",
  note: "the header's call button words move to callUsLabel",
  steps: [
    { rename: { from: "en.ui.header.callUs", to: "en.ui.header.callUsLabel" } },
    { rename: { from: "hi.ui.header.callUs", to: "hi.ui.header.callUsLabel" } },
    { setAside: "en.ui.header.menuLabel" },
    { setAside: "hi.ui.header.menuLabel" },
  ],
};

/** The second release: new required fields, a new page, a renamed and a removed field. */
function secondRelease(migrations: readonly ContentMigration[]): Release {
  const shipped = structuredClone(first.shipped);
  for (const locale of ["en", "hi"] as const) {
    const shell = shipped.shell[locale] as unknown as Words;
    shell.ui.header.callUsLabel = shell.ui.header.callUs as string;
    delete shell.ui.header.callUs;
    delete shell.ui.header.menuLabel;
    shell.cookieNotice = locale === "en" ? "We set no tracking cookies." : "हम ट्रैकिंग कुकी नहीं रखते।";
    const pages = shipped.pages[locale] as unknown as PageWords;
    pages.listingNote = locale === "en" ? "Every page of the site" : "साइट के सभी पेज";
    pages.pages["/new-page"] = {
      title: locale === "en" ? "Our new page" : "हमारा नया पेज",
      description:
        locale === "en"
          ? "What the new page is about, in a sentence long enough for search results to show."
          : "नया पेज किस बारे में है, एक ऐसे वाक्य में जो खोज के नतीजों में दिखने लायक लंबा हो।",
      heading: locale === "en" ? "A new page" : "एक नया पेज",
      intro:
        locale === "en"
          ? "Words shipped with the new page, as the release's developer wrote them."
          : "नए पेज के साथ आए शब्द, जैसे रिलीज़ के डेवलपर ने उन्हें लिखा।",
    };
  }
  // The schemas of the second release: the first's, with the fields above.
  type Shaped = z.ZodObject & { shape: Record<string, Shaped> };
  const shellWords = topicNamed("shell").wordsSchema as Shaped;
  const header = shellWords.shape.ui?.shape.header as Shaped;
  const shellSchema = shellWords.extend({
    cookieNotice: z.string().min(1),
    ui: (shellWords.shape.ui as Shaped).extend({
      header: header
        .omit({ callUs: true, menuLabel: true })
        .extend({ callUsLabel: z.string().min(1) }),
    }),
  });
  const pagesWords = topicNamed("pages").wordsSchema as Shaped;
  const pageList = pagesWords.shape.pages as Shaped;
  const pagesSchema = pagesWords.extend({
    listingNote: z.string().min(1),
    pages: pageList.extend({ "/new-page": pageList.shape["/services"] as Shaped }),
  });
  const wordsOf: Record<string, z.ZodType> = { shell: shellSchema, pages: pagesSchema };
  return {
    shipped,
    migrations,
    parse(name, document) {
      const words = wordsOf[name];
      if (!words) return first.parse(name, document);
      const facts = topicNamed(name).factsSchema.safeParse(document.facts ?? {});
      const parts = { facts, en: words.safeParse(document.en), hi: words.safeParse(document.hi) };
      const failures = Object.entries(parts).flatMap(([part, result]) =>
        result.success ? [] : [{ part: part as "en", issues: result.error.issues }],
      );
      if (failures.length > 0) return { ok: false, failures };
      return {
        ok: true,
        document: { facts: parts.facts.data, en: parts.en.data, hi: parts.hi.data } as never,
      };
    },
  };
}

describe.each(backends)("a second release over staff words on %s", (_name, open) => {
  let db: SiteDatabase;
  let other: SiteDatabase;
  let backend: Backend;

  beforeAll(async () => {
    backend = await open();
    db = await backend.connect();
    other = await backend.connect();
  });
  afterAll(async () => {
    await db.close();
    await other.close();
  });

  it("the first release: staff publish words, prices and a list change", async () => {
    const live = await readLiveContent(db);
    const shell = structuredClone(live.content.documents.shell);
    const words = shell.en as unknown as Words;
    words.ui.header.callUs = "Ring us";
    words.ui.header.menuLabel = "Open the menu";
    words.ui.skipLink = "Jump to the content";
    const pages = structuredClone(live.content.documents.pages);
    (pages.en as unknown as PageWords).pages["/services"]!.title = "What we do for you";
    const pricing = structuredClone(live.content.documents.pricing);
    pricing.facts.appPackage.price = 79_999;
    const logo = pricing.facts.graphicPrices.find((item) => item.id === "logo-design");
    if (logo) logo.price = 1_099;
    pricing.facts.graphicPrices.reverse();
    const published = await contentOperations(db).publish({
      topics: { shell, pages, pricing },
      note: "the owner's words and prices",
      author: "owner@example.com",
    });
    expect(published).toMatchObject({ ok: true });
  });

  it("a database from before version 11 is settled once, with no word served changed", async () => {
    const before = await readLiveContent(db);
    // As stored before version 11: documents only.
    await backend.runByHand("UPDATE content_live SET changes = NULL");
    const settled = await settleContent(db);
    expect(Object.keys(settled.backfill).sort()).toEqual(["pages", "pricing", "shell"]);
    expect((await settleContent(db)).backfill).toEqual({});
    const after = await readLiveContent(db);
    expect(after.content.documents).toEqual(before.content.documents);
    expect(after.unplaced).toEqual({});
    expect(after.changes.pricing).toContainEqual({
      path: ["facts", "appPackage", "price"],
      value: 79_999,
    });
  });

  it("check-release catches the second release without its migration, and passes it with", async () => {
    const live = await liveChangesOf(db);
    const without = checkRelease(live, secondRelease([]));
    expect(without.ok).toBe(false);
    expect(without.findings.filter((f) => f.fate === "lost").map((f) => f.path)).toEqual(
      expect.arrayContaining(["en.ui.header.callUs", "en.ui.header.menuLabel"]),
    );
    const withIt = checkRelease(live, secondRelease([renameCallUs]));
    expect(withIt.ok).toBe(true);
    expect(withIt.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "en.ui.header.callUs", fate: "migrated" }),
        expect.objectContaining({ path: "en.ui.header.menuLabel", fate: "setAside" }),
      ]),
    );
  });

  it("the second release: every staff value still served, the renamed one migrated, the removed one listed, nothing fallen back", async () => {
    const release = secondRelease([renameCallUs]);
    // Two instances start at once: the migration runs once.
    const [one, two] = await Promise.all([
      settleContent(db, release),
      settleContent(other, release),
    ]);
    expect([...one.migrations, ...two.migrations]).toEqual([renameCallUs.id]);
    expect((await db.listMigrations()).map((m) => m.id)).toEqual([renameCallUs.id]);
    const revisions = await db.listRevisions({ limit: 5 });
    expect(revisions.filter((r) => r.author === MIGRATION_AUTHOR)).toHaveLength(1);

    const runtime = createContentRuntime({
      store: db,
      logger: createLogger("silent"),
      pollMs: 60_000,
      release,
    });
    await runtime.start();
    runtime.stop();
    const live = runtime.current();
    expect(live.problems).toEqual([]);
    const { shell, pages, pricing } = live.content.documents as unknown as Record<
      string,
      { en: Words & PageWords; hi: Words & PageWords; facts: typeof first.shipped.pricing.facts }
    >;
    // Staff values, all kept; the renamed one under its new name.
    expect(shell?.en.ui.header.callUsLabel).toBe("Ring us");
    expect(shell?.en.ui.skipLink).toBe("Jump to the content");
    expect(pages?.en.pages["/services"]?.title).toBe("What we do for you");
    expect(pricing?.facts.appPackage.price).toBe(79_999);
    expect(pricing?.facts.graphicPrices.map((item) => item.id)).toEqual(
      [...first.shipped.pricing.facts.graphicPrices].reverse().map((item) => item.id),
    );
    expect(pricing?.facts.graphicPrices.find((i) => i.id === "logo-design")?.price).toBe(1_099);
    // The release's new parts, as it shipped them, in both languages.
    expect(shell?.en.cookieNotice).toBe("We set no tracking cookies.");
    expect(shell?.hi.cookieNotice).toBe("हम ट्रैकिंग कुकी नहीं रखते।");
    expect(pages?.en.listingNote).toBe("Every page of the site");
    expect(pages?.hi.pages["/new-page"]?.title).toBe("हमारा नया पेज");
    const served = live.content.dictionary("en").pages.pages as Record<string, { title: string }>;
    expect(served["/new-page"]).toMatchObject({ title: "Our new page" });
    // The removed field's staff value: kept and listed, not shown.
    expect(live.unplaced.shell).toEqual([
      { path: ["en", "ui", "header", "menuLabel"], value: "Open the menu" },
    ]);
    expect(shell?.en.ui.header.menuLabel).toBeUndefined();

    // Moved to a field by an owner: a revision, and shown from then on.
    const operations = contentOperations(db, release);
    const refused = await operations.resolve({
      topic: "shell",
      path: "en.ui.header.menuLabel",
      moveTo: "en.ui.header.noSuchField",
      author: "owner@example.com",
    });
    expect(refused.ok).toBe(false);
    const moved = await operations.resolve({
      topic: "shell",
      path: "en.ui.header.menuLabel",
      moveTo: "en.ui.header.navLabel",
      author: "owner@example.com",
    });
    expect(moved).toMatchObject({ ok: true, values: 1 });
    const after = await readLiveContent(db, release);
    expect(after.unplaced).toEqual({});
    expect((after.content.documents.shell.en as unknown as Words).ui.header.navLabel).toBe(
      "Open the menu",
    );
    expect((await db.getRevision((moved as { revision: number }).revision))?.note).toContain(
      "moved to en.ui.header.navLabel",
    );
    // A publish on the second release keeps every staff value.
    expect(checkRelease(await liveChangesOf(db, release), release).findings).toEqual([]);
  });
});
