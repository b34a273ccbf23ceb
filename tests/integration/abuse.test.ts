/**
 * Spam and abuse limits through the real app: honeypot, minimum fill time, per-IP rate limit,
 * Origin check, body size limit, content types, and the old /contactform.php endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionary } from "../../app/content/engine/shipped";
import {
  fieldErrors,
  type InProcessApp,
  postForm,
  showsSuccess,
  startInProcessApp,
  tempDir,
  validLead,
} from "./helpers";

const { leadFormCopy } = dictionary("en").forms;

let app: InProcessApp;

beforeAll(async () => {
  app = await startInProcessApp({
    DATA_DIR: tempDir(),
    TRUST_PROXY: "127.0.0.1",
    LEADS_RATE_LIMIT_MAX: "2",
    LEADS_RATE_LIMIT_WINDOW_MS: "60000",
    LEADS_MIN_FILL_MS: "1500",
    LEADS_BODY_LIMIT_BYTES: "16384",
  });
});
afterAll(async () => {
  await app?.close();
});

const count = async (search: string) => (await app.db.listLeads({ search })).total;
const fromIp = (ip: string) => ({ "X-Forwarded-For": ip });

describe("abuse limits", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await postForm(
      app.url,
      "/contact-us",
      validLead("honeypot", { company_website: "http://spam.example" }),
      fromIp("10.0.0.1"),
    );
    expect(response.status).toBe(200);
    expect(showsSuccess(response.body)).toBe(true);
    expect(await count("asha.honeypot@")).toBe(0);
  });

  it("refuses a form sent faster than the minimum fill time, keeping the input", async () => {
    const tooFast = await postForm(
      app.url,
      "/contact-us",
      validLead("fast", { elapsed_ms: "300" }),
      fromIp("10.0.0.2"),
    );
    expect(tooFast.status).toBe(400);
    expect(tooFast.body).toContain(leadFormCopy.summary.tooFast);
    expect(tooFast.body).toContain('value="Asha Verma fast"');
    expect(await count("asha.fast@")).toBe(0);
    // Slow enough, or no stamp at all (a post without JavaScript): accepted.
    const slow = await postForm(
      app.url,
      "/contact-us",
      validLead("fast", { elapsed_ms: "4000" }),
      fromIp("10.0.0.2"),
    );
    expect(slow.status).toBe(200);
    const noJs = await postForm(
      app.url,
      "/career",
      validLead("nojs", { kind: "career" }),
      fromIp("10.0.0.2"),
    );
    expect(noJs.status).toBe(200);
  });

  it("limits leads per IP and form, with a clear message and the input kept", async () => {
    const ip = fromIp("10.0.0.3");
    for (const i of [1, 2]) {
      expect((await postForm(app.url, "/contact-us", validLead(`rl${i}`), ip)).status).toBe(200);
    }
    const limited = await postForm(
      app.url,
      "/contact-us",
      validLead("rl3", { msg: "third message" }),
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toContain("several enquiries in a short time");
    expect(limited.body).toContain("third message");
    expect(await count("asha.rl3@")).toBe(0);
    // Another form, or another IP, is not limited.
    expect(
      (await postForm(app.url, "/career", validLead("rl4", { kind: "career" }), ip)).status,
    ).toBe(200);
    expect(
      (await postForm(app.url, "/contact-us", validLead("rl5"), fromIp("10.0.0.4"))).status,
    ).toBe(200);
    // The raw IP is never stored.
    const stored = (await app.db.listLeads({ search: "asha.rl1@" })).items[0];
    expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain("10.0.0.3");
  });

  it("rejects posts from another origin", async () => {
    const other = await postForm(app.url, "/contact-us", validLead("origin"), {
      Origin: "https://evil.example",
    });
    expect(other.status).toBe(403);
    const nullOrigin = await postForm(app.url, "/career", validLead("origin"), { Origin: "null" });
    expect(nullOrigin.status).toBe(403);
    expect(other.body).not.toMatch(/origin/i);
    expect(await count("asha.origin@")).toBe(0);
  });

  it("rejects other content types and bodies over the limit", async () => {
    const json = await fetch(`${app.url}/contact-us`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: JSON.stringify(validLead("json")),
    });
    expect(json.status).toBe(415);
    const big = await postForm(
      app.url,
      "/contact-us",
      validLead("big", { msg: "x".repeat(17_000) }),
    );
    expect(big.status).toBe(413);
    expect(big.body).toContain("too long");
    expect(await count("asha.big@")).toBe(0);
  });

  it("accepts multipart posts too", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validLead("multipart")))
      form.append(key, value ?? "");
    const response = await fetch(`${app.url}/contact-us`, {
      method: "POST",
      body: form,
      headers: { Origin: app.url, ...fromIp("10.0.0.9") },
    });
    expect(response.status).toBe(200);
    expect(await count("asha.multipart@")).toBe(1);
  });

  it("takes the old /contactform.php posts as legacy leads", async () => {
    const ok = await postForm(
      app.url,
      "/contactform.php",
      {
        name: "Old Page",
        email: "old@example.com",
        number: "9811024680",
        msg: "Hello || Career Query",
      },
      fromIp("10.0.0.5"),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toContain("your message has been sent");
    const stored = (await app.db.listLeads({ search: "old@example.com" })).items[0];
    expect(stored).toMatchObject({ source: "legacy", message: "Hello || Career Query" });

    const bad = await postForm(
      app.url,
      "/contactform.php",
      { name: "Old Page", email: "nope" },
      fromIp("10.0.0.5"),
    );
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toContain("legacy");
    const visit = await fetch(`${app.url}/contactform.php`, { redirect: "manual" });
    expect(visit.status).toBe(301);
    expect(visit.headers.get("location")).toBe("/contact-us");
  });

  it("stores the popup's service with its suffix and the page it was opened on", async () => {
    const response = await postForm(
      app.url,
      "/contact-us",
      validLead("popup", { kind: "popup", msg: "SEO Management", page: "/pricing" }),
      fromIp("10.0.0.6"),
    );
    expect(response.status).toBe(200);
    const stored = (await app.db.listLeads({ search: "asha.popup@" })).items[0];
    expect(stored).toMatchObject({
      source: "popup",
      message: "SEO Management || Contact Popup",
      pagePath: "/pricing",
    });
    // No service chosen: the first option, as the original select defaulted.
    await postForm(
      app.url,
      "/contact-us",
      validLead("popup2", { kind: "popup", msg: undefined }),
      fromIp("10.0.0.6"),
    );
    expect((await app.db.listLeads({ search: "asha.popup2@" })).items[0]?.message).toBe(
      "Web Development || Contact Popup",
    );
  });
});
