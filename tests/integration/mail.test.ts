/**
 * Email through a real SMTP server on loopback: the notification carries the lead's fields; a
 * form posted twice is one lead and one email; with the SMTP server down the lead is kept and
 * the email leaves once it is back.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  createSmtp,
  type InProcessApp,
  postForm,
  showsSuccess,
  startInProcessApp,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

let app: InProcessApp | null = null;
let smtp: TestSmtp | null = null;

afterEach(async () => {
  await app?.close();
  await smtp?.close();
  app = null;
  smtp = null;
});

/** A header's value, unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return unfolded.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1];
}

function body(raw: string): string {
  return raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
}

describe("lead emails", () => {
  it("sends the agency a notification with the lead's fields, and the visitor an acknowledgement", async () => {
    smtp = await createSmtp();
    await smtp.listen();
    app = await startInProcessApp({
      DATA_DIR: tempDir(),
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "leads@agency.example",
      MAIL_FROM: "Website <no-reply@agency.example>",
      LEADS_ACK_EMAIL: "true",
    });
    const response = await postForm(
      app.url,
      "/contact-us",
      validLead("mail", {
        name: "Priya Sharma",
        email: "priya@example.in",
        number: "+91 99580 13579",
        msg: "We need an online store.",
        page: "/pricing",
      }),
    );
    expect(response.status).toBe(200);
    expect(showsSuccess(response.body)).toBe(true);

    await smtp.waitFor(2);
    const notify = smtp.messages.find((m) => m.to.includes("leads@agency.example"));
    const ack = smtp.messages.find((m) => m.to.includes("priya@example.in"));
    expect(notify && ack).toBeTruthy();
    if (!notify || !ack) return;
    expect(notify.from).toBe("no-reply@agency.example");
    expect(header(notify.raw, "Subject")).toContain("Priya Sharma");
    expect(header(notify.raw, "Reply-To")).toContain("priya@example.in");
    const text = body(notify.raw);
    for (const expected of [
      "Priya Sharma",
      "priya@example.in",
      "+91 99580 13579",
      "We need an online store. || Contact Us Page",
      "Contact page",
      "/pricing",
    ]) {
      expect(text).toContain(expected);
    }
    // The acknowledgement repeats nothing the visitor typed.
    expect(body(ack.raw)).not.toContain("online store");
    expect(body(ack.raw)).not.toContain("Priya");

    const lead = (await app.db.listLeads({ search: "Priya" })).items[0];
    expect(lead).toMatchObject({ source: "contact", pagePath: "/pricing", stage: "new" });
    // One Message-ID per outbox row, in the sender's domain.
    const rows = await app.db.listOutbox({ leadId: lead?.id });
    const rowId = (kind: string) => rows.find((m) => m.kind === kind)?.id;
    expect(header(notify.raw, "Message-ID")).toBe(
      `<outbox-${rowId("notify")}.${lead?.id}@agency.example>`,
    );
    expect(header(ack.raw, "Message-ID")).toBe(
      `<outbox-${rowId("ack")}.${lead?.id}@agency.example>`,
    );
    await waitUntil(
      async () =>
        (await app?.db.listOutbox({ leadId: lead?.id }))?.every((m) => m.status === "sent") ??
        false,
      5000,
      "the outbox rows to be marked sent",
    );
  });

  it("stores and emails a form posted twice (a reloaded answer page) once, and answers both", async () => {
    smtp = await createSmtp();
    await smtp.listen();
    app = await startInProcessApp({ DATA_DIR: tempDir(), SMTP_URL: smtp.url });
    const form = validLead("twice", { name: "Meera Iyer" });
    for (let i = 0; i < 2; i++) {
      const response = await postForm(app.url, "/contact-us", form);
      expect(response.status).toBe(200);
      expect(showsSuccess(response.body)).toBe(true);
    }
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.messages).toHaveLength(1);
    expect((await app.db.listLeads({ search: "Meera Iyer" })).total).toBe(1);

    // A changed message is a new lead, with its own email.
    const changed = { ...form, msg: "We also need a logo." };
    expect(showsSuccess((await postForm(app.url, "/contact-us", changed)).body)).toBe(true);
    await smtp.waitFor(2);
    expect((await app.db.listLeads({ search: "Meera Iyer" })).total).toBe(2);
  });

  it("keeps the lead while SMTP is down and sends the email once it is back", async () => {
    smtp = await createSmtp(); // not listening yet: connections are refused
    app = await startInProcessApp({ DATA_DIR: tempDir(), SMTP_URL: smtp.url });
    const response = await postForm(
      app.url,
      "/career",
      validLead("down", { kind: "career", name: "Kiran Rao" }),
    );
    expect(response.status).toBe(200);

    const repo = app.db;
    const lead = (await repo.listLeads({ search: "Kiran Rao" })).items[0];
    expect(lead?.message).toMatch(/ \|\| Career Query$/);
    // Several attempts fail and are recorded; the lead stays.
    await waitUntil(
      async () => ((await repo.listOutbox({ leadId: lead?.id }))[0]?.attempts ?? 0) >= 2,
      10_000,
      "failed attempts",
    );
    const row = (await repo.listOutbox({ leadId: lead?.id }))[0];
    expect(row?.status).toMatch(/pending|sending/);
    expect(row?.lastError).toBeTruthy();
    expect(smtp.messages).toHaveLength(0);

    await smtp.listen();
    await smtp.waitFor(1, 15_000);
    expect(body(smtp.messages[0]?.raw ?? "")).toContain("Kiran Rao");
    await waitUntil(
      async () => (await repo.listOutbox({ leadId: lead?.id }))[0]?.status === "sent",
      5000,
      "the row to be marked sent",
    );
    // Exactly once, even after the retries.
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.messages).toHaveLength(1);
  });

  it("gives up after MAIL_MAX_ATTEMPTS, and a staff retry sends it", async () => {
    smtp = await createSmtp();
    app = await startInProcessApp({
      DATA_DIR: tempDir(),
      SMTP_URL: smtp.url,
      MAIL_MAX_ATTEMPTS: "2",
    });
    expect((await postForm(app.url, "/contact-us", validLead("giveup"))).status).toBe(200);
    const repo = app.db;
    await waitUntil(
      async () => (await repo.listOutbox({ status: "failed" })).length === 1,
      10_000,
      "the row to fail",
    );
    const failed = (await repo.listOutbox({ status: "failed" }))[0];
    expect(failed?.attempts).toBe(2);

    await smtp.listen();
    expect(await repo.retryOutbox(failed?.id as number)).toBe(true);
    app.backend.outbox?.kick();
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("without SMTP_URL stores the lead and marks its email skipped", async () => {
    app = await startInProcessApp({ DATA_DIR: tempDir() });
    expect((await postForm(app.url, "/contact-us", validLead("nosmtp"))).status).toBe(200);
    const [row] = await app.db.listOutbox();
    expect(row).toMatchObject({ status: "skipped", kind: "notify" });
    const health = await fetch(`${app.url}/healthz`).then((r) => r.json());
    expect(health).toMatchObject({ status: "ok", database: "sqlite", mail: "disabled" });
  });
});
