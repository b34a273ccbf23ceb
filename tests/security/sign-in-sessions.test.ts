/**
 * Sessions from outside, against the compiled server (issue 50, deliverable 5), with the
 * session times set small in env (ADMIN_SESSION_IDLE_MINUTES=0.1: 6 s without a request;
 * ADMIN_SESSION_MAX_HOURS=0.005: 18 s after sign-in, used or not):
 * (g) an idle session ends, a busy one ends at its absolute time; "Sign out everywhere" ends
 *     every session of the person, this one included, and is in the audit trail; the person
 *     is emailed when their password, second factor or role changes, and a new password ends
 *     their other sessions.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin as copy } from "../../app/staff/words";
import { totpCode } from "../../server/admin/second-factor";
import { createSmtp, type TestSmtp } from "../integration/helpers";
import {
  addAccount,
  csrfOf,
  get,
  PASSWORD,
  post,
  type Site,
  signIn,
  startSite,
} from "./sign-in-support";

const IDLE_MS = 6_000;
const MAX_MS = 18_000;

let site: Site;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await createSmtp();
  await smtp.listen();
  site = await startSite({
    SMTP_URL: smtp.url,
    ADMIN_SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
    ADMIN_SESSION_MAX_HOURS: String(MAX_MS / 3_600_000),
    ADMIN_LOGIN_DELAY_MS: "0",
  });
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ip = "192.0.2.99";
const signedIn = async (cookie: string) =>
  (await get(site.servers[0]!, "/admin/leads", { ip, cookie })).status === 200;
const mailTo = (email: string) =>
  smtp.messages
    .filter((mail) => mail.to.includes(email))
    .map((mail) => mail.raw.replace(/=\r?\n/g, ""));

// The two wait on the clock, each with its own account and session: side by side, the file
// takes the longer wait (about 20 s) rather than both one after the other.
describe.concurrent("(g) session times", () => {
  it("ends a session idle for longer than ADMIN_SESSION_IDLE_MINUTES", async () => {
    const account = await addAccount(site.db, "idle@agency.example");
    const cookie = await signIn(site.servers[0]!, account, ip);
    expect(await signedIn(cookie)).toBe(true);
    await sleep(IDLE_MS + 1_500);
    const after = await get(site.servers[0]!, "/admin/leads", { ip, cookie });
    console.log(`(g) after ${IDLE_MS + 1_500} ms idle (limit ${IDLE_MS} ms): ${after.status}`);
    expect(after.status).toBe(303);
    expect(after.location).toMatch(/^\/admin\/login/);
  });

  it("ends a session in use at ADMIN_SESSION_MAX_HOURS after sign-in", async () => {
    const account = await addAccount(site.db, "busy@agency.example");
    const started = Date.now();
    const cookie = await signIn(site.servers[0]!, account, ip);
    // A request every second: never idle.
    let lastGood = 0;
    while (Date.now() - started < MAX_MS + 6_000) {
      if (!(await signedIn(cookie))) break;
      lastGood = Date.now() - started;
      await sleep(1_000);
    }
    const ended = Date.now() - started;
    console.log(`(g) a session in use every second ended after ${ended} ms (limit ${MAX_MS} ms)`);
    expect(lastGood).toBeGreaterThan(MAX_MS - 3_000);
    expect(ended).toBeGreaterThanOrEqual(MAX_MS);
    expect(await signedIn(cookie)).toBe(false);
  }, 60_000);
});

describe("(g) sign out everywhere, and emails on change", () => {
  // The default session times here: a few slow sign-ins must not outlast a 6-second idle time.
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ SMTP_URL: smtp.url, ADMIN_LOGIN_DELAY_MS: "0" });
  });
  afterAll(async () => {
    await site?.stop();
  });
  const signedIn = async (cookie: string) =>
    (await get(site.servers[0]!, "/admin/leads", { ip, cookie })).status === 200;

  it("ends every session of the person, this one included, and records it", async () => {
    const account = await addAccount(site.db, "everywhere@agency.example");
    const server = site.servers[0]!;
    const laptop = await signIn(server, account, ip);
    const phone = await signIn(server, account, "192.0.2.98");
    const other = await addAccount(site.db, "bystander@agency.example");
    const bystander = await signIn(server, other, "192.0.2.97");
    const csrf = await csrfOf(server, laptop, ip);
    const page = await get(server, "/admin/account", { ip, cookie: laptop });
    expect(page.html).toContain(copy.accountPage.signOutEverywhere);
    const out = await post(
      server,
      "/admin/account",
      { csrf, intent: "sign-out-everywhere" },
      { ip, cookie: laptop },
    );
    expect(out.status).toBe(303);
    expect(out.location).toBe("/admin/login?signedOut=1");
    expect(out.setCookie).toMatch(/sw_admin=;.*Max-Age=0/);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    // Another person's session is not touched.
    expect(await signedIn(bystander)).toBe(true);
    const audit = await site.db.listAudit({ limit: 50 });
    expect(audit.items.find((entry) => entry.kind === "account.sign-out-everywhere")).toMatchObject(
      { actorEmail: account.email, details: { sessions: 2 } },
    );
  });

  it("emails the person when their role, second factor or password changes; a new password ends their sessions", async () => {
    const server = site.servers[0]!;
    const owner = await addAccount(site.db, "boss@agency.example");
    const person = await addAccount(site.db, "person@agency.example", { role: "editor" });
    const ownerCookie = await signIn(server, owner, "192.0.2.80");
    const ownerCsrf = await csrfOf(server, ownerCookie, "192.0.2.80");

    // Role: changed by an owner.
    const role = await post(
      server,
      `/admin/staff/${person.id}`,
      { csrf: ownerCsrf, intent: "role", role: "sales" },
      { ip: "192.0.2.80", cookie: ownerCookie },
    );
    expect(role.status).toBeLessThan(400);
    await smtp.waitFor(1);
    expect(mailTo(person.email).at(-1)).toContain(
      `The role of your staff account is now: ${copy.roles.sales.label}.`,
    );

    // Second factor: turned on by the person.
    const session = await signIn(server, person, ip);
    const csrf = await csrfOf(server, session, ip);
    const secret = "KRSXG5DSNFXGOIDUNBSSA43FMNZGK5DF";
    const on = await post(
      server,
      "/admin/account",
      { csrf, intent: "turn-on", secret, code: totpCode(secret, Date.now()) },
      { ip, cookie: session },
    );
    expect(on.status).toBe(200);
    await smtp.waitFor(2);
    expect(mailTo(person.email).at(-1)).toContain(copy.accountEmails.changes["second-factor-on"]);

    // Password: a new one set with a link an owner made; every session of the person ends.
    const token = randomBytes(32).toString("base64url");
    await site.db.createStaffLink(person.id, {
      idHash: createHash("sha256").update(token).digest("hex"),
      purpose: "reset",
      createdBy: owner.id,
      createdAt: Date.now(),
      expiresAt: Date.now() + 3_600_000,
    });
    const newPassword = `${PASSWORD} again`;
    const set = await post(
      server,
      `/admin/set-password/${token}`,
      { password: newPassword, confirm: newPassword },
      { ip },
    );
    expect(set.status).toBe(303);
    // Setting it signs the person in as the sign-in page would: with a second factor on, only
    // as far as its code (a pending session that opens no staff page).
    expect(set.location).toBe("/admin/login/code?next=%2Fadmin");
    const pending = /sw_admin=([^;]+)/.exec(set.setCookie ?? "")?.[1];
    expect(pending).toBeTruthy();
    expect(await signedIn(`sw_admin=${pending}`)).toBe(false);
    await smtp.waitFor(3);
    const mails = mailTo(person.email);
    expect(mails.at(-1)).toContain(copy.accountEmails.changes.password);
    expect(mails.at(-1)).toMatch(/Subject: Your .* staff account changed/);
    expect(await signedIn(session)).toBe(false);
    console.log(`(g) emails to the person: ${mails.length} (role, second factor on, password)`);
    expect(mails).toHaveLength(3);
  });
});
