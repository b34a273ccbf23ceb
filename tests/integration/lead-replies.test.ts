/**
 * Replies from a lead's page and duplicate leads (issue 54), through the real app (production
 * build) on SQLite and PostgreSQL, with SMTP on loopback:
 * - a Hindi enquiry from /hi/contact-us gets the Hindi template by default; "WhatsApp" answers
 *   303 to the wa.me link of its number in E.164 with the filled Hindi text, recorded once on
 *   the timeline however often it is tapped, and the first reply sets the first answer;
 * - "Email" reaches the lead through the outbox with Reply-To the staff member, once;
 * - a reply still holding {price}, or to a number WhatsApp cannot open, is refused with the text
 *   kept; an editor cannot reply (403);
 * - leads with the same phone (written two ways) or email are marked on each other's page; sales
 *   cannot merge them (403); an owner merges them into the earlier one, which keeps every
 *   message, note, reply and email, in the timeline and the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadReplies } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import { mailHeader, mailText } from "../support/mail";
import {
  createSmtp,
  decodeEntities,
  engineEnvironments,
  type InProcessApp,
  postForm,
  staffSession,
  startInProcessApp,
  type TestSmtp,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "priya.sharma@agency.example";
const SALES = "ravi@agency.example";
const EDITOR = "editor@agency.example";

const engines = engineEnvironments("lead-replies-");

describe.each(engines)("replies and duplicates on %s", (_name, environment) => {
  let app: InProcessApp;
  let smtp: TestSmtp;
  let ip = 0;
  const from = () => ({ "X-Forwarded-For": `10.78.0.${++ip}` });
  const sessions: Record<string, string> = {};

  async function get(path: string, cookie: string) {
    const response = await fetch(`${app.url}${path}`, {
      headers: { Cookie: cookie, ...from() },
      redirect: "manual",
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      csp: response.headers.get("content-security-policy") ?? "",
      html: decodeEntities(await response.text()),
    };
  }

  async function post(path: string, cookie: string, fields: Record<string, string>) {
    const response = await fetch(`${app.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: app.url, Cookie: cookie, ...from() },
      redirect: "manual",
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      html: decodeEntities(await response.text()),
    };
  }

  const signIn = (email: string) => staffSession(app.url, email, PASSWORD, from());

  /** The reply box of a lead's page as the browser would send it. */
  async function replyBox(leadId: string, cookie: string, query = "") {
    const page = await get(`/admin/leads/${leadId}${query}`, cookie);
    expect(page.status).toBe(200);
    const pick = (pattern: RegExp) => {
      const found = pattern.exec(page.html)?.[1];
      if (found === undefined) throw new Error(`not on the page: ${pattern}`);
      return found;
    };
    return {
      page,
      fields: {
        csrf: pick(/name="csrf" value="([^"]+)"/),
        onceKey: pick(/name="onceKey" value="([^"]+)"/),
        replyLanguage: pick(/type="hidden" name="replyLanguage" value="([^"]+)"/),
        replyTemplate: pick(/type="hidden" name="replyTemplate" value="([^"]+)"/),
        replyPrice: pick(/type="hidden" name="replyPrice" value="([^"]*)"/),
        subject: pick(/name="subject" value="([^"]*)"/),
        text: pick(/<textarea[^>]*name="text"[^>]*>([\s\S]*?)<\/textarea>/),
      },
    };
  }

  const leadBy = async (email: string) =>
    (await app.db.listLeads({ search: email })).items.find((lead) => lead.email === email);
  const repliesOf = async (leadId: string) =>
    (await app.db.listLeadEvents(leadId)).filter((event) => event.kind === "reply");
  const audit = async (kind: string) =>
    (await app.db.listAudit({ limit: 500 })).items.filter((entry) => entry.kind === kind);

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
    const hash = await hashPassword(PASSWORD);
    await app.db.upsertStaff(OWNER, hash, Date.now());
    await app.db.upsertStaff(SALES, hash, Date.now(), { role: "sales" });
    await app.db.upsertStaff(EDITOR, hash, Date.now(), { role: "editor" });
    for (const email of [OWNER, SALES, EDITOR]) sessions[email] = await signIn(email);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("answers a Hindi enquiry on WhatsApp with the Hindi template, recorded once however often it is tapped", async () => {
    const sent = await postForm(app.url, "/hi/contact-us", {
      kind: "contact",
      name: "सुनीता राव",
      email: "sunita.rao@example.com",
      number: "098110 24680",
      msg: "हमें अपनी दुकान के लिए एक वेबसाइट चाहिए।",
    });
    expect(sent.status).toBe(200);
    const lead = await leadBy("sunita.rao@example.com");
    expect(lead?.language).toBe("hi");
    const id = lead?.id ?? "";
    const owner = sessions[OWNER] ?? "";

    const { page, fields } = await replyBox(id, owner);
    // The lead's language by default: the Hindi first answer, filled with the lead and the owner.
    expect(fields.replyLanguage).toBe("hi");
    expect(fields.replyTemplate).toBe("firstAnswer");
    expect(fields.text).toContain("नमस्ते सुनीता राव जी");
    expect(fields.text).toContain("Priya Sharma");
    expect(fields.text).not.toMatch(/\{\w+\}/);
    // The page lets its form lead on to wa.me (Chromium checks form-action at each redirect).
    expect(page.csp).toMatch(/form-action 'self' https:\/\/wa\.me https:\/\/api\.whatsapp\.com/);

    const tap = () => post(`/admin/leads/${id}/reply`, owner, { ...fields, channel: "whatsapp" });
    const first = await tap();
    expect(first.status).toBe(303);
    const link = new URL(first.location ?? "");
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/919811024680");
    expect(link.searchParams.get("text")).toBe(fields.text);
    expect(first.location).toBe(
      `https://wa.me/919811024680?text=${encodeURIComponent(fields.text)}`,
    );
    // A double tap (and a third): the same answer, one reply.
    const again = await Promise.all([tap(), tap()]);
    for (const answer of again) expect(answer.location).toBe(first.location);
    const replies = await repliesOf(id);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      actorEmail: OWNER,
      detail: { channel: "whatsapp", text: fields.text, language: "hi", template: "firstAnswer" },
    });
    const answered = await app.db.getLead(id);
    expect(answered?.firstAnswerAt).toBe(replies[0]?.at);
    expect((await audit("lead.reply")).filter((e) => e.subject === `lead:${id}`)).toHaveLength(1);

    // The reply is on the lead's page: who, channel, text.
    const after = await get(`/admin/leads/${id}`, owner);
    const row = after.html.indexOf("Replied by WhatsApp</p>");
    expect(row).toBeGreaterThan(0);
    expect(after.html.indexOf(fields.text, row)).toBeGreaterThan(row);
    expect(after.html.indexOf(OWNER, row)).toBeGreaterThan(row);
  });

  it("sends an email reply through the outbox with Reply-To the staff member, once, keeping the first answer", async () => {
    const id = (await leadBy("sunita.rao@example.com"))?.id ?? "";
    const firstAnswer = (await app.db.getLead(id))?.firstAnswerAt;
    const owner = sessions[OWNER] ?? "";
    const { fields } = await replyBox(id, owner, "?replyTemplate=followUp&replyLanguage=hi");
    expect(fields.replyTemplate).toBe("followUp");
    const before = smtp.messages.length;
    const answers = await Promise.all([
      post(`/admin/leads/${id}/reply`, owner, { ...fields, channel: "email" }),
      post(`/admin/leads/${id}/reply`, owner, { ...fields, channel: "email" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`/admin/leads/${id}?replied=email#reply-box`);
    }
    await smtp.waitFor(before + 1);
    // One email for the double tap: give a second one time to arrive, then count (the lead's
    // own; the inbox sends staff emails of its own, such as an assignment).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const mails = smtp.messages
      .slice(before)
      .filter((message) => message.to.includes("sunita.rao@example.com"));
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.raw ?? "";
    expect(mails[0]?.to).toEqual(["sunita.rao@example.com"]);
    expect(mailHeader(mail, "Reply-To")).toContain(OWNER);
    expect(mailHeader(mail, "Reply-To")).toContain("Priya Sharma");
    expect(mailText(mail)).toContain(fields.text.replace(/\n/g, "\r\n").split("\r\n")[0]);
    const replies = await repliesOf(id);
    expect(replies.map((reply) => reply.detail.channel)).toEqual(["whatsapp", "email"]);
    expect(replies[1]?.detail.subject).toBe(fields.subject);
    expect((await app.db.getLead(id))?.firstAnswerAt).toBe(firstAnswer);
    const outbox = await app.db.listOutbox({ leadId: id });
    expect(outbox.filter((row) => row.kind === "reply")).toMatchObject([
      { status: "sent", recipient: "sunita.rao@example.com", eventId: replies[1]?.id },
    ]);
  });

  it("refuses a reply still missing its price, a number WhatsApp cannot open, and an editor", async () => {
    const owner = sessions[OWNER] ?? "";
    const id = (await leadBy("sunita.rao@example.com"))?.id ?? "";
    const quote = await replyBox(id, owner, "?replyTemplate=quoteSent");
    expect(quote.fields.text).toContain("{price}");
    const refused = await post(`/admin/leads/${id}/reply`, owner, {
      ...quote.fields,
      channel: "whatsapp",
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Write what the message still needs in place of {price}.");
    // The text is kept for the person to finish.
    expect(refused.html).toContain(quote.fields.text);
    const priced = await replyBox(id, owner, "?replyTemplate=quoteSent&replyPrice=₹12,500");
    expect(priced.fields.text).toContain("की कीमत ₹12,500 है");

    await postForm(app.url, "/contact-us", {
      kind: "contact",
      name: "Placeholder Number",
      email: "placeholder@example.com",
      number: "+91 00000 00001",
      msg: "A number nobody can dial.",
    }).then((answer) => expect(answer.status).toBe(200));
    const unreachable = (await leadBy("placeholder@example.com"))?.id ?? "";
    const box = await replyBox(unreachable, owner);
    expect(box.page.html).toMatch(/<button[^>]*value="whatsapp"[^>]*disabled=""/);
    const noPhone = await post(`/admin/leads/${unreachable}/reply`, owner, {
      ...box.fields,
      channel: "whatsapp",
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.html).toContain(leadReplies.replyBox.errors.noPhone);

    const editor = sessions[EDITOR] ?? "";
    const editorCsrf = /name="csrf" value="([^"]+)"/.exec(
      (await get("/admin/account", editor)).html,
    )?.[1];
    const forbidden = await post(`/admin/leads/${id}/reply`, editor, {
      ...quote.fields,
      csrf: editorCsrf ?? "",
      text: "Hello",
      channel: "whatsapp",
    });
    expect(forbidden.status).toBe(403);
    // Sales reply to their own and unassigned leads, not to a lead someone else owns.
    const sales = sessions[SALES] ?? "";
    const salesBox = await replyBox(unreachable, sales);
    await app.db.setLeadOwner(
      unreachable,
      (await app.db.getStaffByEmail(OWNER))?.id ?? 0,
      Date.now(),
    );
    const notTheirs = await post(`/admin/leads/${unreachable}/reply`, sales, {
      ...salesBox.fields,
      channel: "email",
    });
    expect(notTheirs.status).toBe(403);
    expect(await repliesOf(unreachable)).toHaveLength(0);
    expect(await repliesOf(id)).toHaveLength(2);
  });

  it("marks leads with the same phone or email on both; sales cannot merge; an owner merges them into the earlier, keeping everything", async () => {
    const owner = sessions[OWNER] ?? "";
    const sales = sessions[SALES] ?? "";
    const phoneTwin = "+91 9811024680";
    const twin = await postForm(app.url, "/contact-us", {
      kind: "contact",
      name: "Sunita R",
      email: "sunita.office@example.com",
      number: phoneTwin,
      msg: "Following up: also an app for the shop?",
    });
    expect(twin.status).toBe(200);
    const earlier = (await leadBy("sunita.rao@example.com"))?.id ?? "";
    const later = (await leadBy("sunita.office@example.com"))?.id ?? "";
    expect(later).not.toBe("");

    const earlierPage = await get(`/admin/leads/${earlier}`, owner);
    const laterPage = await get(`/admin/leads/${later}`, owner);
    expect(earlierPage.html).toContain(`href="/admin/leads/${later}"`);
    expect(laterPage.html).toContain(`href="/admin/leads/${earlier}"`);
    expect(laterPage.html).toContain(leadReplies.duplicates.samePhone);
    expect(laterPage.html).toContain(leadReplies.duplicates.merge);
    // Sales see the mark, not the button, and the server refuses the merge.
    const salesPage = await get(`/admin/leads/${later}`, sales);
    expect(salesPage.html).toContain(`href="/admin/leads/${earlier}"`);
    expect(salesPage.html).not.toContain(leadReplies.duplicates.merge);
    const salesCsrf = /name="csrf" value="([^"]+)"/.exec(salesPage.html)?.[1] ?? "";
    const refused = await post(`/admin/leads/${later}/merge`, sales, {
      csrf: salesCsrf,
      other: earlier,
    });
    expect(refused.status).toBe(403);
    expect(await app.db.getLead(later)).not.toBeNull();

    // The later lead has a note and a reply of its own before the merge.
    const ownerCsrf = /name="csrf" value="([^"]+)"/.exec(laterPage.html)?.[1] ?? "";
    expect(
      (
        await post(`/admin/leads/${later}`, owner, {
          csrf: ownerCsrf,
          intent: "note",
          note: "Called: wants an app too.",
        })
      ).status,
    ).toBe(303);
    const { fields } = await replyBox(later, owner);
    expect(
      (await post(`/admin/leads/${later}/reply`, owner, { ...fields, channel: "email" })).status,
    ).toBe(303);
    const eventsBefore = [
      ...(await app.db.listLeadEvents(earlier)),
      ...(await app.db.listLeadEvents(later)),
    ].length;
    const outboxBefore = [
      ...(await app.db.listOutbox({ leadId: earlier })),
      ...(await app.db.listOutbox({ leadId: later })),
    ].length;

    // Merged from either page, the earlier lead stays.
    const merged = await post(`/admin/leads/${later}/merge`, owner, {
      csrf: ownerCsrf,
      other: earlier,
    });
    expect(merged.status).toBe(303);
    expect(merged.location).toBe(`/admin/leads/${earlier}?merged=${later}`);
    expect(await app.db.getLead(later)).toBeNull();
    expect((await get(`/admin/leads/${later}`, owner)).status).toBe(404);

    const events = await app.db.listLeadEvents(earlier);
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.filter((event) => event.kind === "reply")).toHaveLength(3);
    const record = events.find((event) => event.kind === "merged");
    expect(record?.detail).toMatchObject({
      lead: later,
      email: "sunita.office@example.com",
      phone: phoneTwin,
      message: expect.stringContaining("also an app for the shop?"),
    });
    expect((await app.db.listLeadNotes(earlier)).map((note) => note.body)).toContain(
      "Called: wants an app too.",
    );
    expect(await app.db.listOutbox({ leadId: earlier })).toHaveLength(outboxBefore);
    const entry = (await audit("lead.merge"))[0];
    expect(entry).toMatchObject({
      actorEmail: OWNER,
      subject: `lead:${earlier}`,
      details: { kept: earlier, merged: later },
    });

    const keptPage = await get(`/admin/leads/${earlier}?merged=${later}`, owner);
    expect(keptPage.html).toContain(leadReplies.duplicates.merged);
    expect(keptPage.html).toContain("Merged with a later enquiry from Sunita R");
    expect(keptPage.html).toContain("also an app for the shop?");
    expect(keptPage.html).not.toContain('data-testid="duplicate-mark"');
  });
});
