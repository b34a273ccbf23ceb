/**
 * The words editor's service (server/content/editor.ts) on SQLite and PostgreSQL, with two staff
 * members editing one topic: drafts kept apart and listed, the check at each field, the Hindi
 * marked out of date when its English changes, a stale publish refused with both versions of
 * each field both changed, a rebase that keeps what the editor chooses, history field by field,
 * undo, and a preview of the real page with the draft.
 */
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { prerenderPaths } from "../../app/base/site-routes";
import { shippedContent, shippedDocuments } from "../../app/content/engine/content";
import { type ContentEditorService, createContentEditor } from "../../server/content/editor";
import { readLiveContent } from "../../server/content/live";
import { createPageRenderer } from "../../server/content/pages";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { createLogger } from "../../server/log";
import { createDatabase, requireBuild, tempDir } from "./helpers";

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

const shipped = shippedDocuments();
type Pricing = (typeof shipped)["pricing"];

/** The logo design's words in one language of a pricing document. */
const logo = (document: Pricing, part: "en" | "hi") =>
  document[part].graphic["logo-design"] as { name: string; description: string };

describe.each(backends)("the words editor on %s", (_name, open) => {
  let db: SiteDatabase;
  let editor: ContentEditorService;
  let live = {
    content: shippedContent(),
    problems: [],
    confirmations: [],
    topicRevisions: {},
    topicDates: {},
    changes: {},
    unplaced: {},
  } as Awaited<ReturnType<typeof readLiveContent>>;
  const asha = { id: 0, email: "asha@agency.in" };
  const ravi = { id: 0, email: "ravi@agency.in" };
  /** What the server's runtime does after a publish: read the live content again. */
  const follow = async () => {
    live = await readLiveContent(db);
  };

  beforeAll(async () => {
    db = await open();
    asha.id = (await db.upsertStaff(asha.email, "x", Date.now())).id;
    ravi.id = (await db.upsertStaff(ravi.email, "x", Date.now())).id;
    const build = (await import(pathToFileURL(requireBuild()).href)) as ServerBuild;
    const renderer = createPageRenderer({
      build,
      paths: prerenderPaths({ liveBlogFeed: false }),
      logger: createLogger("silent"),
    });
    editor = createContentEditor({
      store: db,
      live: () => live,
      previewPage: renderer.preview,
      pagesReading: () => ["/pricing", "/hi/pricing"],
    });
  });
  afterAll(() => db.close());

  /** The pricing document with the logo's price and English name changed. */
  const pricingWith = (change: (document: Pricing) => void, from: Pricing = shipped.pricing) => {
    const document = structuredClone(from);
    change(document);
    return document;
  };

  it("keeps each person's draft, lists who has one, and checks it at its fields", async () => {
    const saved = await editor.saveDraft(
      "pricing",
      asha,
      pricingWith((d) => {
        (d.facts.graphicPrices[0] as { price: number }).price = 1299;
        logo(d, "en").name = "Logo and brand mark";
      }),
    );
    expect(saved).toMatchObject({ ok: true, issues: [] });
    // The Hindi name's English changed: marked, not blocking.
    expect(saved.ok && saved.outdated).toEqual([
      {
        path: "hi.graphic.logo-design.name",
        message: "the English changed after this was written: check it still says the same",
      },
    ]);
    const bad = await editor.saveDraft(
      "pricing",
      ravi,
      pricingWith((d) => {
        logo(d, "en").name = "Logo design, done right";
        d.hi.pageRange = "{min} पेज" as never;
        d.en.pricingPage.sections.app.title = "Your app on both stores, built and published";
      }),
    );
    expect(bad.ok && bad.issues.map((i) => `${i.part}.${i.path.join(".")}: ${i.message}`)).toEqual([
      "hi.pageRange: keep {max}",
    ]);
    const overview = await editor.overview(asha);
    expect(
      overview
        .find((t) => t.name === "pricing")
        ?.drafts.map((d) => d.staffEmail)
        .sort(),
    ).toEqual([asha.email, ravi.email]);
    const forAsha = await editor.topic("pricing", asha);
    expect(forAsha?.otherDrafts.map((d) => d.staffEmail)).toEqual([ravi.email]);
    const draftFacts = forAsha?.draft?.document.facts as Pricing["facts"] | undefined;
    expect(draftFacts?.graphicPrices[0]?.price).toBe(1299);
    expect(forAsha?.live.document.facts).toEqual(shipped.pricing.facts);
  });

  it("previews the real page with the draft, in both languages, and serves nothing to visitors", async () => {
    for (const page of ["/pricing", "/hi/pricing"]) {
      const preview = await editor.preview("pricing", asha, page);
      expect("html" in preview && preview.html).toContain("₹1,299");
    }
    const other = await editor.preview("pricing", ravi, "/pricing");
    expect(other).toEqual({ error: "the draft has errors: mend them to see the pages" });
    expect(live.content.revision).toBe(0);
  });

  it("publishes a draft, and refuses the other as stale, with both versions of the field both changed", async () => {
    const published = await editor.publish("pricing", asha, "Logo from ₹1,299");
    expect(published).toMatchObject({ ok: true, revision: 1, changed: ["pricing"] });
    await follow();
    expect((await editor.topic("pricing", asha))?.draft).toBeNull();
    // Ravi mends his Hindi, then publishes from his older draft.
    await editor.saveDraft(
      "pricing",
      ravi,
      pricingWith((d) => {
        logo(d, "en").name = "Logo design, done right";
        d.en.pricingPage.sections.app.title = "Your app on both stores, built and published";
      }),
      0,
    );
    const stale = await editor.publish("pricing", ravi, "My names");
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    if (stale.ok || stale.reason !== "conflict") return;
    expect(stale.conflict.fields).toEqual([
      {
        path: "en.graphic.logo-design.name",
        start: "Logo Design",
        theirs: "Logo and brand mark",
        mine: "Logo design, done right",
      },
    ]);
    expect(stale.conflict.revisions.map((r) => r.author)).toEqual([asha.email]);
    expect(await db.latestRevision()).toBe(1);
  });

  it("rebases as the editor chooses, keeping their other changes and the other's price", async () => {
    expect(await editor.rebaseDraft("pricing", ravi, [])).toEqual({ ok: true });
    const result = await editor.publish("pricing", ravi, "App section title");
    expect(result).toMatchObject({ ok: true, revision: 2 });
    await follow();
    const document = live.content.documents.pricing;
    expect(document.facts.graphicPrices[0]?.price).toBe(1299);
    expect(logo(document, "en").name).toBe("Logo and brand mark");
    expect(document.en.pricingPage.sections.app.title).toBe(
      "Your app on both stores, built and published",
    );
  });

  it("clears the out-of-date mark once the Hindi is changed or checked", async () => {
    const before = await editor.topic("pricing", asha);
    expect(before?.outdated.map((m) => m.path).sort()).toEqual([
      "hi.graphic.logo-design.name",
      "hi.pricingPage.sections.app.title",
    ]);
    await editor.saveDraft(
      "pricing",
      asha,
      pricingWith((d) => {
        logo(d, "hi").name = "लोगो और ब्रांड मार्क";
      }, live.content.documents.pricing),
      undefined,
      ["hi.pricingPage.sections.app.title"],
    );
    expect((await editor.topic("pricing", asha))?.outdated).toEqual([]);
    expect(await editor.publish("pricing", asha, "Hindi checked")).toMatchObject({ ok: true });
    await follow();
    expect((await editor.topic("pricing", asha))?.outdated).toEqual([]);
    expect((await editor.overview(asha)).find((t) => t.name === "pricing")?.outdatedHindi).toBe(0);
  });

  it("shows each revision field by field, and undoes one as a new revision", async () => {
    const history = await editor.history("pricing");
    expect(history.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(history[2]?.changes).toEqual([
      { path: ["facts", "graphicPrices", "logo-design", "price"], before: 999, after: 1299 },
      {
        path: ["en", "graphic", "logo-design", "name"],
        before: "Logo Design",
        after: "Logo and brand mark",
      },
    ]);
    expect(await editor.rollback(3, asha.email)).toMatchObject({ ok: true, revision: 4 });
    await follow();
    expect(logo(live.content.documents.pricing, "hi").name).toBe(logo(shipped.pricing, "hi").name);
  });

  it("marks a Hindi field out of date only while its English says something else than when it was written", async () => {
    const website = (document: Pricing) =>
      document.en.pricingPage.sections.website as { intro: string };
    const twin = "hi.pricingPage.sections.website.intro";
    await editor.saveDraft(
      "pricing",
      asha,
      pricingWith((d) => {
        website(d).intro = "Starting prices for a custom, WordPress or online-shop website.";
      }, live.content.documents.pricing),
    );
    const changed = await editor.publish("pricing", asha, "Online shop");
    expect(changed).toMatchObject({ ok: true });
    await follow();
    expect((await editor.topic("pricing", asha))?.outdated.map((m) => m.path)).toContain(twin);
    // The English written back as it was, in a draft: the Hindi says the same again.
    const back = await editor.saveDraft(
      "pricing",
      asha,
      pricingWith((d) => {
        website(d).intro = website(shipped.pricing).intro;
      }, live.content.documents.pricing),
    );
    expect(back.ok && back.outdated.map((m) => m.path)).not.toContain(twin);
    await editor.discardDraft("pricing", asha);
    // The publish undone: the same.
    if (!changed.ok) return;
    expect(await editor.rollback(changed.revision, asha.email)).toMatchObject({ ok: true });
    await follow();
    expect((await editor.topic("pricing", asha))?.outdated.map((m) => m.path)).not.toContain(twin);
  });
});
