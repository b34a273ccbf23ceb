/**
 * Where new enquiries are emailed is never an editor's words (issue 50, deliverable 8): with
 * LEADS_NOTIFY_TO unset, every active owner gets the notification (not the site's published
 * general email, which an editor can change); an owner chooses one address on /admin/staff,
 * validated and recorded in the audit trail; an editor cannot; an empty choice goes back to the
 * owners. Against the real app with SMTP on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/engine/content";
import { admin as copy } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import {
  createSmtp,
  csrfOf,
  decodeEntities,
  type InProcessApp,
  postForm,
  staffSession,
  startInProcessApp,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "owner@agency.example";
const SECOND_OWNER = "second.owner@agency.example";
const GONE_OWNER = "former.owner@agency.example";
const EDITOR = "editor@agency.example";

describe("where new enquiries are emailed", () => {
  let app: InProcessApp;
  let smtp: TestSmtp;
  let ip = 0;
  const from = () => ({ "X-Forwarded-For": `10.78.0.${++ip}` });

  async function signIn(email: string) {
    const cookie = await staffSession(app.url, email, PASSWORD, from());
    return { cookie, csrf: await csrfOf(app.url, cookie) };
  }

  async function choose(session: { cookie: string; csrf: string }, notifyTo: string) {
    const response = await fetch(`${app.url}/admin/staff`, {
      method: "POST",
      body: new URLSearchParams({ csrf: session.csrf, intent: "notify", notifyTo }),
      headers: { Origin: app.url, Cookie: session.cookie, ...from() },
      redirect: "manual",
    });
    return { status: response.status, html: decodeEntities(await response.text()) };
  }

  /** Sends a lead and returns the recipients of its notification. */
  async function notified(i: number): Promise<string[]> {
    const lead = validLead(`recipients-${i}`);
    const sent = await postForm(app.url, "/contact-us", lead, from());
    expect(sent.status).toBe(200);
    let recipients: string[] = [];
    await waitUntil(
      () => {
        const mail = smtp.messages.find((m) => m.raw.includes(lead.email as string));
        recipients = mail?.to ?? [];
        return Boolean(mail);
      },
      20_000,
      "the notification",
    );
    return recipients.sort();
  }

  beforeAll(async () => {
    smtp = await createSmtp();
    await smtp.listen();
    app = await startInProcessApp({
      DATA_DIR: tempDir("lead-recipients-"),
      SMTP_URL: smtp.url,
      TRUST_PROXY: "127.0.0.1",
      ADMIN_LOGIN_DELAY_MS: "0",
    });
    const hash = await hashPassword(PASSWORD);
    const now = Date.now();
    await app.db.upsertStaff(OWNER, hash, now);
    await app.db.upsertStaff(SECOND_OWNER, hash, now);
    const gone = await app.db.upsertStaff(GONE_OWNER, hash, now);
    await app.db.changeStaff(gone.id, { disabled: true }, now);
    await app.db.upsertStaff(EDITOR, hash, now, { role: "editor" });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("unset: every active owner, never the site's editable general email", async () => {
    const recipients = await notified(1);
    expect(recipients).toEqual([OWNER, SECOND_OWNER].sort());
    expect(recipients).not.toContain(shippedDocuments().site.facts.emails.hello);
  });

  it("an owner chooses one address: validated, recorded, used for the next lead", async () => {
    const owner = await signIn(OWNER);
    const page = await fetch(`${app.url}/admin/staff`, { headers: { Cookie: owner.cookie } });
    const html = decodeEntities(await page.text());
    expect(html).toContain(copy.staffPage.notifyHeading);
    expect(html).toContain(OWNER);

    for (const bad of ["not-an-email", "a@b.in, evil@x.in", "x@y.in\r\nBcc: evil@x.in"]) {
      const refused = await choose(owner, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.html).toContain(copy.staffPage.notifyError);
    }
    expect(await notified(2)).toEqual([OWNER, SECOND_OWNER].sort());

    const saved = await choose(owner, " Leads@Agency.example ");
    expect(saved.status).toBe(303);
    expect(await notified(3)).toEqual(["leads@agency.example"]);
    const entry = (await app.db.listAudit({ limit: 50 })).items.find(
      (item) => item.kind === "leads.notify-to",
    );
    expect(entry?.actorEmail).toBe(OWNER);
    expect(entry?.details).toEqual({
      from: "owners",
      to: "leads@agency.example",
    });
  });

  it("an editor cannot choose it; an owner's empty choice goes back to the owners", async () => {
    const editor = await signIn(EDITOR);
    expect((await choose(editor, "editor@agency.example")).status).toBe(403);
    expect(await notified(4)).toEqual(["leads@agency.example"]);
    const owner = await signIn(SECOND_OWNER);
    expect((await choose(owner, "")).status).toBe(303);
    expect(await notified(5)).toEqual([OWNER, SECOND_OWNER].sort());
  });
});
