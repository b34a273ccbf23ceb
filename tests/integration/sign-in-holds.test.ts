/**
 * The code holds of docs/decisions/0020-sign-in-limits.md on both databases, with a clock the
 * test moves: more than 10 wrong codes hold the account's code step for 15 minutes; the next
 * hold within a day of the last one's end lasts twice as long; wrong codes count over a day
 * (not 15 minutes), so 10 every few hours do not get past it; a day without a hold starts the
 * doubling again. Each code from its own address, so only the per-account count meets them.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "../../server/admin/password";
import { newTotpSecret, totpCode, totpStep } from "../../server/admin/second-factor";
import {
  type AdminConfig,
  createAdminService,
  PENDING_SIGN_IN_MS,
} from "../../server/admin/service";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { createLogger } from "../../server/log";
import { createDatabase, tempDir } from "./helpers";

const MIN = 60_000;
const HOUR = 60 * MIN;
const PASSWORD = "correct horse battery staple";

const config: AdminConfig = {
  sessionIdleMs: 30 * MIN,
  sessionMaxMs: 120 * MIN,
  loginMaxFailures: 5,
  loginIpMaxFailures: 50,
  loginDelayMs: 0,
  loginWindowMs: 15 * MIN,
  secureCookie: false,
  ipHashSalt: "holds-integration-salt-0123456789",
};

const engines: [string, () => Promise<SiteDatabase>][] = [
  ["SQLite", () => openSiteDatabase({ DATA_DIR: tempDir("holds-it-") })],
  [
    "PostgreSQL",
    async () =>
      openSiteDatabase({
        DATA_DIR: tempDir("holds-it-"),
        DATABASE_URL: await createDatabase(inject("databaseUrl")),
      }),
  ],
];

describe.each(engines)("code holds on %s", (_name, open) => {
  let repo: SiteDatabase;
  let now = Date.now();
  beforeAll(async () => {
    repo = await open();
  });
  afterAll(async () => {
    await repo?.close();
  });

  it("hold for 15 minutes, then 30, count wrong codes over a day, and start again after a quiet day", async () => {
    const admin = createAdminService({
      repo,
      logger: createLogger("silent"),
      config,
      now: () => now,
    });
    const email = "holds@agency.example";
    const { id } = await repo.upsertStaff(email, await hashPassword(PASSWORD), now);
    const secret = newTotpSecret();
    await repo.setSecondFactor(id, secret, totpStep(now) - 100, []);
    let address = 0;
    /**
     * One code on a fresh pending sign-in from a new address; the answer's reason. The pending
     * sign-in is written as signIn writes one after the right password (its scrypt check,
     * a third of a second each, would make this test most of a minute per engine; the password
     * step and its limits are tested in tests/security/sign-in-passwords.test.ts).
     */
    const code = async (right = false) => {
      const ip = `10.9.${address >> 8}.${address++ & 255}`;
      const token = randomBytes(32).toString("base64url");
      await repo.createSession({
        idHash: sha(token),
        staffId: id,
        csrfToken: randomBytes(32).toString("base64url"),
        createdAt: now,
        expiresAt: now + PENDING_SIGN_IN_MS,
        pendingUntil: now + PENDING_SIGN_IN_MS,
      });
      const cookie = `sw_admin=${token}`;
      const answer = await admin.verifySecondFactor({
        code: right ? totpCode(secret, now) : "000000",
        ip,
        cookieHeader: cookie,
      });
      return answer.ok ? "ok" : answer.reason;
    };
    const wrongs = async (n: number) => {
      const answers = [];
      for (let i = 0; i < n; i++) answers.push(await code());
      return answers;
    };

    // 10 wrong codes are refused as wrong; the 11th starts a 15-minute hold.
    expect(await wrongs(10)).toEqual(Array(10).fill("invalid"));
    expect(await code()).toBe("held");
    expect((await repo.getSignInHold(`account:${sha(email)}:codes`))?.heldUntil).toBe(
      now + 15 * MIN,
    );
    now += 14 * MIN;
    expect(await code(true)).toBe("held");
    // At its end, the count starts again: 10 more wrong, then a hold twice as long.
    now += 1 * MIN + 1;
    expect(await wrongs(10)).toEqual(Array(10).fill("invalid"));
    expect(await code()).toBe("held");
    const second = await repo.getSignInHold(`account:${sha(email)}:codes`);
    expect(second).toMatchObject({ level: 1, heldUntil: now + 30 * MIN });

    // Slowly: 10 wrong codes two hours apart (never 11 in 15 minutes) still start a hold,
    // the third in a row: an hour.
    now = (second?.heldUntil ?? now) + 1;
    for (let i = 0; i < 10; i++) {
      expect(await code()).toBe("invalid");
      now += 2 * HOUR;
    }
    expect(await code()).toBe("held");
    const third = await repo.getSignInHold(`account:${sha(email)}:codes`);
    expect(third).toMatchObject({ level: 2, heldUntil: now + 60 * MIN });

    // A quiet day after a hold's end: the next hold is 15 minutes again; the right code works
    // between holds.
    now = (third?.heldUntil ?? now) + 24 * HOUR + 1;
    expect(await code(true)).toBe("ok");
    expect(await wrongs(10)).toEqual(Array(10).fill("invalid"));
    expect(await code()).toBe("held");
    expect(await repo.getSignInHold(`account:${sha(email)}:codes`)).toMatchObject({
      level: 0,
      heldUntil: now + 15 * MIN,
    });
  }, 120_000);
});

function sha(email: string) {
  return createHash("sha256").update(email).digest("hex");
}
