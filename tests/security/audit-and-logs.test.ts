/**
 * The audit trail and the logs, attacked from outside (docs/security.md, "The audit trail and
 * the logs"): the compiled server (`npm run build`) as a child process, its SQLite file read
 * afterwards; the store on both engines for the details.
 *
 *   - details over 4,000 characters are stored whole, as valid JSON (SQLite and PostgreSQL);
 *   - a parallel burst of 10,000 refused form posts writes a bounded number of entries that
 *     count every post, and the server's memory stays flat;
 *   - a password typed in the email box never reaches the trail;
 *   - `admin:add` twice: recorded with the system user and host, the link made in between
 *     stops working, the sign-in address is SITE_URL's;
 *   - a one-time link's token never reaches a log line, React Router's errors included.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashIp } from "../../server/client-ip";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { AUDIT_DETAILS_MAX_CHARS } from "../../server/db/audit-details";
import {
  adminAddCommand,
  type ChildServer,
  compiledServer,
  createDatabase,
  startInProcessApp,
  startServerProcess,
  tempDir,
  testLimits,
} from "../integration/helpers";

const PASSWORD = "correct horse battery staple";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (origin: string) => ({
  "content-type": "application/x-www-form-urlencoded",
  origin,
});

/** The compiled `admin:add` (build/server-dist/admin-add.js), as an operator runs it. */
const adminAdd = (env: Record<string, string>, email: string) =>
  adminAddCommand([email], { input: `${PASSWORD}\n`, env });

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

describe("audit details over 4,000 characters", () => {
  const engines: [string, () => Promise<SiteDatabase>][] = [
    ["SQLite", () => openSiteDatabase({ DATA_DIR: tempDir("audit-sec-") })],
    [
      "PostgreSQL",
      async () =>
        openSiteDatabase({
          DATABASE_URL: await createDatabase(inject("databaseUrl")),
          DATA_DIR: tempDir("audit-sec-"),
        }),
    ],
  ];

  for (const [engine, open] of engines) {
    it(`are stored whole, as valid JSON that says what was shortened (${engine})`, async () => {
      const db = await open();
      try {
        const topics = Array.from({ length: 400 }, (_, i) => `topic-${i}-${"x".repeat(20)}`);
        await db.appendAudit({
          createdAt: Date.now(),
          actorId: null,
          actorEmail: null,
          kind: "content.publish",
          subject: "content:everything",
          details: { revision: 7, note: "ü".repeat(9000), topics },
          ipHash: null,
        });
        // Before: JSON cut at 4,000 characters, read back as no details at all.
        const [entry] = (await db.listAudit({ kind: "content.publish" })).items;
        expect(entry?.details).not.toBeNull();
        expect(entry?.details?.revision).toBe(7);
        expect(String(entry?.details?.note)).toMatch(/^ü{500}… \(\+8500 characters\)$/);
        const kept = entry?.details?.topics as string[];
        expect(kept.at(-1)).toBe("… (+380 more items)");
        expect(JSON.stringify(entry?.details).length).toBeLessThanOrEqual(AUDIT_DETAILS_MAX_CHARS);
      } finally {
        await db.close();
      }
    });
  }
});

describe("the compiled server's audit trail and logs", () => {
  let dataDir: string;
  let server: ChildServer;
  let db: SiteDatabase;
  const siteUrl = "https://agency.example";

  beforeAll(async () => {
    dataDir = tempDir("audit-sec-");
    // SITE_URL is the public address (behind its proxy); the posts here name the address they
    // are sent to as their origin, as a browser would.
    server = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: "info", SITE_URL: siteUrl },
      compiledServer,
    );
    db = await openSiteDatabase({ DATA_DIR: dataDir });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("keeps a password typed in the email box out of the trail", async () => {
    const typed = `Secret-${randomBytes(6).toString("hex")} horse battery`;
    const unknown = `nobody.${randomBytes(4).toString("hex")}@example.com`;
    for (const email of [typed, unknown]) {
      const response = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        headers: formHeaders(server.url),
        body: form({ email, password: "whatever it is" }),
        redirect: "manual",
      });
      expect(response.status).toBe(401);
    }
    const failures = (await db.listAudit({ kind: "signin.failure" })).items;
    expect(failures.map((entry) => entry.subject).sort()).toEqual(
      ["(not an email address)", unknown].sort(),
    );
    // Nowhere in the trail, in any field.
    const everything = JSON.stringify((await db.listAudit({ limit: 500 })).items);
    expect(everything).not.toContain(typed);
    expect(everything).not.toContain(typed.toLowerCase());
  });

  it("admin:add twice: recorded with the system user and host, the link made between stops working", async () => {
    const email = `owner.${randomBytes(4).toString("hex")}@example.com`;
    const first = await adminAdd({ DATA_DIR: dataDir, SITE_URL: siteUrl }, email);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Sign in at ${siteUrl}/admin/login`);
    expect(first.stdout).not.toContain("localhost");

    // An owner makes a new-password link for the account (as /admin/staff does: only its
    // SHA-256 is stored).
    const account = await db.getStaffByEmail(email);
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await db.createStaffLink(account?.id ?? 0, {
      idHash: createHash("sha256").update(token).digest("hex"),
      purpose: "reset",
      createdBy: account?.id ?? 0,
      createdAt: now,
      expiresAt: now + 48 * 3_600_000,
    });
    const linkUrl = `${server.url}/admin/set-password/${token}`;
    expect((await fetch(linkUrl)).status).toBe(200);

    const second = await adminAdd({ DATA_DIR: dataDir, SITE_URL: siteUrl }, email);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("1 earlier link no longer works.");
    expect(second.stdout).toContain(`Sign in at ${siteUrl}/admin/login`);

    // The link made before the second run is dead: it says so, and sets no password.
    const page = await fetch(linkUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This link was already used, or it was replaced.");
    const post = await fetch(linkUrl, {
      method: "POST",
      headers: formHeaders(server.url),
      body: form({ password: "a brand new password 1", confirm: "a brand new password 1" }),
      redirect: "manual",
    });
    expect(post.status).toBe(410);

    const subject = `staff:${account?.id} ${email}`;
    const entries = (await db.listAudit({ limit: 500 })).items.filter(
      (entry) => entry.subject === subject,
    );
    const systemUser = os.userInfo().username;
    expect(entries.map((entry) => [entry.kind, entry.actorId, entry.details])).toEqual([
      [
        "staff.password-set",
        null,
        expect.objectContaining({ systemUser, host: os.hostname(), linksEnded: 1 }),
      ],
      ["staff.create", null, expect.objectContaining({ systemUser, host: os.hostname() })],
    ]);

    // Run as the README says, with only the server's database (its SITE_URL lives in the
    // server's own settings file): the address the server started with, not localhost.
    const third = await adminAdd({ DATA_DIR: dataDir }, email);
    expect(third.status, third.stderr).toBe(0);
    expect(third.stdout).toContain(`Sign in at ${siteUrl}/admin/login`);
    expect(third.stdout).not.toContain("localhost");
  });

  it("never writes a one-time link's token to a log line, React Router's errors included", async () => {
    const email = `invited.${randomBytes(4).toString("hex")}@example.com`;
    expect((await adminAdd({ DATA_DIR: dataDir, SITE_URL: siteUrl }, email)).status).toBe(0);
    const account = await db.getStaffByEmail(email);
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await db.createStaffLink(account?.id ?? 0, {
      idHash: createHash("sha256").update(token).digest("hex"),
      purpose: "reset",
      createdBy: account?.id ?? 0,
      createdAt: now,
      expiresAt: now + 48 * 3_600_000,
    });
    const before = server.output().length;
    const link = `/admin/set-password/${token}`;
    // Visited (the page, its data request, another casing), a mistyped form, a cross-site
    // post (form-guard logs its refusal), a post whose origin is SITE_URL's but whose address
    // is not (React Router refuses it and prints its error), a path below it (hygiene's 405).
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    await fetch(`${server.url}${link}.data`);
    await fetch(`${server.url}${link.toUpperCase().replace(token.toUpperCase(), token)}?x=1`);
    const mismatch = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: formHeaders(server.url),
      body: form({ password: "one long password 1", confirm: "another long password" }),
    });
    expect(mismatch.status).toBe(400);
    const crossSite = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: formHeaders("https://evil.example"),
      body: form({ password: "x" }),
    });
    expect(crossSite.status).toBe(403);
    const forwarded = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: formHeaders(siteUrl),
      body: form({ password: "one long password 1", confirm: "one long password 1" }),
    });
    expect(forwarded.status).toBe(400);
    const below = await fetch(`${server.url}${link}/more`, {
      method: "POST",
      headers: formHeaders(server.url),
      body: form({ a: "b" }),
    });
    expect(below.status).toBe(405);
    // The link still works: only its appearance in the logs is gone.
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);

    const output = server.output().slice(before);
    expect(output).toContain('"path":"/admin/set-password/[redacted]"');
    expect(output).toContain("form post rejected");
    expect(output).toContain('"path":"/admin/set-password/[redacted]/more"');
    // React Router's own error report is in what was read.
    expect(output).toContain("Aborting the action");
    expect(output).not.toContain(token);
    expect(output.toLowerCase()).not.toContain(token.toLowerCase());
  });
});

/** Cross-site posts to /contact-us, `clients[i]` naming the client (null: no proxy header). */
async function burst(url: string, clients: (string | null)[], afterBatch?: () => void) {
  const post = (client: string | null) =>
    fetch(`${url}/contact-us`, {
      method: "POST",
      headers: {
        ...formHeaders("https://evil.example"),
        ...(client ? { "x-forwarded-for": client } : {}),
      },
      body: form({ name: "x", email: "x@example.com", msg: "hello" }),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  const statuses = new Map<number, number>();
  const started = Date.now();
  // 100 at a time.
  for (let i = 0; i < clients.length; i += 100) {
    const batch = await Promise.all(clients.slice(i, i + 100).map(post));
    for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    afterBatch?.();
  }
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

/** Every form.refused entry of a database. */
async function refusedEntries(db: SiteDatabase) {
  const all = [];
  for (let offset = 0; ; offset += 500) {
    const page = await db.listAudit({ kind: "form.refused", limit: 500, offset });
    all.push(...page.items);
    if (all.length >= page.total) return all;
  }
}

const sum = (entries: { details: Record<string, unknown> | null }[]) =>
  entries.reduce((total, entry) => total + Number(entry.details?.count), 0);

describe("a parallel burst of 10,000 refused form posts", () => {
  it("writes a bounded number of entries that count every post (the compiled server)", async () => {
    const dataDir = tempDir("audit-sec-");
    const server = await startServerProcess(
      // The posts come through a proxy on loopback, which names each client.
      { DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "127.0.0.1" },
      compiledServer,
    );
    const pid = server.process.pid ?? 0;
    const rssBefore = rssMb(pid);
    // 2,000 from one client, 8,000 from 4,000 clients (two each).
    const { statuses, seconds } = await burst(server.url, [
      ...Array.from({ length: 2000 }, () => null),
      ...Array.from({ length: 8000 }, (_, i) => `10.1.${(i >> 1) >> 8}.${(i >> 1) & 255}`),
    ]);
    const rssAfter = rssMb(pid);
    expect(statuses.get(403)).toBe(10_000);
    // The counts of the minute are written at shutdown, before the database closes.
    expect(await server.stop()).toBe(0);

    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    try {
      const all = await refusedEntries(db);
      console.info(
        `10,000 refused posts in ${seconds.toFixed(1)} s: ${all.length} audit entries; server RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB`,
      );
      // Every post counted, in at most one entry per client and minute, never more than 1,000
      // clients a minute plus one "from many addresses" (twice if the burst spans a minute).
      expect(sum(all)).toBe(10_000);
      expect(all.length).toBeLessThanOrEqual(2 * 1001);
      expect(all.some((entry) => entry.details?.manyClients === true)).toBe(true);
      // The one busy client: one entry (two if the burst spans the end of a minute).
      const loopbackHash = hashIp("127.0.0.1", testLimits.IP_HASH_SALT);
      const loopback = all.filter((entry) => entry.ipHash === loopbackHash);
      expect(loopback.length).toBeGreaterThanOrEqual(1);
      expect(loopback.length).toBeLessThanOrEqual(2);
      expect(sum(loopback)).toBe(2000);
      expect(loopback[0]?.details).toMatchObject({ reason: "origin", path: "/contact-us" });
    } finally {
      await db.close();
    }
  }, 300_000);

  it("holds at most 1,000 clients' counts in memory, from 10,000 clients (the app in this process)", async () => {
    const app = await startInProcessApp({
      DATA_DIR: tempDir("audit-sec-"),
      TRUST_PROXY: "127.0.0.1",
    });
    let mostHeld = 0;
    try {
      const began = Date.now();
      const { statuses } = await burst(
        app.url,
        Array.from({ length: 10_000 }, (_, i) => `10.2.${i >> 8}.${i & 255}`),
        () => {
          mostHeld = Math.max(mostHeld, app.adminBackend.admin.audit.bucketsHeld());
        },
      );
      expect(statuses.get(403)).toBe(10_000);
      // The counts are kept per minute: on a busy machine the burst may touch a third minute.
      const minutes = Math.floor(Date.now() / 60_000) - Math.floor(began / 60_000) + 1;
      // 1,000 clients, and one entry "from many addresses" per minute the burst touched.
      expect(mostHeld).toBeGreaterThanOrEqual(1000);
      expect(mostHeld).toBeLessThanOrEqual(1000 + minutes);
      await app.adminBackend.stop();
      expect(app.adminBackend.admin.audit.bucketsHeld()).toBe(0);
      const all = await refusedEntries(app.db);
      expect(sum(all)).toBe(10_000);
      expect(all.length).toBeLessThanOrEqual(minutes * 1001);
    } finally {
      await app.close();
    }
  }, 300_000);
});
