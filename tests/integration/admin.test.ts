/**
 * The staff inbox's storage and services on SQLite and PostgreSQL: accounts (the real
 * admin:add script), passwords, sessions (rotation, idle and absolute expiry, sign-out),
 * throttling shared through the database, the inbox's date filter, CSV of stored leads, and
 * web vitals (record, p75 per route and window, purge, write cap).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VitalSample } from "../../app/lib/vitals/vitals.server";
import { leadsCsv } from "../../app/staff/export/leads-csv";
import {
  checkPasswordRules,
  dummyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "../../server/admin/password";
import { type AdminConfig, createAdminService, sessionToken } from "../../server/admin/service";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import type { NewLead } from "../../server/db/types";
import { createLogger } from "../../server/log";
import { createVitalsService } from "../../server/vitals/service";
import { adminAddCommand, createDatabase, tempDir } from "./helpers";

const logger = createLogger("silent");
const PASSWORD = "correct horse battery staple";
const T0 = 1_750_000_000_000;
const MIN = 60_000;

interface Backend {
  repo: SiteDatabase;
  /** Environment for scripts/admin-add.ts pointing at the same database. */
  scriptEnv: Record<string, string>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    "SQLite",
    async () => {
      const dir = tempDir("admin-it-");
      return {
        repo: await openSiteDatabase({ DATA_DIR: dir }),
        scriptEnv: { DATA_DIR: dir, DATABASE_URL: "" },
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      return {
        repo: await openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("admin-it-") }),
        scriptEnv: { DATABASE_URL: url, DATA_DIR: tempDir("admin-it-") },
      };
    },
  ],
];

/** The compiled `npm run admin:add -- <email>`, the password on stdin. */
function addStaff(env: Record<string, string>, email: string, input: string) {
  return adminAddCommand([email], { input, env: { LOG_LEVEL: "silent", ...env } });
}

const config: AdminConfig = {
  sessionIdleMs: 30 * MIN,
  sessionMaxMs: 120 * MIN,
  loginMaxFailures: 3,
  loginIpMaxFailures: 5,
  loginDelayMs: 1000,
  loginWindowMs: 15 * MIN,
  secureCookie: true,
  ipHashSalt: "admin-integration-salt-0123456789",
};

// The service is configured for an https site: its cookie is __Host-sw_admin.
const cookieOf = (setCookie: string) =>
  `__Host-sw_admin=${sessionToken(setCookie.split(";")[0] ?? "", "__Host-sw_admin")}`;

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    createdAt: T0,
    source: "contact",
    name: "Asha Verma",
    email: "asha@example.com",
    phone: "+91 98110 24680",
    message: "A website || Contact Us Page",
    pagePath: "/contact-us",
    userAgent: "Mozilla/5.0",
    ipHash: "hash",
    language: "en",
    ...overrides,
  };
}

describe("passwords", () => {
  it("hashes with scrypt, a random salt and explicit parameters, and verifies", async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    // OWASP's scrypt parameters: N = 2^17, r = 8, p = 1.
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, a)).toBe(false);
    expect(await verifyPassword(PASSWORD, "scrypt$1$1$1$x$y")).toBe(false);
    expect(await verifyPassword(PASSWORD, "plain")).toBe(false);
    // Unknown accounts are checked against a hash with the same parameters.
    expect(await dummyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
    // A corrupted row asking for 1 GiB of memory is refused, not computed.
    expect(await verifyPassword(PASSWORD, a.replace("$131072$", "$1048576$"))).toBe(false);
    expect(checkPasswordRules("short")).toMatch(/at least 12/);
    expect(checkPasswordRules(PASSWORD)).toBeNull();
  });
});

describe.each(backends)("staff inbox on %s", (_name, open) => {
  let backend: Backend;
  let repo: SiteDatabase;
  let now = T0;
  const service = () => createAdminService({ repo, logger, config, now: () => now });

  beforeAll(async () => {
    backend = await open();
    repo = backend.repo;
    await repo.migrate();
  });
  afterAll(async () => {
    await repo?.close();
  });

  it("admin:add creates an account, resets its password and refuses bad input", async () => {
    const email = `staff.${randomUUID().slice(0, 8)}@example.com`;
    const created = await addStaff(backend.scriptEnv, email.toUpperCase(), `${PASSWORD}\n`);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain("Staff account created");
    const account = await repo.getStaffByEmail(email);
    expect(account?.email).toBe(email);
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    expect(account?.passwordHash).not.toContain(PASSWORD);

    // A session, then a new password: every session of the account ends.
    now = T0;
    const signedIn = await service().signIn({
      email,
      password: PASSWORD,
      ip: "1.1.1.1",
      cookieHeader: null,
    });
    expect(signedIn.ok).toBe(true);
    const reset = await addStaff(backend.scriptEnv, email, "another long password\n");
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("1 session signed out");
    if (signedIn.ok) expect(await service().authenticate(cookieOf(signedIn.setCookie))).toBeNull();

    expect((await addStaff(backend.scriptEnv, email, "short\n")).status).toBe(1);
    expect((await addStaff(backend.scriptEnv, "not-an-email", `${PASSWORD}\n`)).status).toBe(1);
    expect(
      await verifyPassword(
        "another long password",
        (await repo.getStaffByEmail(email))!.passwordHash,
      ),
    ).toBe(true);
  });

  it("admin:add lets a locked-out account sign in at once, but not other accounts", async () => {
    const email = `locked.${randomUUID().slice(0, 8)}@example.com`;
    const neighbour = `neighbour.${randomUUID().slice(0, 8)}@example.com`;
    await repo.upsertStaff(email, await hashPassword(PASSWORD), T0);
    await repo.upsertStaff(neighbour, await hashPassword(PASSWORD), T0);
    now = T0;
    const admin = service();
    // Three failures for each account from one client, past the growing delays.
    for (const [account, ip] of [
      [email, "7.7.9.9"],
      [neighbour, "7.7.9.8"],
    ] as const)
      for (let i = 0; i < 3; i++) {
        now = T0 + i * MIN;
        await admin.signIn({ email: account, password: "x", ip, cookieHeader: null });
      }
    const locked = { email, password: PASSWORD, ip: "7.7.9.9", cookieHeader: null };
    expect(await admin.signIn(locked)).toMatchObject({ reason: "throttled" });

    const reset = await addStaff(backend.scriptEnv, email, `${PASSWORD}\n`);
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("3 failed sign-ins cleared");
    expect((await admin.signIn(locked)).ok).toBe(true);
    // Only that account: the others stay locked for the window.
    expect(await admin.signIn({ ...locked, email: neighbour, ip: "7.7.9.8" })).toMatchObject({
      reason: "throttled",
    });
  });

  it("verifies a hash with older parameters and upgrades it at the next sign-in", async () => {
    const email = `old.${randomUUID().slice(0, 8)}@example.com`;
    const old = await hashPassword(PASSWORD, { N: 32_768, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(needsRehash(old)).toBe(true);
    await repo.upsertStaff(email, old, T0);
    now = T0;
    const admin = service();

    // A wrong password changes nothing.
    expect(
      (await admin.signIn({ email, password: "wrong", ip: "6.6.6.6", cookieHeader: null })).ok,
    ).toBe(false);
    expect((await repo.getStaffByEmail(email))?.passwordHash).toBe(old);

    expect(
      (await admin.signIn({ email, password: PASSWORD, ip: "6.6.6.7", cookieHeader: null })).ok,
    ).toBe(true);
    const upgraded = (await repo.getStaffByEmail(email))?.passwordHash ?? "";
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect(
      (await admin.signIn({ email, password: PASSWORD, ip: "6.6.6.7", cookieHeader: null })).ok,
    ).toBe(true);

    // The upgrade never overwrites a password set meanwhile (admin:add wins).
    const reset = await hashPassword("a password set meanwhile");
    await repo.upsertStaff(email, reset, T0);
    const id = (await repo.getStaffByEmail(email))?.id ?? 0;
    expect(await repo.rehashStaffPassword(id, upgraded, old)).toBe(false);
    expect((await repo.getStaffByEmail(email))?.passwordHash).toBe(reset);
  });

  it("signs in, rotates, expires when idle or old, and signs out", async () => {
    const email = `s.${randomUUID().slice(0, 8)}@example.com`;
    await repo.upsertStaff(email, await hashPassword(PASSWORD), T0);
    now = T0;
    const admin = service();
    const first = await admin.signIn({
      email,
      password: PASSWORD,
      ip: "2.2.2.2",
      cookieHeader: null,
    });
    if (!first.ok) throw new Error("sign-in failed");
    expect(first.setCookie).toMatch(
      /^__Host-sw_admin=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7200; Secure$/,
    );
    const cookie = cookieOf(first.setCookie);
    const who = await admin.authenticate(cookie);
    expect(who).toMatchObject({ email, csrfToken: first.identity.csrfToken });
    expect(admin.verifyCsrf(who!, first.identity.csrfToken)).toBe(true);
    expect(admin.verifyCsrf(who!, "x".repeat(43))).toBe(false);
    expect(admin.verifyCsrf(who!, undefined)).toBe(false);

    // Rotation: the old id stops working, the new one works, with a new CSRF token.
    const second = await admin.signIn({
      email,
      password: PASSWORD,
      ip: "2.2.2.2",
      cookieHeader: cookie,
    });
    if (!second.ok) throw new Error("sign-in failed");
    expect(await admin.authenticate(cookie)).toBeNull();
    const cookie2 = cookieOf(second.setCookie);
    expect((await admin.authenticate(cookie2))?.csrfToken).not.toBe(first.identity.csrfToken);

    // Idle: used every 20 minutes it lives on; 31 minutes without use ends it.
    now = T0 + 20 * MIN;
    expect(await admin.authenticate(cookie2)).not.toBeNull();
    now = T0 + 40 * MIN;
    expect(await admin.authenticate(cookie2)).not.toBeNull();
    now = T0 + 71 * MIN;
    expect(await admin.authenticate(cookie2)).toBeNull();

    // Absolute: however busy, a session ends after sessionMaxMs.
    now = T0;
    const third = await admin.signIn({
      email,
      password: PASSWORD,
      ip: "2.2.2.2",
      cookieHeader: null,
    });
    if (!third.ok) throw new Error("sign-in failed");
    const cookie3 = cookieOf(third.setCookie);
    for (let t = 10; t < 120; t += 10) {
      now = T0 + t * MIN;
      expect(await admin.authenticate(cookie3)).not.toBeNull();
    }
    now = T0 + 120 * MIN;
    expect(await admin.authenticate(cookie3)).toBeNull();

    // Sign-out deletes the session.
    now = T0;
    const fourth = await admin.signIn({
      email,
      password: PASSWORD,
      ip: "2.2.2.2",
      cookieHeader: null,
    });
    if (!fourth.ok) throw new Error("sign-in failed");
    const cookie4 = cookieOf(fourth.setCookie);
    // On an https site a plain sw_admin cookie (which any subdomain could plant) is ignored.
    expect(await admin.authenticate(cookie4)).not.toBeNull();
    expect(await admin.authenticate(cookie4.replace("__Host-", ""))).toBeNull();
    expect(await admin.signOut(cookie4)).toMatch(/^__Host-sw_admin=; Path=\/; .*Max-Age=0/);
    expect(await admin.authenticate(cookie4)).toBeNull();

    // Forged and malformed cookies.
    expect(await admin.authenticate(`__Host-sw_admin=${"A".repeat(43)}`)).toBeNull();
    expect(await admin.authenticate("sw_admin=../../x")).toBeNull();
    expect(await admin.authenticate(null)).toBeNull();

    // Purge removes ended sessions only.
    now = T0 + 500 * MIN;
    await admin.purgeExpired();
    expect(await repo.getSession("nothing")).toBeNull();
  });

  it("throttles per account and client with a growing delay, and per client, the same for unknown accounts", async () => {
    const email = `t.${randomUUID().slice(0, 8)}@example.com`;
    await repo.upsertStaff(email, await hashPassword(PASSWORD), T0);
    now = T0;
    // Two instances on one database share the count.
    const a = service();
    const b = service();
    const attacker = { email, password: "wrong", ip: "3.3.3.3", cookieHeader: null };
    const unknown = await a.signIn({ ...attacker, email: `nobody.${email}`, ip: "3.3.3.1" });
    const wrong = await a.signIn({ ...attacker, ip: "3.3.3.2" });
    expect(unknown).toEqual(wrong);
    // From one client, each failure doubles the wait: 1 s, then 2 s.
    expect(await b.signIn(attacker)).toEqual({ ok: false, reason: "invalid" });
    expect(await a.signIn(attacker)).toEqual({
      ok: false,
      reason: "throttled",
      retryAfterSeconds: 1,
    });
    now = T0 + 1000;
    expect(await a.signIn(attacker)).toEqual({ ok: false, reason: "invalid" });
    now = T0 + 2000;
    expect(await b.signIn(attacker)).toMatchObject({ reason: "throttled", retryAfterSeconds: 1 });
    now = T0 + 3000;
    expect(await b.signIn(attacker)).toEqual({ ok: false, reason: "invalid" });
    // Three failures from that client: it is refused for the window, even the right password…
    now = T0 + 60_000;
    expect(await b.signIn({ ...attacker, password: PASSWORD })).toMatchObject({
      ok: false,
      reason: "throttled",
      retryAfterSeconds: 15 * 60 - 60,
    });
    // …but the owner, on another client, signs in at once.
    expect((await a.signIn({ ...attacker, password: PASSWORD, ip: "3.3.3.5" })).ok).toBe(true);
    // Unknown accounts are throttled the same way.
    for (let i = 0; i < 3; i++) {
      now = T0 + 120_000 + i * 10_000;
      await a.signIn({ ...attacker, email: `ghost.${email}` });
    }
    expect(await a.signIn({ ...attacker, email: `ghost.${email}` })).toMatchObject({
      reason: "throttled",
    });
    // After the window the client may try again, and success clears its count.
    now = T0 + 16 * MIN;
    expect((await b.signIn({ ...attacker, password: PASSWORD })).ok).toBe(true);

    // Per client: five failures on different accounts from one address block that address.
    for (let i = 0; i < 5; i++)
      await a.signIn({
        email: `guess${i}.${email}`,
        password: "x",
        ip: "4.4.4.4",
        cookieHeader: null,
      });
    expect(
      await b.signIn({ email, password: PASSWORD, ip: "4.4.4.4", cookieHeader: null }),
    ).toMatchObject({ reason: "throttled" });
    expect(
      (await b.signIn({ email, password: PASSWORD, ip: "4.4.4.5", cookieHeader: null })).ok,
    ).toBe(true);

    // Old failures are purged after a day.
    expect(await repo.countLoginFailures("ip:none", 0)).toBe(0);
    now = T0 + 3 * 24 * 60 * MIN;
    await a.purgeExpired();
    expect(await repo.purgeLoginFailures(T0 + 3 * 24 * 60 * MIN)).toBe(0);
  });

  it("filters leads by date range and exports them as CSV", async () => {
    const tag = `d${randomUUID().slice(0, 8)}`;
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const l = lead({
        createdAt: T0 + i * 1000,
        name: `${tag} ${i}`,
        message: i === 1 ? `=cmd|' /C calc'!A0, "quoted"\nनमस्ते` : "hello",
      });
      ids.push(l.id);
      await repo.createLead(l, []);
    }
    const between = await repo.listLeads({
      search: tag,
      createdFrom: T0 + 1000,
      createdBefore: T0 + 2000,
    });
    expect(between.items.map((l) => l.name)).toEqual([`${tag} 1`]);
    expect((await repo.listLeads({ search: tag, createdFrom: T0 + 1000 })).total).toBe(2);
    expect((await repo.listLeads({ search: tag, createdBefore: T0 + 1000 })).total).toBe(1);

    const csv = leadsCsv((await repo.listLeads({ search: tag })).items);
    expect(csv.startsWith("\uFEFFid,created_at,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    // Header, three records (the line break inside the quoted message is a bare LF), then "".
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"'=cmd|' /C calc'!A0, ""quoted""\nनमस्ते"`);
    expect(csv).toContain(",'+91 98110 24680,");
  });

  it("stores web vitals, reports p75 per route and window, and purges old samples", async () => {
    const day = 86_400_000;
    const lcp = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000];
    // Eight LCP samples on /pricing today, two CLS samples on / ten days ago.
    await repo.recordVitals(
      lcp.map((value) => ({ path: "/pricing", name: "LCP", value })),
      T0,
    );
    await repo.recordVitals(
      [
        { path: "/", name: "CLS", value: 0.05 },
        { path: "/", name: "CLS", value: 0.31 },
      ],
      T0 - 10 * day,
    );
    // Values are kept in buckets 40 per decade wide: a p75 within 3 % of the exact one.
    const within3 = (actual: number | undefined, exact: number) =>
      expect(Math.abs((actual ?? 0) / exact - 1)).toBeLessThanOrEqual(0.03);
    const week = await repo.vitalsP75(T0 - 7 * day);
    expect(week).toMatchObject([{ path: "/pricing", name: "LCP", count: 8 }]);
    within3(week[0]?.p75, 6000);
    const month = await repo.vitalsP75(T0 - 28 * day);
    expect(month).toMatchObject([
      { path: "/", name: "CLS", count: 2 },
      { path: "/pricing", name: "LCP", count: 8 },
    ]);
    within3(month[0]?.p75, 0.31);
    within3(month[1]?.p75, 6000);
    // One sample: p75 is that sample's bucket.
    await repo.recordVitals([{ path: "/work", name: "INP", value: 120 }], T0);
    const work = (await repo.vitalsP75(T0)).find((r) => r.path === "/work");
    expect(work).toMatchObject({ path: "/work", name: "INP", count: 1 });
    within3(work?.p75, 120);

    // The service purges what is older than the retention and caps writes per minute.
    const vitals = createVitalsService({
      repo,
      logger,
      config: { retentionDays: 5, maxSamplesPerMinute: 3 },
      now: () => T0,
    });
    expect(await vitals.purgeExpired()).toBe(2);
    expect((await repo.vitalsP75(0)).map((r) => r.path)).toEqual(["/pricing", "/work"]);
    const sample: VitalSample = { path: "/about", name: "FCP", value: 900 };
    await vitals.record([sample]);
    await vitals.record([sample, sample, sample]);
    expect((await repo.vitalsP75(0)).find((r) => r.path === "/about")?.count).toBe(1);
  });
});
