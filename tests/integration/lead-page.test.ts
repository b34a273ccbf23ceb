/**
 * A lead's page as an owner reads it (issue 53, deliverable 6; issue 54's time to first answer
 * and duplicates in the inbox), through the real app (production build) on SQLite and
 * PostgreSQL:
 * - a note box posted twice at once (a double tap, a re-sent form) adds one note and one audit
 *   entry; the page read after it has a new, empty box, whose note is a second one;
 * - the message shows as the visitor wrote it (the stored one keeps its " || Contact Us Page"),
 *   the form is a row of its own, and the CSV's message column is the visitor's words too;
 * - browser, IP hash and id sit under a closed "Details";
 * - the first answer's time shows on the lead's page and on its card in the inbox, and a lead
 *   whose phone matches another's is marked in the inbox list;
 * - every staff page shows the "nobody is emailed" banner while no SMTP server is set, and none
 *   when one is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../app/base/template";
import { leadPageWords } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import {
  createSmtp,
  decodeEntities,
  engineEnvironments,
  type InProcessApp,
  postForm,
  startInProcessApp,
  type TestSmtp,
  tempDir,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "meena.iyer@agency.example";

const engines = engineEnvironments("lead-page-");

/** A signed-in owner's GET and POST on one app, each from its own address. */
function client(app: () => InProcessApp) {
  let ip = 0;
  let cookie = "";
  const from = () => ({ "X-Forwarded-For": `10.79.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });
  return {
    async signIn(email: string) {
      const response = await fetch(`${app().url}/admin/login`, {
        method: "POST",
        body: new URLSearchParams({ email, password: PASSWORD }),
        headers: { Origin: app().url, ...from() },
        redirect: "manual",
      });
      const value = /sw_admin=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
      if (!value) throw new Error(`no session for ${email}`);
      cookie = `sw_admin=${value}`;
    },
    async get(path: string) {
      const response = await fetch(`${app().url}${path}`, {
        headers: { Cookie: cookie, ...from() },
        redirect: "manual",
      });
      return { status: response.status, html: decodeEntities(await response.text()) };
    },
    async post(path: string, fields: Record<string, string>) {
      const response = await fetch(`${app().url}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Origin: app().url, Cookie: cookie, ...from() },
        redirect: "manual",
      });
      await response.arrayBuffer();
      return { status: response.status, location: response.headers.get("location") };
    },
    lead(fields: Record<string, string>, path = "/contact-us") {
      return postForm(app().url, path, fields, from());
    },
  };
}

/** The note box of a lead's page, as the browser would send it. */
function noteBox(html: string) {
  const form = /<form[^>]*data-testid="note-form"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error("no note box on the page");
  return {
    csrf: /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? "",
    noteKey: /name="noteKey" value="([^"]+)"/.exec(form)?.[1] ?? "",
    text: /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(form)?.[1] ?? "",
  };
}

describe.each(engines)("a lead's page on %s", (_name, environment) => {
  let app: InProcessApp;
  let smtp: TestSmtp;
  const owner = client(() => app);
  const leadBy = async (email: string) => {
    const lead = (await app.db.listLeads({ search: email })).items.find((l) => l.email === email);
    if (!lead) throw new Error(`no lead from ${email}`);
    return lead;
  };

  beforeAll(async () => {
    smtp = await createSmtp();
    await smtp.listen();
    app = await startInProcessApp({
      ...(await environment()),
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "100",
      TRUST_PROXY: "127.0.0.1",
      ADMIN_LOGIN_DELAY_MS: "0",
    });
    await app.db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now());
    await owner.signIn(OWNER);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("adds a note once however often its box is posted, then shows a new, empty box", async () => {
    expect(
      (
        await owner.lead({
          kind: "contact",
          name: "Note Once",
          email: "note.once@example.com",
          number: "9811000001",
          msg: "Call me",
        })
      ).status,
    ).toBe(200);
    const lead = await leadBy("note.once@example.com");
    const page = `/admin/leads/${lead.id}`;
    const box = noteBox((await owner.get(page)).html);
    expect(box.noteKey).toMatch(/^[0-9a-f-]{36}$/);
    const fields = { ...box, intent: "note", note: "Called; wants a quote by Friday" };

    // A double tap and a re-sent form: three posts of one box, two of them at the same instant.
    const answers = await Promise.all([owner.post(page, fields), owner.post(page, fields)]);
    answers.push(await owner.post(page, fields));
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${page}?noted=1#notes`);
    }
    expect((await app.db.listLeadNotes(lead.id)).map((note) => note.body)).toEqual([
      "Called; wants a quote by Friday",
    ]);
    const audited = (await app.db.listAudit({ kind: "lead.note", limit: 100 })).items.filter(
      (entry) => entry.subject === `lead:${lead.id}`,
    );
    expect(audited).toHaveLength(1);

    // The page after the note: a new box, empty, whose note is another one.
    const after = noteBox((await owner.get(`${page}?noted=1`)).html);
    expect(after.noteKey).not.toBe(box.noteKey);
    expect(after.text).toBe("");
    const second = await owner.post(page, { ...after, intent: "note", note: "Sent the quote" });
    expect(second.status).toBe(303);
    expect((await app.db.listLeadNotes(lead.id)).map((note) => note.body)).toEqual([
      "Called; wants a quote by Friday",
      "Sent the quote",
    ]);
    // An empty note is still refused, its box kept.
    const empty = await owner.post(page, { ...after, intent: "note", note: "   " });
    expect(empty.status).toBe(400);
  });

  it("shows the visitor's words alone, the form as its own row, technical rows under a closed Details", async () => {
    const msg = "We need a shop website.\nBudget ₹50,000 || not the suffix";
    expect(
      (
        await owner.lead({
          kind: "contact",
          name: "Words Alone",
          email: "words.alone@example.com",
          number: "9811000002",
          msg,
        })
      ).status,
    ).toBe(200);
    const lead = await leadBy("words.alone@example.com");
    // Stored as before: the form's name after the visitor's words.
    expect(lead.message).toBe(`${msg} || Contact Us Page`);
    const { html } = await owner.get(`/admin/leads/${lead.id}`);
    expect(/data-testid="lead-message">([\s\S]*?)<\/span>/.exec(html)?.[1]).toBe(msg);
    expect(html).not.toContain("|| Contact Us Page");
    expect(/data-testid="lead-source">([^<]*)</.exec(html)?.[1]).toBe("Contact page");
    expect(html).toContain(`>${leadPageWords.enquiryHeading}</h2>`);
    // Browser, IP hash and id: inside the closed Details, and nowhere before it.
    const details =
      /<details(?<attrs>[^>]*)data-testid="lead-technical"[^>]*>(?<body>[\s\S]*?)<\/details>/.exec(
        html,
      );
    expect(details?.groups?.attrs).not.toMatch(/\bopen\b/);
    expect(details?.groups?.body).toContain(`<summary`);
    expect(details?.groups?.body).toContain(leadPageWords.technical.summary);
    expect(details?.groups?.body).toContain(lead.id);
    expect(details?.groups?.body).toContain(lead.ipHash ?? "no hash");
    expect(html.slice(0, details?.index)).not.toContain(lead.ipHash ?? "no hash");

    // An old cached page's post names its form in the message: "Legacy form (Career Query)".
    expect(
      (
        await owner.lead(
          {
            name: "Old Page",
            email: "old.page@example.com",
            number: "9811000003",
            msg: "Hello there || Career Query",
          },
          "/contactform.php",
        )
      ).status,
    ).toBe(200);
    const legacy = await leadBy("old.page@example.com");
    const old = await owner.get(`/admin/leads/${legacy.id}`);
    expect(/data-testid="lead-message">([\s\S]*?)<\/span>/.exec(old.html)?.[1]).toBe("Hello there");
    expect(/data-testid="lead-source">([^<]*)</.exec(old.html)?.[1]).toBe(
      fill(leadPageWords.formOf, { source: "Legacy form", form: "Career Query" }),
    );

    // The CSV: the visitor's words in the message column, the form in the source column.
    const csv = await owner.get("/admin/leads.csv?q=words.alone");
    expect(csv.status).toBe(200);
    expect(csv.html).toContain(`"${msg}"`);
    expect(csv.html).not.toContain("|| Contact Us Page");
    expect(csv.html).toMatch(/,contact,/);
  });

  it("shows the time to first answer on the page and the inbox card, and marks duplicates in the list", async () => {
    const number = "98110 00004";
    expect(
      (
        await owner.lead({
          kind: "contact",
          name: "First Answer",
          email: "first.answer@example.com",
          number,
          msg: "Hi",
        })
      ).status,
    ).toBe(200);
    const lead = await leadBy("first.answer@example.com");
    const page = `/admin/leads/${lead.id}`;
    expect(/data-testid="lead-first-answer">([^<]*)</.exec((await owner.get(page)).html)?.[1]).toBe(
      leadPageWords.firstAnswer.none,
    );
    // A WhatsApp reply from the page's box is the first answer.
    const { html } = await owner.get(page);
    const pick = (pattern: RegExp) => pattern.exec(html)?.[1] ?? "";
    const reply = await owner.post(`${page}/reply`, {
      csrf: pick(/name="csrf" value="([^"]+)"/),
      onceKey: pick(/name="onceKey" value="([^"]+)"/),
      replyLanguage: "en",
      replyTemplate: "firstAnswer",
      replyPrice: "",
      channel: "whatsapp",
      text: "Hello, thank you for writing to us.",
    });
    expect(reply.status).toBe(303);
    const answered = await app.db.getLead(lead.id);
    expect(answered?.firstAnswerAt).not.toBeNull();
    const shown = /data-testid="lead-first-answer">([^<]*)</.exec(
      (await owner.get(page)).html,
    )?.[1];
    expect(shown).toMatch(/^After under a minute \(.+ IST\)$/);

    // The same person again, the number written another way: both cards are marked.
    expect(
      (
        await owner.lead({
          kind: "contact",
          name: "First Answer Again",
          email: "again.first@example.com",
          number: "+91 9811000004",
          msg: "Hello again",
        })
      ).status,
    ).toBe(200);
    const inbox = await owner.get("/admin/leads?q=First+Answer");
    const cards = [...inbox.html.matchAll(/<li[^>]*data-testid="lead-row"[\s\S]*?<\/li>/g)].map(
      (m) => m[0],
    );
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card).toContain(leadPageWords.duplicateInList);
    const first = cards.find((card) => card.includes(">First Answer<"));
    expect(first).toContain(fill(leadPageWords.firstAnswer.inList, { duration: "under a minute" }));
    // A lead with no twin is not marked.
    const alone = await owner.get("/admin/leads?q=note.once");
    expect(alone.html).toContain("Note Once");
    expect(alone.html).not.toContain(leadPageWords.duplicateInList);
  });

  it("shows no banner while email works", async () => {
    for (const path of ["/admin/leads", "/admin/account"]) {
      const { status, html } = await owner.get(path);
      expect(status).toBe(200);
      expect(html).not.toContain('data-testid="mail-banner"');
    }
  });
});

describe("without an SMTP server", () => {
  let app: InProcessApp;
  const owner = client(() => app);

  beforeAll(async () => {
    app = await startInProcessApp({
      DATA_DIR: tempDir("lead-page-nosmtp-"),
      TRUST_PROXY: "127.0.0.1",
      ADMIN_LOGIN_DELAY_MS: "0",
    });
    await app.db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now());
    await owner.signIn(OWNER);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("tells every staff page, in plain words, that new enquiries are emailed to nobody", async () => {
    expect(
      (
        await owner.lead({
          kind: "contact",
          name: "Nobody Told",
          email: "nobody.told@example.com",
          number: "9811000005",
          msg: "Hello",
        })
      ).status,
    ).toBe(200);
    const lead = (await app.db.listLeads({ search: "nobody.told" })).items[0];
    // The lead's email is written "not sent" today: the banner says why, on every page.
    expect((await app.db.listOutbox({ leadId: lead?.id })).map((m) => m.status)).toEqual([
      "skipped",
    ]);
    for (const path of [
      "/admin/leads",
      `/admin/leads/${lead?.id}`,
      "/admin/account",
      "/admin/content",
      "/admin/staff",
      "/admin/audit",
    ]) {
      const { status, html } = await owner.get(path);
      expect(status, path).toBe(200);
      const banner = /<div[^>]*data-testid="mail-banner"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
      expect(banner, path).toContain(leadPageWords.mailBanner);
    }
  });
});
