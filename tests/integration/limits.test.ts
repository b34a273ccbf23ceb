/**
 * The abuse limits under parallel load, through a real server process on SQLite and on
 * PostgreSQL: bursts of wrong passwords (one account from one client; many accounts from one
 * IP) and of leads from one IP get exactly the limit through, IPv6 clients are counted per /64,
 * `npm run admin:add` clears an account's failures, an old password hash is upgraded at sign-in, and
 * the SQLite files are private to the server's user.
 */
import { randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "../../server/admin/password";
import { accountClientThrottleKey } from "../../server/admin/service";
import { hashIp } from "../../server/client-ip";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import {
  adminAddCommand,
  type ChildServer,
  createDatabase,
  postForm,
  startServerProcess,
  tempDir,
  testLimits,
  validLead,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const ACCOUNT_LIMIT = 5;
const IP_LIMIT = 8;
const LEAD_LIMIT = 5;

interface Backend {
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** The test's own connection to the server's database. */
  open(): Promise<SiteDatabase>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    "SQLite",
    async () => {
      // Not there yet: the server creates it (and its parent).
      const dataDir = path.join(tempDir("limits-it-"), "state", "data");
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: "" },
        open: () => openSiteDatabase({ DATA_DIR: dataDir }),
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      return {
        env: { DATABASE_URL: url, DATA_DIR: tempDir("limits-it-") },
        open: () => openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("limits-it-") }),
      };
    },
  ],
];

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe.each(backends)("limits under parallel load on %s", (name, make) => {
  let backend: Backend;
  let server: ChildServer;
  let repo: SiteDatabase;
  /** Modes of the data files right after start, before this test opens the database. */
  let modes: Record<string, string> = {};

  const signIn = (email: string, password: string, ip: string) =>
    postForm(server.url, "/admin/login", { email, password }, { "X-Forwarded-For": ip });
  const ipKey = (ip: string) => `ip:${hashIp(ip, testLimits.IP_HASH_SALT)}`;
  const addStaff = async (email: string, hash?: string) =>
    repo.upsertStaff(email, hash ?? (await hashPassword(PASSWORD)), Date.now());

  beforeAll(async () => {
    backend = await make();
    server = await startServerProcess({
      ...backend.env,
      TRUST_PROXY: "127.0.0.1",
      ADMIN_LOGIN_MAX_FAILURES: String(ACCOUNT_LIMIT),
      ADMIN_LOGIN_IP_MAX_FAILURES: String(IP_LIMIT),
      ADMIN_LOGIN_WINDOW_MINUTES: "15",
      // Long enough that 60 requests on a loaded machine all arrive inside the first delay.
      ADMIN_LOGIN_DELAY_MS: "30000",
      LEADS_RATE_LIMIT_MAX: String(LEAD_LIMIT),
      LEADS_RATE_LIMIT_WINDOW_MS: "600000",
    });
    if (name === "SQLite") {
      const dataDir = backend.env.DATA_DIR ?? "";
      const mode = (file: string) =>
        `0${(statSync(path.join(dataDir, file)).mode & 0o777).toString(8)}`;
      modes = {
        dataDir: mode(""),
        db: mode("leads.db"),
        wal: mode("leads.db-wal"),
        shm: mode("leads.db-shm"),
      };
    }
    repo = await backend.open();
  });
  afterAll(async () => {
    await repo?.close();
    await server?.stop();
  });

  it.runIf(name === "SQLite")("keeps DATA_DIR 0700 and the database files 0600", () => {
    expect(modes).toEqual({ dataDir: "0700", db: "0600", wal: "0600", shm: "0600" });
    expect(server.output()).not.toContain("readable by other users");
  });

  it("60 parallel wrong passwords for one account from one client: one checked, the rest wait", async () => {
    const email = `burst.${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(email);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(email, `wrong password ${i}`, "10.1.0.1")),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 1, 429: 59 });
    // 30 s from the checked attempt, rounded up; a request that read the clock just before the
    // checked one reserved its place waits 30 s and a few ms, shown as 31.
    expect(answers.find((a) => a.status === 429)?.body).toMatch(/Please wait (29|30|31) seconds/);
    const pairKey = accountClientThrottleKey(email, hashIp("10.1.0.1", testLimits.IP_HASH_SALT));
    expect(await repo.countLoginFailures(pairKey, 0)).toBe(1);

    // The owner, from a client without failures, is not slowed at all.
    expect((await signIn(email, PASSWORD, "10.1.200.1")).status).toBe(303);
    // admin:add clears the account's failures from every client.
    const reset = await adminAddCommand([email], {
      input: `${PASSWORD}\n`,
      env: { LOG_LEVEL: "silent", ...backend.env },
    });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("1 failed sign-in cleared");
    expect((await signIn(email, PASSWORD, "10.1.0.1")).status).toBe(303);
  });

  it(`60 parallel wrong passwords from one IP: ${IP_LIMIT} wrong, the rest throttled`, async () => {
    const ip = "10.2.0.1";
    const tag = randomUUID().slice(0, 8);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(`guess${i}.${tag}@example.com`, "x", ip)),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: IP_LIMIT, 429: 60 - IP_LIMIT });
    expect(await repo.countLoginFailures(ipKey(ip), 0)).toBe(IP_LIMIT);
  });

  it(`30 parallel leads from one IP: ${LEAD_LIMIT} stored, the rest refused with the input kept`, async () => {
    const tag = `burst-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postForm(server.url, "/contact-us", validLead(`${tag}-${i}`), {
          "X-Forwarded-For": "10.3.0.1",
        }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: LEAD_LIMIT, 429: 30 - LEAD_LIMIT });
    answers.forEach((answer, i) => {
      if (answer.status !== 429) return;
      expect(answer.body).toContain("several enquiries in a short time");
      expect(answer.body).toContain(`value="asha.${tag}-${i}@example.com"`);
      expect(answer.body).toContain(`We need a website for our shop (${tag}-${i}).`);
    });
    const stored = (await repo.listLeads({ search: tag })).items.map((l) => l.email).sort();
    const accepted = answers
      .flatMap((a, i) => (a.status === 200 ? [`asha.${tag}-${i}@example.com`] : []))
      .sort();
    expect(stored).toEqual(accepted);
    expect(stored).toHaveLength(LEAD_LIMIT);
  });

  it("counts IPv6 clients per /64 for leads and sign-ins", async () => {
    const tag = `v6-${randomUUID().slice(0, 8)}`;
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    const lead = (i: number, ip: string) =>
      postForm(server.url, "/contact-us", validLead(`${tag}-${i}`), from(ip));
    // Five addresses of one /64 share its limit; the sixth address there is refused.
    for (let i = 1; i <= LEAD_LIMIT; i++) {
      expect((await lead(i, `2001:db8:1:1::${i}`)).status).toBe(200);
    }
    expect((await lead(6, "2001:db8:1:1:ffff:ffff:ffff:6")).status).toBe(429);
    // The next /64 has its own.
    expect((await lead(7, "2001:db8:1:2::1")).status).toBe(200);
    expect((await repo.listLeads({ search: tag })).total).toBe(LEAD_LIMIT + 1);

    const guesses = await Promise.all(
      Array.from({ length: IP_LIMIT }, (_, i) =>
        signIn(`g${i}.${tag}@example.com`, "x", `2001:db8:2:1:${i}::1`),
      ),
    );
    expect(guesses.map((a) => a.status)).toEqual(Array(IP_LIMIT).fill(401));
    expect((await signIn(`g.${tag}@example.com`, "x", "2001:db8:2:1:abcd::9")).status).toBe(429);
    expect((await signIn(`g.${tag}@example.com`, "x", "2001:db8:2:2::1")).status).toBe(401);
  });

  it("upgrades a password hash with old scrypt parameters at sign-in", async () => {
    const email = `old.${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(email, await hashPassword(PASSWORD, { N: 32_768, r: 8, p: 1 }));
    expect((await signIn(email, PASSWORD, "10.4.0.1")).status).toBe(303);
    expect((await repo.getStaffByEmail(email))?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
