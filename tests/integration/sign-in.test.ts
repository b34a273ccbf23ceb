/**
 * M1 of the security review (2026-11-24), attacked from outside against the real server
 * process: failed sign-ins must not become a weapon. An attacker hammering the staff address
 * from one client slows that client only; the owner, from a client without failures, still gets
 * in. Password checks wait in a bounded queue (a full queue answers 503 "try again" at once),
 * and an attempt whose client has gone leaves the queue without being hashed. Figures are
 * printed for the closing note.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin as adminCopy } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import { openSiteDatabase } from "../../server/db";
import { type ChildServer, startServerProcess, tempDir, waitUntil } from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "owner@example.com";
let server: ChildServer;

beforeAll(async () => {
  const dataDir = tempDir("sign-in-it-");
  const db = await openSiteDatabase({ DATA_DIR: dataDir });
  await db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now());
  await db.close();
  server = await startServerProcess({
    DATA_DIR: dataDir,
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "warn",
    // The default limits, with a first wait (1 s by default) long enough that no attacker's wait
    // runs out while a test runs, however slow the machine: what is asserted is who is held back.
    ADMIN_LOGIN_MAX_FAILURES: "5",
    ADMIN_LOGIN_DELAY_MS: "120000",
    ADMIN_LOGIN_IP_MAX_FAILURES: "20",
    ADMIN_LOGIN_WINDOW_MINUTES: "15",
  });
});
afterAll(async () => {
  await server?.stop();
});

function signIn(email: string, password: string, ip: string, signal?: AbortSignal) {
  return fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { Origin: server.url, "X-Forwarded-For": ip },
    redirect: "manual",
    signal,
  });
}

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe("a lockout attempt on the staff address", () => {
  it("slows the attacker's client only: the owner signs in from another", async () => {
    const attacker = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await signIn(OWNER, `wrong password ${i}`, attacker);
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      await answer.text();
    }
    console.log(
      `lockout attempt, 12 wrong passwords from one client: ${JSON.stringify(tally(statuses))}`,
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // Before the fix: 429 for the rest of the window.
    const owner = await signIn(OWNER, PASSWORD, "203.0.113.5");
    expect(owner.status).toBe(303);
    expect(owner.headers.get("set-cookie")).toMatch(/sw_admin=/);
    // The attacker's own client is still held back, right password or not.
    expect((await signIn(OWNER, PASSWORD, attacker)).status).toBe(429);
  });

  it("measures the owner's sign-in while an attacker hammers the account", async () => {
    let stop = false;
    let attacks = 0;
    const hammer = async (ip: string) => {
      while (!stop) {
        const answer = await signIn(OWNER, "not the password", ip);
        await answer.text();
        attacks++;
      }
    };
    const attackers = ["198.51.100.20", "198.51.100.21", "198.51.100.22", "198.51.100.23"].map(
      hammer,
    );
    const times: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await signIn(OWNER, PASSWORD, `203.0.113.${10 + i}`);
      times.push(performance.now() - started);
      statuses.push(answer.status);
    }
    stop = true;
    await Promise.all(attackers);
    times.sort((a, b) => a - b);
    console.log(
      `owner's sign-in during a lockout attempt (4 attacking clients, ${attacks} attempts): ${statuses.join(" ")}; median ${times[2]?.toFixed(0)} ms, slowest ${times[4]?.toFixed(0)} ms`,
    );
    expect(statuses).toEqual([303, 303, 303, 303, 303]);
  });
});

describe("the password-check queue", () => {
  it("answers a burst beyond it with 503 and Retry-After at once", async () => {
    const tag = randomUUID().slice(0, 8);
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const answer = await signIn(`spray${i}.${tag}@example.com`, "x", `192.0.2.${i + 1}`);
        return {
          status: answer.status,
          retry: answer.headers.get("retry-after"),
          body: await answer.text(),
        };
      }),
    );
    const counts = tally(answers.map((a) => a.status));
    console.log(`40 parallel sign-ins from 40 clients: ${JSON.stringify(counts)}`);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(40);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.retry)).toBeGreaterThan(0);
      expect(answer.body).toContain(adminCopy.signIn.busy);
    }
    // Refused for load, not counted as failures: those clients may try again at once.
    const again = await signIn(OWNER, PASSWORD, `192.0.2.${answers.indexOf(busy[0]!) + 1}`);
    expect(again.status).toBe(303);
  });

  it("drops the attempts whose client has gone, unhashed", async () => {
    const tag = randomUUID().slice(0, 8);
    const before = server.output().length;
    const controller = new AbortController();
    const attempts = Array.from({ length: 10 }, (_, i) =>
      signIn(`gone${i}.${tag}@example.com`, "x", `192.0.2.${100 + i}`, controller.signal).catch(
        () => null,
      ),
    );
    // Two are being hashed, the others wait; then every client goes away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    controller.abort();
    await Promise.all(attempts);
    const outcomes = () => {
      const log = server.output().slice(before);
      return {
        hashed: log.split("staff sign-in failed").length - 1,
        dropped: log.split("staff sign-in dropped").length - 1,
      };
    };
    // Each attempt is logged once, hashed or dropped; on a loaded machine the last ones are
    // logged a few seconds after their clients left.
    const logged = () => {
      const { hashed, dropped } = outcomes();
      return hashed + dropped >= 10;
    };
    await waitUntil(logged, 20_000, "all 10 attempts logged");
    const { hashed, dropped } = outcomes();
    console.log(`10 sign-ins whose clients left: ${hashed} hashed, ${dropped} dropped unhashed`);
    expect(dropped).toBeGreaterThan(0);
    expect(hashed + dropped).toBe(10);
  });
});
