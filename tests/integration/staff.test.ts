/**
 * Staff accounts, roles, one-time links, the second factor, lead notes and the audit trail, as
 * server/admin/ and server/db/ keep them, on SQLite and on PostgreSQL: every bad input changes
 * nothing, the last owner stays, a disabled account's session ends at its next request, codes
 * are used once and wrong ones count toward the sign-in lockout, and the audit table refuses any
 * change but the retention purge of old entries (its triggers, on both engines).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decide } from "../../app/base/staff-roles";
import { hashPassword } from "../../server/admin/password";
import { totpCode } from "../../server/admin/second-factor";
import {
  type AdminConfig,
  accountClientThrottleKey,
  createAdminService,
  sessionToken,
} from "../../server/admin/service";
import type { StaffActor } from "../../server/admin/staff";
import { hashIp } from "../../server/client-ip";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { createLogger } from "../../server/log";
import { adminAddCommand, createDatabase, tempDir } from "./helpers";

const logger = createLogger("silent");
const PASSWORD = "correct horse battery staple";
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const config: AdminConfig = {
  sessionIdleMs: 30 * MIN,
  sessionMaxMs: 120 * MIN,
  loginMaxFailures: 3,
  loginIpMaxFailures: 50,
  loginDelayMs: 0,
  loginWindowMs: 15 * MIN,
  secureCookie: true,
  ipHashSalt: "staff-integration-salt-0123456789",
  siteUrl: "https://www.agency.example",
};

const cookieOf = (setCookie: string) =>
  `__Host-sw_admin=${sessionToken(setCookie.split(";")[0] ?? "", "__Host-sw_admin")}`;
const unique = () => randomUUID().slice(0, 8);
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

interface Backend {
  repo: SiteDatabase;
  /** A second connection to the same database (another instance). */
  other: SiteDatabase;
  scriptEnv: Record<string, string>;
  /** Runs SQL as an attacker with the database's own credentials would, outside the app. */
  raw(text: string): Promise<void>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    "SQLite",
    async () => {
      const dir = tempDir("staff-it-");
      const repo = await openSiteDatabase({ DATA_DIR: dir });
      const other = await openSiteDatabase({ DATA_DIR: dir });
      const Database = (await import("better-sqlite3")).default;
      return {
        repo,
        other,
        scriptEnv: { DATA_DIR: dir, DATABASE_URL: "" },
        async raw(text) {
          const db = new Database(`${dir}/leads.db`);
          try {
            db.exec(text);
          } finally {
            db.close();
          }
        },
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      const repo = await openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("staff-it-") });
      const other = await openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("staff-it-") });
      const pg = (await import("pg")).default;
      return {
        repo,
        other,
        scriptEnv: { DATABASE_URL: url, DATA_DIR: tempDir("staff-it-") },
        async raw(text) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            await client.query(text);
          } finally {
            await client.end();
          }
        },
      };
    },
  ],
];

/** The compiled `npm run admin:add -- <args>`, the password on stdin. */
function adminAdd(env: Record<string, string>, args: string[], input = `${PASSWORD}\n`) {
  return adminAddCommand(args, { input, env: { LOG_LEVEL: "silent", ...env } });
}

describe.each(backends)("staff accounts on %s", (_name, open) => {
  let backend: Backend;
  let repo: SiteDatabase;
  let now = Date.now();
  const service = (db: SiteDatabase = repo) =>
    createAdminService({ repo: db, logger, config, now: () => now });

  /** An active account with a password, and the actor that is it. */
  async function account(
    role: "owner" | "editor" | "sales",
    email = `${role}.${unique()}@example.com`,
  ) {
    const { id } = await repo.upsertStaff(email, await hashPassword(PASSWORD), now, { role });
    const actor: StaffActor = { staffId: id, email, ipHash: "actor-ip" };
    return { id, email, actor };
  }

  async function signedIn(email: string, ip = "10.9.8.7") {
    const result = await service().signIn({ email, password: PASSWORD, ip, cookieHeader: null });
    if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
    return { ...result, cookie: cookieOf(result.setCookie) };
  }

  const auditOf = async (kind: string) =>
    (await repo.listAudit({ limit: 500 })).items.filter((entry) => entry.kind === kind);

  beforeAll(async () => {
    backend = await open();
    repo = backend.repo;
  });
  afterAll(async () => {
    await backend?.other.close();
    await repo?.close();
  });

  it("invites by a one-time link that works once, within 48 hours, and refuses bad input", async () => {
    now = Date.now();
    const owner = await account("owner");
    const admin = service();
    const before = (await repo.listStaff()).length;
    const audited = (await repo.listAudit()).total;
    // Malformed addresses and roles that do not exist: a clear problem, nothing written.
    for (const email of [
      "",
      "asha",
      "asha@",
      "@example.com",
      "asha@example",
      "a b@example.com",
      `${"x".repeat(250)}@example.com`,
    ])
      expect(await admin.staff.invite(owner.actor, { email, role: "editor" }), email).toEqual({
        ok: false,
        problem: "email",
      });
    for (const role of ["admin", "Owner", "", null, ["owner"], "owner "])
      expect(
        await admin.staff.invite(owner.actor, { email: `ok.${unique()}@example.com`, role }),
        String(role),
      ).toEqual({ ok: false, problem: "role" });
    expect((await repo.listStaff()).length).toBe(before);
    expect((await repo.listAudit()).total).toBe(audited);

    const email = `Editor.${unique()}@Example.com`;
    const invited = await admin.staff.invite(owner.actor, { email, role: "editor" });
    if (!invited.ok) throw new Error(invited.problem);
    expect(invited.link).toMatchObject({
      email: email.toLowerCase(),
      purpose: "invite",
      delivery: "off",
      expiresAt: now + 48 * HOUR,
    });
    expect(invited.link.url).toMatch(
      /^https:\/\/www\.agency\.example\/admin\/set-password\/[\w-]{43}$/,
    );
    const token = tokenOf(invited.link.url);
    // The same address again: refused, the first account untouched.
    expect(
      await admin.staff.invite(owner.actor, { email: email.toUpperCase(), role: "sales" }),
    ).toEqual({
      ok: false,
      problem: "exists",
    });
    const created = await repo.getStaffById(invited.staffId);
    expect(created).toMatchObject({ role: "editor", passwordHash: "", disabledAt: null });
    // An invited account cannot sign in before it has a password.
    expect(await admin.signIn({ email, password: "", ip: "1.2.3.4", cookieHeader: null })).toEqual({
      ok: false,
      reason: "invalid",
    });

    expect(await admin.staff.describeLink(token)).toEqual({
      state: "valid",
      email: email.toLowerCase(),
      role: "editor",
      purpose: "invite",
    });
    expect(await admin.staff.describeLink("x".repeat(43))).toEqual({ state: "unknown" });
    expect(await admin.staff.describeLink("../../etc/passwd")).toEqual({ state: "unknown" });
    // Passwords that do not match or are too short: the link stays unused.
    const use = (password: unknown, confirm: unknown = password) =>
      admin.staff.redeemLink({ token, password, confirm, ipHash: "new-ip" });
    expect(await use(PASSWORD, `${PASSWORD}!`)).toEqual({ ok: false, problem: "mismatch" });
    expect(await use("short")).toEqual({ ok: false, problem: "too-short" });
    expect(await use("x".repeat(201))).toEqual({ ok: false, problem: "too-long" });
    expect(await use(undefined)).toEqual({ ok: false, problem: "mismatch" });
    expect((await admin.staff.describeLink(token)).state).toBe("valid");
    expect(await use(PASSWORD)).toEqual({ ok: true, email: email.toLowerCase() });
    // Used once: a replay is refused, and the password set stays.
    expect(await use("another long password")).toEqual({ ok: false, problem: "used" });
    expect((await signedIn(email)).identity.role).toBe("editor");

    // A new link ends the earlier unused one; a link expires after 48 hours.
    const second = await admin.staff.newLink(owner.actor, invited.staffId);
    const third = await admin.staff.newLink(owner.actor, invited.staffId);
    if (!second.ok || !third.ok) throw new Error("no link");
    expect(second.link.purpose).toBe("reset");
    expect(await admin.staff.describeLink(tokenOf(second.link.url))).toEqual({ state: "unknown" });
    now += 48 * HOUR + 1;
    expect(await admin.staff.describeLink(tokenOf(third.link.url))).toEqual({ state: "expired" });
    expect(
      await service().staff.redeemLink({
        token: tokenOf(third.link.url),
        password: "a password set too late",
        confirm: "a password set too late",
        ipHash: null,
      }),
    ).toEqual({ ok: false, problem: "expired" });
    now = Date.now();

    // The trail names who invited whom, and who set a password with a link.
    const [invite] = await auditOf("staff.invite");
    expect(invite).toMatchObject({
      actorId: owner.id,
      actorEmail: owner.email,
      subject: `staff:${invited.staffId} ${email.toLowerCase()}`,
      details: { role: "editor", email: "off" },
      ipHash: "actor-ip",
    });
    expect((await auditOf("staff.password-set")).at(0)).toMatchObject({
      actorId: invited.staffId,
      ipHash: "new-ip",
    });
    expect((await auditOf("staff.password-link")).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the last enabled owner: it cannot be disabled or demoted, even by two owners at once", async () => {
    now = Date.now();
    // A database of its own would hide other tests' owners; here every owner but these two is
    // demoted first, through the store (as another owner would).
    const a = await account("owner");
    const b = await account("owner");
    for (const other of await repo.listStaff())
      if (other.role === "owner" && other.id !== a.id && other.id !== b.id)
        await repo.changeStaff(other.id, { role: "sales" }, now);
    const admin = service();
    // An invited owner (no password yet) does not count: nobody could sign in as it.
    const pending = await admin.staff.invite(a.actor, {
      email: `pending.${unique()}@example.com`,
      role: "owner",
    });
    expect(pending.ok).toBe(true);

    // Two owners demoting each other at the same moment, from two instances: one wins.
    const results = await Promise.all([
      service(repo).staff.changeRole(a.actor, b.id, "editor"),
      service(backend.other).staff.changeRole(b.actor, a.id, "editor"),
    ]);
    expect(results.sort()).toEqual(["changed", "last-owner"]);
    const last = (await repo.getStaffById(a.id))?.role === "owner" ? a : b;
    for (const attempt of [
      () => admin.staff.changeRole(last.actor, last.id, "sales"),
      () => admin.staff.setDisabled(last.actor, last.id, true),
    ])
      expect(await attempt()).toBe("last-owner");
    expect(await repo.getStaffById(last.id)).toMatchObject({ role: "owner", disabledAt: null });
    // A role that does not exist, an account that does not: refused, nothing changes.
    expect(await admin.staff.changeRole(last.actor, last.id, "superuser")).toBe("role");
    expect(await admin.staff.changeRole(last.actor, 999_999, "sales")).toBe("not-found");
    expect(await admin.staff.setDisabled(last.actor, 999_999, true)).toBe("not-found");
    // With a second owner, the first may step down.
    const c = await account("owner");
    expect(await admin.staff.changeRole(c.actor, last.id, "editor")).toBe("changed");
    expect(await admin.staff.changeRole(c.actor, last.id, "editor")).toBe("unchanged");
    expect((await auditOf("staff.role")).at(0)).toMatchObject({
      actorId: c.id,
      details: { from: "owner", to: "editor" },
    });
  });

  it("ends a disabled account's open sessions at their next request, and lets it back when enabled", async () => {
    now = Date.now();
    const owner = await account("owner");
    const sales = await account("sales");
    const first = await signedIn(sales.email);
    const second = await signedIn(sales.email, "10.9.8.6");
    const admin = service();
    expect(await admin.authenticate(first.cookie)).toMatchObject({ role: "sales" });
    expect(await admin.staff.setDisabled(owner.actor, sales.id, true)).toBe("changed");
    expect(await admin.authenticate(first.cookie)).toBeNull();
    expect(await admin.authenticate(second.cookie)).toBeNull();
    // Its right password no longer signs in; links stop working.
    expect(
      await admin.signIn({
        email: sales.email,
        password: PASSWORD,
        ip: "1.1.1.2",
        cookieHeader: null,
      }),
    ).toEqual({ ok: false, reason: "disabled" });
    expect(await admin.staff.newLink(owner.actor, sales.id)).toEqual({
      ok: false,
      problem: "disabled",
    });

    // A session that survived by any other path (another instance's stale row) ends too.
    expect(await admin.staff.setDisabled(owner.actor, sales.id, false)).toBe("changed");
    const third = await signedIn(sales.email);
    await backend.raw(`UPDATE staff SET disabled_at = ${now} WHERE id = ${sales.id}`);
    expect(await admin.authenticate(third.cookie)).toBeNull();
    await backend.raw(`UPDATE staff SET disabled_at = NULL WHERE id = ${sales.id}`);
    expect((await signedIn(sales.email)).identity.email).toBe(sales.email);
    expect((await auditOf("staff.disable")).at(0)).toMatchObject({ actorId: owner.id });
    expect((await auditOf("staff.enable")).at(0)).toMatchObject({ actorId: owner.id });
  });

  it("asks a second factor's code after the password, accepts each code once, and counts wrong codes toward the lockout", async () => {
    now = Date.now();
    const owner = await account("owner");
    const admin = service();
    const setup = admin.staff.startSecondFactor(owner.email);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(
      await admin.staff.confirmSecondFactor(owner.actor, {
        secret: setup.secret,
        code: "000000",
        fresh: false,
      }),
    ).toEqual({
      ok: false,
      problem: "code",
    });
    expect(
      await admin.staff.confirmSecondFactor(owner.actor, {
        secret: "nonsense",
        code: "123456",
        fresh: false,
      }),
    ).toEqual({
      ok: false,
      problem: "secret",
    });
    expect((await repo.getStaffById(owner.id))?.totpSecret).toBeNull();
    const confirmed = await admin.staff.confirmSecondFactor(owner.actor, {
      secret: setup.secret,
      code: totpCode(setup.secret, now),
      fresh: false,
    });
    if (!confirmed.ok) throw new Error(confirmed.problem);
    expect(confirmed.codes).toHaveLength(10);
    expect(await repo.countRecoveryCodes(owner.id)).toBe(10);

    // The password alone signs nobody in: the session waits for the code.
    const password = await signedIn(owner.email);
    expect(password.secondFactor).toBe(true);
    expect(await admin.authenticate(password.cookie)).toBeNull();
    expect(await admin.pendingSignIn(password.cookie)).toBe(owner.email);
    // The code that turned the factor on cannot sign in (it was used).
    const code = (at: number) => totpCode(setup.secret, at);
    const verify = (cookieHeader: string, c: string, ip = "10.9.8.7") =>
      admin.verifySecondFactor({ code: c, ip, cookieHeader });
    expect(await verify(password.cookie, code(now))).toEqual({ ok: false, reason: "invalid" });
    const next = await verify(password.cookie, code(now + 30_000));
    if (!next.ok) throw new Error(next.reason);
    expect(await admin.authenticate(cookieOf(next.setCookie))).toMatchObject({
      email: owner.email,
      secondFactor: true,
    });
    // The pending session is gone; the signed-in one has a new id.
    expect(await admin.pendingSignIn(password.cookie)).toBeNull();
    expect(cookieOf(next.setCookie)).not.toBe(password.cookie);

    // Replayed within its window on a new sign-in: refused.
    const again = await signedIn(owner.email);
    expect(await verify(again.cookie, code(now + 30_000))).toEqual({
      ok: false,
      reason: "invalid",
    });
    // A recovery code works once.
    const recovery = confirmed.codes[0] ?? "";
    const withRecovery = await verify(again.cookie, recovery.toUpperCase());
    expect(withRecovery).toMatchObject({ ok: true, recoveryCodesLeft: 9 });
    const once = await signedIn(owner.email, "10.9.8.5");
    expect(await verify(once.cookie, recovery, "10.9.8.5")).toEqual({
      ok: false,
      reason: "invalid",
    });

    // Wrong codes count as failed sign-ins for that client: after three (loginMaxFailures),
    // even the right code is refused, and the right password does not reset the count.
    const attacker = "10.66.66.66";
    const key = accountClientThrottleKey(owner.email, hashIp(attacker, config.ipHashSalt));
    let pending = await signedIn(owner.email, attacker);
    for (const wrong of ["111111", "222222"])
      expect((await verify(pending.cookie, wrong, attacker)).ok).toBe(false);
    pending = await signedIn(owner.email, attacker);
    expect((await verify(pending.cookie, "333333", attacker)).ok).toBe(false);
    expect(await repo.countLoginFailures(key, 0)).toBe(3);
    expect(await verify(pending.cookie, code(now + 60_000), attacker)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(
      await admin.signIn({
        email: owner.email,
        password: PASSWORD,
        ip: attacker,
        cookieHeader: null,
      }),
    ).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    // The owner on their own phone's network is not slowed.
    const own = await signedIn(owner.email, "10.1.1.1");
    expect((await verify(own.cookie, confirmed.codes[1] ?? "", "10.1.1.1")).ok).toBe(true);

    // A pending sign-in ends after 10 minutes.
    const late = await signedIn(owner.email, "10.1.1.2");
    now += 10 * MIN + 1;
    expect(await verify(late.cookie, confirmed.codes[2] ?? "", "10.1.1.2")).toEqual({
      ok: false,
      reason: "expired",
    });
    now = Date.now();

    const failures = (await auditOf("signin.failure")).filter((e) => e.actorId === owner.id);
    expect(failures.some((e) => e.details?.step === "second factor")).toBe(true);
    const successes = (await auditOf("signin.success")).filter((e) => e.actorId === owner.id);
    expect(successes.map((e) => e.details?.secondFactor)).toContain("recovery-code");
    expect((await auditOf("account.second-factor-on")).at(0)).toMatchObject({ actorId: owner.id });

    // Losing the device: an owner removes the factor; the account signs in with its password.
    const other = await account("owner");
    expect(await admin.staff.resetSecondFactor(other.actor, owner.id)).toBe("changed");
    expect(await admin.staff.resetSecondFactor(other.actor, owner.id)).toBe("unchanged");
    expect((await signedIn(owner.email, "10.1.1.3")).secondFactor).toBe(false);
    expect(await repo.countRecoveryCodes(owner.id)).toBe(0);
  });

  it("holds back staff management from a role that must have a second factor until it has one", async () => {
    now = Date.now();
    const owner = await account("owner");
    const admin = service();
    expect(await admin.staff.setSecondFactorRoles(owner.actor, ["owner", "admin"])).toBe("role");
    expect(await admin.staff.secondFactorRoles()).toEqual([]);
    expect(await admin.staff.setSecondFactorRoles(owner.actor, ["owner", "editor"])).toBe(
      "changed",
    );
    const session = await signedIn(owner.email);
    const identity = await admin.authenticate(session.cookie);
    if (!identity) throw new Error("not signed in");
    expect(identity).toMatchObject({ secondFactor: false, secondFactorRequired: true });
    expect(decide(identity, "staff.manage")).toBe("second-factor");
    expect(decide(identity, "leads.delete")).toBe("allowed");
    // A required factor cannot be turned off.
    const setup = admin.staff.startSecondFactor(owner.email);
    await admin.staff.confirmSecondFactor(owner.actor, {
      secret: setup.secret,
      code: totpCode(setup.secret, now),
      fresh: false,
    });
    expect(
      await admin.staff.turnOffSecondFactor(owner.actor, {
        code: totpCode(setup.secret, now + 30_000),
        fresh: true,
      }),
    ).toBe("required");
    expect(decide((await admin.authenticate(session.cookie))!, "staff.manage")).toBe("allowed");
    expect(await admin.staff.setSecondFactorRoles(owner.actor, [])).toBe("changed");
    expect((await auditOf("staff.second-factor-policy")).at(0)).toMatchObject({
      details: { from: ["owner", "editor"], to: [] },
    });
    // With no rule, the factor can be turned off with a current code (once).
    const off = totpCode(setup.secret, now + 30_000);
    expect(
      await admin.staff.turnOffSecondFactor(owner.actor, { code: "000000", fresh: true }),
    ).toBe("code");
    expect(await admin.staff.turnOffSecondFactor(owner.actor, { code: off, fresh: true })).toBe(
      "changed",
    );
  });

  it("counts wrong codes on the account page under the sign-in limits too", async () => {
    now = Date.now();
    const owner = await account("owner");
    const admin = service();
    const setup = admin.staff.startSecondFactor(owner.email);
    await admin.staff.confirmSecondFactor(owner.actor, {
      secret: setup.secret,
      code: totpCode(setup.secret, now),
      fresh: false,
    });
    // A stolen session guessing codes to turn the factor off: three wrong, then even the right
    // code is refused from that client for the window.
    for (const wrong of ["111111", "222222", "333333"])
      expect(await admin.staff.turnOffSecondFactor(owner.actor, { code: wrong, fresh: true })).toBe(
        "code",
      );
    const right = totpCode(setup.secret, now + 30_000);
    expect(await admin.staff.turnOffSecondFactor(owner.actor, { code: right, fresh: true })).toBe(
      "code",
    );
    expect((await repo.getStaffById(owner.id))?.totpSecret).toBe(setup.secret);
    // From another client (the owner's own), the right code works.
    const own = { ...owner.actor, ipHash: "owner-phone" };
    expect(await admin.staff.renewRecoveryCodes(own, { code: right, fresh: true })).toMatchObject({
      ok: true,
    });
  });

  it("keeps notes on a lead, and drops them with the lead", async () => {
    now = Date.now();
    const sales = await account("sales");
    const id = randomUUID();
    await repo.createLead(
      {
        id,
        createdAt: now,
        source: "contact",
        name: "Asha Verma",
        email: "asha@example.com",
        phone: "+91 98110 24680",
        message: "A website || Contact Us Page",
        pagePath: "/contact-us",
        userAgent: null,
        ipHash: null,
        language: "en",
      },
      [],
    );
    expect(
      await repo.addLeadNote({ leadId: "no-such-lead", authorId: sales.id, body: "x", now }),
    ).toBeNull();
    await repo.addLeadNote({ leadId: id, authorId: sales.id, body: "Called; wants a quote", now });
    await repo.addLeadNote({
      leadId: id,
      authorId: sales.id,
      body: "Sent the quote\nनमस्ते",
      now: now + 1,
    });
    expect(await repo.listLeadNotes(id)).toMatchObject([
      { body: "Called; wants a quote", authorEmail: sales.email },
      { body: "Sent the quote\nनमस्ते", authorEmail: sales.email },
    ]);
    await repo.deleteLead(id);
    expect(await repo.listLeadNotes(id)).toEqual([]);
  });

  it("keeps the audit trail append-only: the database refuses changes and early deletes; the purge removes only old entries", async () => {
    now = Date.now();
    const owner = await account("owner");
    const admin = createAdminService({
      repo,
      logger,
      config: { ...config, auditRetentionDays: 30 },
      now: () => now,
    });
    const kind = "lead.export";
    const subject = `audit-${unique()}`;
    await admin.audit.record({
      actor: { id: owner.id, email: owner.email },
      kind,
      subject,
      ipHash: "h",
    });
    // Forty days ago: older than the retention.
    now = Date.now() - 40 * DAY;
    await admin.audit.record({ actor: null, kind, subject: `${subject}-old` });
    now = Date.now();
    const mine = async () =>
      (await repo.listAudit({ kind, limit: 500 })).items.filter((e) =>
        e.subject?.startsWith(subject),
      );
    expect((await mine()).map((e) => e.subject)).toEqual([subject, `${subject}-old`]);

    // Not through the application, not with the database's own credentials either.
    for (const statement of [
      `UPDATE audit_log SET kind = 'signin.success' WHERE subject = '${subject}'`,
      `UPDATE audit_log SET actor_email = 'someone@else.example'`,
      `DELETE FROM audit_log WHERE subject = '${subject}'`,
      "DELETE FROM audit_log",
    ])
      await expect(backend.raw(statement), statement).rejects.toThrow(/append-only/);
    if (_name === "PostgreSQL")
      await expect(backend.raw("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
    expect((await mine()).map((e) => e.subject)).toEqual([subject, `${subject}-old`]);

    // The retention purge (30 days here) deletes the old entry only.
    expect(await admin.audit.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await mine()).map((e) => e.subject)).toEqual([subject]);

    // Filters: by person, by "no one", by kind and by date.
    expect(
      (await repo.listAudit({ actorId: owner.id })).items.every((e) => e.actorId === owner.id),
    ).toBe(true);
    expect((await repo.listAudit({ actorId: owner.id, kind })).total).toBe(1);
    expect(
      (await repo.listAudit({ actorId: "none", limit: 500 })).items.every(
        (e) => e.actorId === null,
      ),
    ).toBe(true);
    expect((await repo.listAudit({ kind, createdFrom: now + DAY })).total).toBe(0);
  });

  it("admin:add makes the first owner, takes --role, refuses a role that does not exist, and removes a lost second factor", async () => {
    const email = `cli.${unique()}@example.com`;
    const unknownRole = await adminAdd(backend.scriptEnv, [email, "--role", "admin"]);
    expect(unknownRole.status).toBe(1);
    expect(unknownRole.stderr).toContain('Unknown role "admin"');
    expect((await adminAdd(backend.scriptEnv, [email, "--role"])).status).toBe(1);
    expect((await adminAdd(backend.scriptEnv, [email, "--sudo"])).status).toBe(1);
    expect(await repo.getStaffByEmail(email)).toBeNull();

    const owner = await adminAdd(backend.scriptEnv, [email]);
    expect(owner.status, owner.stderr).toBe(0);
    expect(owner.stdout).toContain(`Staff account created: ${email} (owner)`);
    const editor = await adminAdd(backend.scriptEnv, [`ed.${email}`, "--role", "editor"]);
    expect(editor.stdout).toContain("(editor)");
    expect((await repo.getStaffByEmail(`ed.${email}`))?.role).toBe("editor");
    // An existing account keeps its role unless told; --role=sales changes it.
    expect((await adminAdd(backend.scriptEnv, [`ed.${email}`])).stdout).toContain("(editor)");
    expect((await adminAdd(backend.scriptEnv, [`--role=sales`, `ed.${email}`])).stdout).toContain(
      "(sales)",
    );

    // Recovery: a disabled owner with a lost phone gets back in.
    const id = (await repo.getStaffByEmail(email))?.id ?? 0;
    await repo.setSecondFactor(id, "A".repeat(32), 1, []);
    await repo.changeStaff(id, { disabled: true }, Date.now()).catch(() => "last-owner");
    const back = await adminAdd(backend.scriptEnv, [email, "--remove-second-factor"]);
    expect(back.stdout).toContain("Its second factor is removed.");
    expect(await repo.getStaffById(id)).toMatchObject({ disabledAt: null, totpSecret: null });
    expect((await auditOf("staff.create")).some((e) => e.subject === `staff:${id} ${email}`)).toBe(
      true,
    );
    expect(
      (await auditOf("staff.password-set")).find((e) => e.subject === `staff:${id} ${email}`),
    ).toMatchObject({
      actorId: null,
      details: { via: "npm run admin:add", secondFactorRemoved: true },
    });
  });
});
