/**
 * The words editor's pages and their requests against the real app (production build, SQLite,
 * in this process; the browser tests, tests/e2e/content-editor.spec.ts, run two instances on
 * PostgreSQL): who may reach them, what each answer's headers promise, the body each post may
 * carry, a refused publish, text that stays text, and the audit trail of every publish, undo and
 * confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/engine/content";
import { admin as copy } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import {
  csrfOf,
  decodeEntities,
  type InProcessApp,
  staffSession,
  startInProcessApp,
  tempDir,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "owner@agency.example";
const EDITOR = "editor@agency.example";
const SALES = "sales@agency.example";
const shipped = shippedDocuments();

describe("the words editor's pages", () => {
  let app: InProcessApp;
  let ip = 0;
  const from = () => ({ "X-Forwarded-For": `10.78.0.${++ip}` });
  const cookies: Record<string, string> = {};

  async function get(path: string, cookie = "") {
    const response = await fetch(`${app.url}${path}`, {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...from() },
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  /** A staff form post as the editor's pages send it (multipart, this site's Origin). */
  async function post(path: string, cookie: string, fields: Record<string, string>) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    const response = await fetch(`${app.url}${path}`, {
      method: "POST",
      body,
      headers: { Origin: app.url, Cookie: cookie, ...from() },
      redirect: "manual",
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      text: await response.text(),
    };
  }

  const signIn = (email: string) => staffSession(app.url, email, PASSWORD, from());
  const csrfFor = (cookie: string) => csrfOf(app.url, cookie, from());

  /** The pricing document with a change. */
  const pricing = (change: (document: typeof shipped.pricing) => void) => {
    const document = structuredClone(shipped.pricing);
    change(document);
    return document;
  };
  const logo = (document: typeof shipped.pricing, part: "en" | "hi") =>
    document[part].graphic["logo-design"] as { name: string; description: string };

  async function saveDraft(who: string, document: unknown, extra: Record<string, string> = {}) {
    return post("/admin/content/pricing/draft", cookies[who] ?? "", {
      csrf: await csrfFor(cookies[who] ?? ""),
      document: JSON.stringify(document),
      basedOn: String(await app.db.latestRevision()),
      hindiChecked: "[]",
      ...extra,
    });
  }

  beforeAll(async () => {
    app = await startInProcessApp({
      DATA_DIR: tempDir("editor-pages-"),
      TRUST_PROXY: "127.0.0.1",
      ADMIN_LOGIN_DELAY_MS: "0",
    });
    const hash = await hashPassword(PASSWORD);
    await app.db.upsertStaff(OWNER, hash, Date.now(), { role: "owner" });
    await app.db.upsertStaff(EDITOR, hash, Date.now(), { role: "editor" });
    await app.db.upsertStaff(SALES, hash, Date.now(), { role: "sales" });
    for (const email of [OWNER, EDITOR, SALES]) cookies[email] = await signIn(email);
  });
  afterAll(() => app?.close());

  it("refuses sales (403, recorded) on every page and post of the editor; editors and owners reach them", async () => {
    const sales = cookies[SALES] ?? "";
    const csrf = await csrfFor(sales);
    for (const path of [
      "/admin/content",
      "/admin/content/pricing",
      "/admin/content/pricing/history",
      "/admin/content/pricing/preview?path=/pricing",
    ]) {
      const page = await get(path, sales);
      expect(page.status, path).toBe(403);
      expect(page.html).not.toContain("Starting price, in rupees");
    }
    for (const [path, intent] of [
      ["/admin/content/pricing", "publish"],
      ["/admin/content/pricing", "confirm"],
      ["/admin/content/pricing", "discard"],
      ["/admin/content/pricing/history", "undo"],
    ] as const)
      expect((await post(path, sales, { csrf, intent })).status, `${path} ${intent}`).toBe(403);
    const draft = await post("/admin/content/pricing/draft", sales, {
      csrf,
      document: JSON.stringify(shipped.pricing),
    });
    expect(draft.status).toBe(403);
    expect(JSON.parse(draft.text)).toEqual({ ok: false, reason: "refused" });
    const denied = (await app.db.listAudit({ limit: 100 })).items.filter(
      (entry) => entry.kind === "access.denied" && entry.actorEmail === SALES,
    );
    expect(denied.length).toBeGreaterThanOrEqual(9);

    for (const who of [EDITOR, OWNER]) {
      const page = await get("/admin/content/pricing", cookies[who]);
      expect(page.status, who).toBe(200);
      expect(decodeEntities(page.html)).toContain("Starting price, in rupees");
    }
    // Signed out: to the sign-in page, and the autosave says so instead of following.
    expect((await get("/admin/content/pricing")).status).toBe(303);
    const signedOut = await post("/admin/content/pricing/draft", "", { csrf: "x", document: "{}" });
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.text)).toEqual({ ok: false, reason: "signedOut" });
  });

  it("previews the draft to staff only: never stored or indexed, framed by this site only, sandboxed and without script", async () => {
    const saved = await saveDraft(
      EDITOR,
      pricing((d) => {
        (d.facts.graphicPrices[0] as { price: number }).price = 1299;
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(JSON.parse(saved.text)).toMatchObject({ ok: true, issues: [] });

    expect((await get("/admin/content/pricing/preview?path=/pricing")).status).toBe(303);
    const preview = await get("/admin/content/pricing/preview?path=/hi/pricing", cookies[EDITOR]);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("₹1,299");
    expect(preview.html).toContain('lang="hi-IN"');
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const policy = preview.headers.get("content-security-policy") ?? "";
    // One policy (two would both be enforced), framed by this site only. Issue 50: the draft's
    // page is untrusted, so it is sandboxed (an opaque origin) and runs no script at all.
    expect(policy).not.toContain(", default-src");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/(^|; )sandbox(;|$)/);
    expect(policy).toMatch(/^default-src 'none'/);
    expect(policy).not.toContain("script-src");
    expect(policy).not.toContain("'nonce-");
    // Another editor previews their own draft (none: the live words); visitors see the live words.
    expect(
      (await get("/admin/content/pricing/preview?path=/pricing", cookies[OWNER])).html,
    ).not.toContain("₹1,299");
    const visitor = await get("/pricing");
    expect(visitor.html).not.toContain("₹1,299");
    expect(visitor.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(visitor.headers.get("x-frame-options")).toBe("DENY");
    // The editor's own pages are never framed.
    expect(
      (await get("/admin/content/pricing", cookies[EDITOR])).headers.get("content-security-policy"),
    ).toContain("frame-ancestors 'none'");
    expect(
      (await get("/admin/content/pricing/preview?path=/nowhere", cookies[EDITOR])).status,
    ).toBe(404);
  });

  it("answers what a draft changes, field by field, to its author only, and previews it with each changed text outlined and no floating buttons or dialogs", async () => {
    const newHindi = "लोगो डिज़ाइन: दो बदलावों के साथ, प्रिंट और वेब दोनों के लिए तैयार।";
    const saved = await saveDraft(
      EDITOR,
      pricing((d) => {
        (d.facts.graphicPrices[0] as { price: number }).price = 1299;
        logo(d, "hi").description = newHindi;
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    // Which pages show the change: tests/integration/content-preview.test.ts (this in-process
    // app has no built pages to learn from); here, who may ask.
    const answer = await get("/admin/content/pricing/changes", cookies[EDITOR]);
    expect(answer.status).toBe(200);
    const changes = JSON.parse(answer.html) as {
      rows: { label: string; parts: { part: string; after: string[] | null }[] }[];
      paths: string[][];
    };
    // The Publish box's list: the price (a fact) and the Hindi description, each once.
    expect(changes.paths).toEqual(
      expect.arrayContaining([
        ["facts", "graphicPrices", "logo-design", "price"],
        ["hi", "graphic", "logo-design", "description"],
      ]),
    );
    expect(changes.paths).toHaveLength(2);
    expect(changes.rows.flatMap((row) => row.parts.filter((part) => part.part === "hi"))).toEqual([
      expect.objectContaining({ after: [newHindi] }),
    ]);
    // The owner has no draft: nothing changes.
    expect(
      JSON.parse((await get("/admin/content/pricing/changes", cookies[OWNER])).html),
    ).toMatchObject({ rows: [], paths: [], showing: [] });
    expect((await get("/admin/content/pricing/changes", cookies[SALES])).status).toBe(403);

    const hindi = decodeEntities(
      (await get("/admin/content/pricing/preview?path=/hi/pricing", cookies[EDITOR])).html,
    );
    // The draft's only change on this page, so the first, named for the frame to open at.
    expect(hindi).toContain(`<mark data-preview-change="" id="first-change">${newHindi}</mark>`);
    expect(hindi).toContain("[data-floating-widget],dialog{display:none!important}");
    // No marker is left anywhere: not in attributes, the head, the JSON-LD or a URL.
    expect(hindi).not.toMatch(/\uE000|\uE001|%EE%80%8[01]/i);
    // The live page is as it was, unmarked.
    const live = decodeEntities((await get("/hi/pricing")).html);
    expect(live).not.toContain("data-preview-change");
    expect(live).not.toContain(newHindi);
  });

  it("takes a whole topic in a draft, Hindi and all, up to 256 KiB; refuses a megabyte; the other staff forms keep their 16 KB", async () => {
    // The biggest topic as it ships (about 43 KB of JSON, Hindi included), then grown to 240 KB.
    const document = JSON.stringify(shipped.policies);
    expect(Buffer.byteLength(document)).toBeGreaterThan(40_000);
    const csrf = await csrfFor(cookies[EDITOR] ?? "");
    const whole = await post("/admin/content/policies/draft", cookies[EDITOR] ?? "", {
      csrf,
      document,
      basedOn: "0",
      hindiChecked: "[]",
    });
    expect(whole.status, whole.text.slice(0, 200)).toBe(200);
    const padded = await post("/admin/content/policies/draft", cookies[EDITOR] ?? "", {
      csrf,
      document: document.replace('"en":{', `"en":{"padding":"${"x".repeat(200_000)}",`),
      basedOn: "0",
      hindiChecked: "[]",
    });
    expect(padded.status).toBe(200);
    expect(JSON.parse(padded.text).issues.length).toBeGreaterThan(0);
    const huge = await post("/admin/content/policies/draft", cookies[EDITOR] ?? "", {
      csrf,
      document: "x".repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
    // The draft that was saved is still there.
    const page = await get("/admin/content/policies", cookies[EDITOR]);
    expect(page.html).toContain("padding");
    const note = await post("/admin/account", cookies[EDITOR] ?? "", {
      csrf,
      intent: "new-codes",
      code: "x".repeat(20_000),
    });
    expect(note.status).toBe(413);
    // A post with no CSRF token is refused as an expired form, and changes nothing.
    const forged = await post("/admin/content/policies/draft", cookies[EDITOR] ?? "", {
      document,
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text)).toEqual({ ok: false, reason: "expired" });
    await post("/admin/content/policies", cookies[EDITOR] ?? "", { csrf, intent: "discard" });
  });

  it("refuses a publish that fails the check, names the fields, and publishes nothing", async () => {
    const csrf = await csrfFor(cookies[EDITOR] ?? "");
    const version = await app.db.latestRevision();
    const refused = await post("/admin/content/pricing", cookies[EDITOR] ?? "", {
      csrf,
      intent: "publish",
      note: "Placeholder and English",
      basedOn: String(version),
      hindiChecked: "[]",
      document: JSON.stringify(
        pricing((d) => {
          logo(d, "en").description = "Lorem ipsum logo with two revisions, delivered fast.";
          logo(d, "hi").name = "Logo Design";
        }),
      ),
    });
    expect(refused.status).toBe(400);
    expect(await app.db.latestRevision()).toBe(version);
    const draft = await app.db.getDraft("pricing", (await app.db.getStaffByEmail(EDITOR))?.id ?? 0);
    expect(logo(draft?.document as typeof shipped.pricing, "hi").name).toBe("Logo Design");
    // The form shows each finding at its field (the page rendered with the answer).
    const text = decodeEntities(refused.text);
    expect(text).toContain('"Lorem" is lorem ipsum: write the real one');
    expect(text).toContain("is the English text: translate it");
    // A publish without a note is refused too.
    const noNote = await post("/admin/content/pricing", cookies[EDITOR] ?? "", {
      csrf,
      intent: "publish",
      note: " ",
      document: JSON.stringify(shipped.pricing),
    });
    expect(noNote.status).toBe(400);
    expect(decodeEntities(noNote.text)).toContain(copy.contentEditor.publish.noteMissing);
    await post("/admin/content/pricing", cookies[EDITOR] ?? "", { csrf, intent: "discard" });
  });

  it("keeps typed text as text: tags, a right-to-left mark and ampersands reach the public page escaped", async () => {
    const typed = '<b>Logo</b> & "mark" \u200f<script>';
    const csrf = await csrfFor(cookies[EDITOR] ?? "");
    const published = await post("/admin/content/pricing", cookies[EDITOR] ?? "", {
      csrf,
      intent: "publish",
      note: "Tags as text",
      basedOn: String(await app.db.latestRevision()),
      hindiChecked: "[]",
      document: JSON.stringify(
        pricing((d) => {
          logo(d, "en").name = typed;
        }),
      ),
    });
    expect(published.status, published.text.slice(0, 300)).toBe(303);
    const page = (await get("/pricing")).html;
    expect(page).toContain("&lt;b&gt;Logo&lt;/b&gt; &amp; &quot;mark&quot; \u200f&lt;script&gt;");
    expect(page).not.toContain("<b>Logo</b>");
    expect(decodeEntities(page)).toContain(typed);
    // Undone from the history page.
    const revision = /\?published=(\d+)/.exec(published.location ?? "")?.[1] ?? "";
    const undone = await post("/admin/content/pricing/history", cookies[EDITOR] ?? "", {
      csrf,
      intent: "undo",
      revision,
    });
    expect(undone.status).toBe(303);
    expect((await get("/pricing")).html).not.toContain("&lt;b&gt;Logo");
  });

  it("records every publish, undo and confirmation in the audit trail with its actor", async () => {
    const csrf = await csrfFor(cookies[OWNER] ?? "");
    const confirmed = await post("/admin/content/site", cookies[OWNER] ?? "", {
      csrf,
      intent: "confirm",
      item: "site.reply-time",
    });
    expect(confirmed.status).toBe(303);
    const unknown = await post("/admin/content/site", cookies[OWNER] ?? "", {
      csrf,
      intent: "confirm",
      item: "no.such-item",
    });
    expect(unknown.status).toBe(404);
    const entries = (await app.db.listAudit({ limit: 200 })).items;
    const of = (kind: string) => entries.filter((entry) => entry.kind === kind);
    expect(of("content.publish").map((e) => [e.actorEmail, e.subject])).toEqual([
      [EDITOR, "content:pricing"],
    ]);
    expect(of("content.publish")[0]?.details).toMatchObject({ note: "Tags as text" });
    expect(of("content.rollback").map((e) => [e.actorEmail, e.subject])).toEqual([
      [EDITOR, "content:pricing"],
    ]);
    expect(of("content.confirm").map((e) => [e.actorEmail, e.details?.item])).toEqual([
      [OWNER, "site.reply-time"],
    ]);
  });

  it("lets an editor whose role must have a second factor edit, but not publish, until it has one", async () => {
    const owner = await app.db.getStaffByEmail(OWNER);
    const actor = { staffId: owner?.id ?? 0, email: OWNER, ipHash: null };
    await app.adminBackend.admin.staff.setSecondFactorRoles(actor, ["editor"]);
    try {
      const page = await get("/admin/content/pricing", cookies[EDITOR]);
      expect(page.status).toBe(200);
      expect(decodeEntities(page.html)).toContain(copy.contentEditor.publish.secondFactor);
      const csrf = await csrfFor(cookies[EDITOR] ?? "");
      expect((await saveDraft(EDITOR, shipped.pricing)).status).toBe(200);
      const publish = await post("/admin/content/pricing", cookies[EDITOR] ?? "", {
        csrf,
        intent: "publish",
        note: "Before the second factor",
        document: JSON.stringify(shipped.pricing),
      });
      expect(publish.status).toBe(403);
      expect(publish.text).toContain(copy.forbidden.secondFactorHeading);
    } finally {
      await app.adminBackend.admin.staff.setSecondFactorRoles(actor, []);
    }
  });

  it("lists the words a release no longer shows at their topic; an owner moves one to a field, an editor may not", async () => {
    // As a release that renamed a field leaves it: a staff value at a place it no longer has.
    const live = await app.db.liveState();
    const appended = await app.db.appendRevision({
      createdAt: Date.now(),
      author: OWNER,
      note: "words of an earlier release",
      kind: "publish",
      basedOn: live.revision,
      topics: { shell: shipped.shell },
      overlays: { shell: [{ path: ["en", "ui", "header", "callUsOld"], value: "Ring us now" }] },
    });
    expect(appended.ok).toBe(true);
    const editor = cookies[EDITOR] ?? "";
    const seen = decodeEntities((await get("/admin/content/shell", editor)).html);
    expect(seen).toContain(copy.contentEditor.topic.notShown.heading);
    expect(seen).toContain("Was: “Ring us now”");
    expect(seen).toContain("Its old place: en.ui.header.callUsOld");
    expect(seen).toContain(copy.contentEditor.topic.notShown.ownersOnly);
    const fields = { intent: "resolve", path: "en.ui.header.callUsOld", how: "move" };
    const refused = await post("/admin/content/shell", editor, {
      csrf: await csrfFor(editor),
      ...fields,
      moveTo: "en.ui.header.callUs",
    });
    expect(refused.status).toBe(403);

    const owner = cookies[OWNER] ?? "";
    const nowhere = await post("/admin/content/shell", owner, {
      csrf: await csrfFor(owner),
      ...fields,
      moveTo: "en.ui.header.noSuchField",
    });
    expect(nowhere.status).toBe(409);
    expect(decodeEntities(nowhere.text)).toContain("has no field en.ui.header.noSuchField");
    const moved = await post("/admin/content/shell", owner, {
      csrf: await csrfFor(owner),
      ...fields,
      moveTo: "en.ui.header.callUs",
    });
    expect(moved.status).toBe(303);
    expect(moved.location).toContain("moved=1");
    const after = decodeEntities((await get(moved.location ?? "", owner)).html);
    expect(after).not.toContain("Was: “Ring us now”");
    expect(after).toContain(copy.contentEditor.topic.notShown.moved);
    const entry = (await app.db.listAudit({ limit: 1 })).items[0];
    expect(entry).toMatchObject({ kind: "content.publish", subject: "content:shell" });
    expect(entry?.details).toMatchObject({
      resolved: "en.ui.header.callUsOld",
      movedTo: "en.ui.header.callUs",
    });
    const shell = (await app.db.liveState()).topics.find((topic) => topic.topic === "shell");
    expect((shell?.document as typeof shipped.shell | undefined)?.en.ui.header.callUs).toBe(
      "Ring us now",
    );
  });
});
