/**
 * The owners' launch page, /admin/launch (issue 53), against the real app (production build,
 * SQLite, in this process): every item on one page in plain words, grouped by who settles it;
 * Confirm and Undo confirm as plain form posts, each a revision the topic's history shows and an
 * entry of the audit trail; legal and money items confirmed by owners only (an editor sees no
 * button, and the post is refused 403 and recorded).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const words = copy.launchPage;

describe("the owners' launch page", () => {
  let app: InProcessApp;
  let ip = 0;
  const from = () => ({ "X-Forwarded-For": `10.79.0.${++ip}` });
  const cookies: Record<string, string> = {};

  async function get(path: string, cookie = "") {
    const response = await fetch(`${app.url}${path}`, {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...from() },
      redirect: "manual",
    });
    return { status: response.status, html: decodeEntities(await response.text()) };
  }

  /** A form post as the page sends it without JavaScript (urlencoded, this site's Origin). */
  async function post(cookie: string, fields: Record<string, string>) {
    const response = await fetch(`${app.url}/admin/launch`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: app.url, Cookie: cookie, ...from() },
      redirect: "manual",
    });
    return { status: response.status, location: response.headers.get("location") };
  }

  const signIn = (email: string) => staffSession(app.url, email, PASSWORD, from());
  const csrfFor = (cookie: string) => csrfOf(app.url, cookie, from());

  /** The item's block on the page (between its opening tag and the next item's). */
  const itemBlock = (html: string, id: string) => {
    const start = html.indexOf(`data-launch-item="${id}"`);
    if (start < 0) return "";
    const next = html.indexOf("data-launch-item=", start + 20);
    return html.slice(start, next < 0 ? undefined : next);
  };

  beforeAll(async () => {
    app = await startInProcessApp({
      DATA_DIR: tempDir("launch-page-"),
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

  it("lists every open item in plain words, grouped by who settles it, linked from the count", async () => {
    const overview = await get("/admin/content", cookies[OWNER]);
    expect(overview.html).toMatch(/<a [^>]*href="\/admin\/launch"[^>]*>Before launch: \d+ items/);

    const page = await get("/admin/launch", cookies[OWNER]);
    expect(page.status).toBe(200);
    for (const group of ["owner", "adviser", "server"] as const)
      expect(page.html).toContain(words.groups[group].heading);
    // The server's setting as one line to forward, as text (no script needed to copy it).
    expect(page.html).toContain("Ask whoever runs the server to set LEAD_RETENTION_DAYS to 730.");
    // Values as a visitor reads them: slots filled, list items by their titles, no ids.
    const visible = page.html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
    expect(visible).toContain("Monday – Saturday, 10:00 – 19:00");
    expect(visible).toContain("Frontend Developer");
    expect(visible).not.toMatch(/\{[a-zA-Z]+\}|Id: |JSON-LD|the brief/);
    // The field link opens the words editor at the field.
    expect(itemBlock(page.html, "site.phone-office")).toContain(
      'href="/admin/content/site?field=facts.phoneDesktop"',
    );
    // Sales do not edit the words: refused.
    expect((await get("/admin/launch", cookies[SALES])).status).toBe(403);
  });

  it("confirms and undoes as plain forms, each recorded in the topic's history and the audit trail", async () => {
    const owner = cookies[OWNER] ?? "";
    const csrf = await csrfFor(owner);
    const confirmed = await post(owner, { csrf, intent: "confirm", item: "site.phone-office" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe(
      "/admin/launch?confirmed=site.phone-office#item-site.phone-office",
    );
    let page = await get(confirmed.location ?? "", owner);
    expect(page.html).toContain("Confirmed as it stands: Office number");
    const settled = itemBlock(page.html, "site.phone-office");
    expect(settled).toContain('data-settled="true"');
    expect(settled).toContain(words.undo);

    const undone = await post(owner, { csrf, intent: "unconfirm", item: "site.phone-office" });
    expect(undone.status).toBe(303);
    page = await get(undone.location ?? "", owner);
    expect(page.html).toContain("Confirmation taken back: Office number");
    expect(itemBlock(page.html, "site.phone-office")).not.toContain('data-settled="true"');
    // Undoing what is not confirmed is refused.
    expect(
      (await post(owner, { csrf, intent: "unconfirm", item: "site.phone-office" })).status,
    ).toBe(409);

    // Both in the topic's history, newest first, with who and the item in words.
    const history = await get("/admin/content/site/history", owner);
    const notes = [...history.html.matchAll(/data-testid="revision-note"[^>]*>([^<]*)</g)].map(
      (match) => match[1],
    );
    expect(notes.slice(0, 2)).toEqual([
      expect.stringMatching(/^Confirmation taken back: Office number/),
      expect.stringMatching(/^Confirmed as it stands: Office number/),
    ]);
    expect(history.html).toContain(copy.contentEditor.history.takenBack);
    // And in the audit trail, under the topic.
    const audit = (await app.db.listAudit({ limit: 50 })).items.filter(
      (entry) => entry.actorEmail === OWNER && entry.kind.startsWith("content."),
    );
    expect(audit.map((entry) => [entry.kind, entry.subject])).toEqual([
      ["content.unconfirm", "content:site"],
      ["content.confirm", "content:site"],
    ]);
  });

  it("lets only owners confirm legal and money items: no button for an editor, and the post refused", async () => {
    const editor = cookies[EDITOR] ?? "";
    const page = await get("/admin/launch", editor);
    expect(page.status).toBe(200);
    for (const id of ["policies.liability", "pricing.app-includes", "policies.lead-retention"]) {
      const block = itemBlock(page.html, id);
      expect(block, id).toContain(words.ownerOnly);
      expect(block, id).not.toContain(`value="confirm"`);
    }
    expect(itemBlock(page.html, "site.phone-mobile")).toContain(`value="confirm"`);

    const csrf = await csrfFor(editor);
    for (const id of ["policies.liability", "pricing.app-includes"])
      expect((await post(editor, { csrf, intent: "confirm", item: id })).status, id).toBe(403);
    // The words editor's own Confirm refuses it too.
    const body = new URLSearchParams({ csrf, intent: "confirm", item: "policies.liability" });
    const direct = await fetch(`${app.url}/admin/content/policies`, {
      method: "POST",
      body,
      headers: { Origin: app.url, Cookie: editor, ...from() },
      redirect: "manual",
    });
    expect(direct.status).toBe(403);
    const state = await app.db.liveState();
    expect(state.confirmations.map((c) => c.item)).not.toContain("policies.liability");
    const denied = (await app.db.listAudit({ limit: 50 })).items.filter(
      (entry) => entry.kind === "access.denied" && entry.actorEmail === EDITOR,
    );
    expect(denied.length).toBeGreaterThanOrEqual(2);

    // An editor confirms the owner's items, and an owner the legal ones.
    expect(
      (await post(editor, { csrf, intent: "confirm", item: "site.phone-mobile" })).status,
    ).toBe(303);
    const owner = cookies[OWNER] ?? "";
    expect(
      (
        await post(owner, {
          csrf: await csrfFor(owner),
          intent: "confirm",
          item: "policies.liability",
        })
      ).status,
    ).toBe(303);
  });
});
