/**
 * The forms of the Hindi pages through the real app: answers in Hindi (errors, the "message
 * too long" page, the refusal page), Devanagari kept intact from the form to the database and
 * the staff email, Devanagari digits stored as 0-9, and each lead marked with its language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionary } from "../../app/content/engine/shipped";
import { mailText } from "../support/mail";
import {
  createSmtp,
  type InProcessApp,
  postForm,
  startInProcessApp,
  type TestSmtp,
  tempDir,
  validLead,
} from "./helpers";

let app: InProcessApp;
let smtp: TestSmtp;
const copy = dictionary("hi").forms.leadFormCopy;

beforeAll(async () => {
  smtp = await createSmtp();
  await smtp.listen();
  app = await startInProcessApp({
    DATA_DIR: tempDir(),
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "leads@agency.example",
    MAIL_FROM: "Website <no-reply@agency.example>",
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** The text of an HTML answer, without tags and with entities decoded where tests need it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");

describe("forms on the Hindi pages", () => {
  it("stores a Hindi lead as typed, with its digits as 0-9, and tells staff its language", async () => {
    const response = await postForm(app.url, "/hi/contact-us", {
      kind: "contact",
      name: "आशा वर्मा",
      email: "asha.hindi@example.com",
      number: "+९१ ९८७६५ ४३२१०",
      msg: "हमें अपनी दुकान के लिए एक वेबसाइट चाहिए।",
    });
    expect(response.status).toBe(200);
    const lead = (await app.db.listLeads({ search: "asha.hindi@" })).items[0];
    expect(lead).toMatchObject({
      name: "आशा वर्मा",
      phone: "+91 98765 43210",
      language: "hi",
      pagePath: "/hi/contact-us",
    });
    expect(lead?.message.startsWith("हमें अपनी दुकान के लिए एक वेबसाइट चाहिए।")).toBe(true);

    await smtp.waitFor(1);
    const mail = smtp.messages.find((m) => m.raw.includes("asha.hindi@example.com"));
    expect(mail).toBeTruthy();
    const text = mailText(mail?.raw ?? "");
    expect(text).toContain("Language: Hindi (हिंदी)");
    expect(text).toContain("आशा वर्मा");
  });

  it("keeps English leads marked English", async () => {
    const response = await postForm(app.url, "/contact-us", validLead("english-lang"));
    expect(response.status).toBe(200);
    const lead = (await app.db.listLeads({ search: "asha.english-lang@" })).items[0];
    expect(lead?.language).toBe("en");
  });

  it("answers a wrong form in Hindi and keeps what was typed", async () => {
    const response = await postForm(app.url, "/hi/contact-us", {
      kind: "contact",
      name: "",
      email: "not-an-email",
      number: "12",
      msg: "नमस्ते",
    });
    expect(response.status).toBe(400);
    const text = textOf(response.body);
    expect(text).toContain(copy.messages.nameRequired);
    expect(text).toContain(copy.messages.emailInvalid);
    expect(text).toContain(copy.messages.phoneInvalid);
    expect(response.body).toContain("नमस्ते");
    expect(response.body).toMatch(/<html lang="hi-IN"/);
  });

  it("answers a message over the size limit with the Hindi page", async () => {
    const response = await postForm(app.url, "/hi/contact-us", {
      ...validLead("hindi-big"),
      msg: "अ".repeat(6_000),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatch(/<html lang="hi-IN"/);
    expect(response.body).toContain(copy.tooLongPage.title);
    expect(response.body).toContain('href="/hi/contact-us"');
  });

  it("refuses a post from another site with the Hindi page", async () => {
    const response = await postForm(app.url, "/hi/career", validLead("hindi-origin"), {
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatch(/<html lang="hi-IN"/);
    expect(response.body).toContain(copy.rejectedPage.title);
  });
});
