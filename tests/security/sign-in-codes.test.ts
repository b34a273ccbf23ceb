/**
 * The second factor attacked from outside, against the compiled server (issue 50, deliverable
 * 3; docs/decisions/0020-sign-in-limits.md). The attacker has the password and many addresses
 * behind a trusted proxy (TRUST_PROXY=127.0.0.1, X-Forwarded-For):
 * (a) 15 wrong codes from 15 addresses, spread over two instances sharing the database: the
 *     account's code step is held after the 11th, the owner is emailed once, and the right
 *     code is then refused too; on SQLite and on PostgreSQL;
 * (b) a 6th code on one pending sign-in: refused, the pending sign-in gone after the 5th;
 * (c) a signed-in session replacing the second factor with a secret of its own (`turn-on`):
 *     refused without the password typed again and a current code.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { admin as copy } from "../../app/staff/words";
import { totpCode } from "../../server/admin/second-factor";
import { createDatabase, createSmtp, type TestSmtp } from "../integration/helpers";
import {
  addAccount,
  csrfOf,
  get,
  PASSWORD,
  passwordStep,
  post,
  type Site,
  signIn,
  startSite,
  wrongCode,
} from "./sign-in-support";

const engines: [string, () => Promise<string | undefined>][] = [
  ["SQLite", async () => undefined],
  ["PostgreSQL", async () => createDatabase(inject("databaseUrl"))],
];

describe.each(engines)("(a) codes guessed from many addresses on %s", (_name, database) => {
  let site: Site;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await createSmtp();
    await smtp.listen();
    site = await startSite({ SMTP_URL: smtp.url }, 2, await database());
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  it("holds the account's code step after more than 10 wrong codes; the right code is refused", async () => {
    const victim = await addAccount(site.db, "victim@agency.example", { secondFactor: true });
    const secret = victim.secret ?? "";
    const statuses: number[] = [];
    let pending = "";
    for (let i = 0; i < 15; i++) {
      const ip = `198.51.100.${i + 1}`;
      const server = site.servers[i % 2]!;
      // A pending sign-in takes 5 codes at most: the attacker types the password again.
      if (i % 4 === 0) pending = (await passwordStep(server, victim.email, ip)).cookie;
      const answer = await post(
        server,
        "/admin/login/code",
        { code: wrongCode(secret, i) },
        { ip, cookie: pending },
      );
      statuses.push(answer.status);
    }
    console.log(`(a) 15 wrong codes from 15 addresses over 2 instances: ${statuses.join(" ")}`);
    // 10 refused as wrong, the 11th starts the hold, every later one is refused unchecked.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));

    // The right code, from a new address with a new pending sign-in: refused too.
    const ip = "203.0.113.77";
    const fresh = await passwordStep(site.servers[0]!, victim.email, ip);
    expect(fresh.status).toBe(303);
    const right = await post(
      site.servers[1]!,
      "/admin/login/code",
      { code: totpCode(secret, Date.now()) },
      { ip, cookie: fresh.cookie },
    );
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
    expect(right.html).toContain("codes are paused for 15 minutes");
    // A recovery code is a code too: refused while the hold lasts.
    const recovery = await post(
      site.servers[0]!,
      "/admin/login/code",
      { code: victim.recovery[0] ?? "" },
      { ip, cookie: fresh.cookie },
    );
    expect(recovery.status).toBe(429);
    expect(
      (await get(site.servers[0]!, "/admin/leads", { ip, cookie: fresh.cookie })).location,
    ).toMatch(/^\/admin\/login/);

    // The owner is emailed once for the hold, however many codes followed.
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = smtp.messages.filter((mail) => mail.to.includes(victim.email));
    expect(held).toHaveLength(1);
    expect(held[0]?.raw.replace(/=\r?\n/g, "")).toMatch(
      /Subject: Codes for your .* staff account are paused/,
    );
    const audit = await site.db.listAudit({ limit: 100 });
    expect(audit.items.filter((entry) => entry.kind === "signin.held")).toHaveLength(1);
  });
});

describe("(b) and (c) on one instance", () => {
  let site: Site;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await createSmtp();
    await smtp.listen();
    site = await startSite({ SMTP_URL: smtp.url, ADMIN_LOGIN_DELAY_MS: "0" });
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  it("(b) ends a pending sign-in after its 5th wrong code: the 6th, even right, is refused", async () => {
    const account = await addAccount(site.db, "pending@agency.example", { secondFactor: true });
    const secret = account.secret ?? "";
    const server = site.servers[0]!;
    const ip = "192.0.2.10";
    const { cookie } = await passwordStep(server, account.email, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await post(
        server,
        "/admin/login/code",
        { code: wrongCode(secret, i) },
        { ip: `192.0.2.${20 + i}`, cookie },
      );
      statuses.push(answer.status);
      if (i === 4) expect(answer.location).toBe("/admin/login?ended=1");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 303]);
    const sixth = await post(
      server,
      "/admin/login/code",
      { code: totpCode(secret, Date.now()) },
      { ip: "192.0.2.30", cookie },
    );
    console.log(`(b) 6 codes on one pending sign-in: ${[...statuses, sixth.status].join(" ")}`);
    expect(sixth.status).toBe(303);
    expect(sixth.location).toBe("/admin/login?expired=1");
    expect(sixth.setCookie ?? "").not.toMatch(/sw_admin=[\w-]{43}/);
    // The pending sign-in is gone: the code page sends the browser back to the password.
    expect((await get(server, "/admin/login/code", { ip, cookie })).location).toBe(
      "/admin/login?expired=1",
    );
    // The login page says why.
    const page = await get(server, "/admin/login?ended=1", { ip });
    expect(page.html).toContain(copy.codePage.ended);
  });

  it("(c) refuses to replace a second factor without a current code and the password typed again", async () => {
    const owner = await addAccount(site.db, "replace@agency.example", { secondFactor: true });
    const secret = owner.secret ?? "";
    const server = site.servers[0]!;
    const ip = "192.0.2.50";
    const cookie = await signIn(server, owner, ip);
    const csrf = await csrfOf(server, cookie, ip);
    // The thief's own secret, with its valid first code.
    const theirs = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const turnOn = (extra: Record<string, string>) =>
      post(
        server,
        "/admin/account",
        {
          csrf,
          intent: "turn-on",
          secret: theirs,
          code: totpCode(theirs, Date.now()),
          ...extra,
        },
        { ip, cookie },
      );
    const stolen = await turnOn({});
    expect(stolen.status).toBe(403);
    expect(stolen.html).toContain(copy.accountPage.needConfirm);
    // Turning off and new recovery codes, with a current code but no password: refused alike.
    for (const intent of ["turn-off", "new-codes"]) {
      const refused = await post(
        server,
        "/admin/account",
        { csrf, intent, code: totpCode(secret, Date.now() + 30_000) },
        { ip, cookie },
      );
      expect(refused.status).toBe(403);
    }
    expect((await site.db.getStaffById(owner.id))?.totpSecret).toBe(secret);

    // A wrong password does not confirm.
    const wrong = await post(
      server,
      "/admin/account",
      { csrf, intent: "confirm-password", password: "not my password" },
      { ip, cookie },
    );
    expect(wrong.status).toBe(401);
    const confirmed = await post(
      server,
      "/admin/account",
      { csrf, intent: "confirm-password", password: PASSWORD },
      { ip, cookie },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain(copy.accountPage.confirmed);
    // The password alone is not enough: a current code of the factor in place is needed too.
    const noCode = await turnOn({});
    expect(noCode.status).toBe(400);
    const badCode = await turnOn({ currentCode: wrongCode(secret, 3) });
    expect(badCode.status).toBe(400);
    expect((await site.db.getStaffById(owner.id))?.totpSecret).toBe(secret);
    // Both: the owner moves to a new phone, and is told by email.
    const mine = "KRSXG5DSNFXGOIDUNBSSA43FMNZGK5DF";
    const moved = await post(
      server,
      "/admin/account",
      {
        csrf,
        intent: "turn-on",
        secret: mine,
        code: totpCode(mine, Date.now()),
        currentCode: totpCode(secret, Date.now() + 30_000),
      },
      { ip, cookie },
    );
    expect(moved.status).toBe(200);
    expect(moved.html).toContain(copy.accountPage.replaced);
    expect((await site.db.getStaffById(owner.id))?.totpSecret).toBe(mine);
    await smtp.waitFor(1);
    expect(smtp.messages.at(-1)?.raw.replace(/=\r?\n/g, "")).toContain("moved to another phone");
    console.log(
      `(c) turn-on with a new secret: ${stolen.status} without password or code, ${noCode.status} without a code, ${moved.status} with both`,
    );
  });
});
