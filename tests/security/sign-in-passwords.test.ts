/**
 * Passwords attacked from outside, against the compiled server (issue 50, deliverable 4;
 * docs/decisions/0020-sign-in-limits.md), each request from its own address behind a trusted
 * proxy:
 * (e) a burst of 40 wrong passwords at once, most refused because the hashing queue is full
 *     (503): the refused ones count toward the account's cap like the checked ones;
 * (d) wrong passwords up to 100 within the hour from as many addresses: password sign-in for
 *     the account is held (the right password too), and its owner still gets in with the
 *     one-time link the sign-in page offers to email (SMTP on loopback), used once;
 * (f) a new password that is easy to guess, or that contains the email's name or the site's
 *     name, is refused with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin as copy } from "../../app/staff/words";
import { createSmtp, type TestSmtp } from "../integration/helpers";
import {
  addAccount,
  cookieOf,
  get,
  inviteLink,
  PASSWORD,
  post,
  type Site,
  startSite,
} from "./sign-in-support";

let site: Site;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await createSmtp();
  await smtp.listen();
  site = await startSite({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

let address = 0;
/** A new address each time: 10.x.y.z, never repeated in this file. */
const nextIp = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

describe("(d, e) the per-account password cap", () => {
  it("counts refusals for a full hashing queue, holds the account at 100, and lets its owner in by email", async () => {
    const owner = await addAccount(site.db, "capped@agency.example");
    const server = site.servers[0]!;
    const attempt = (password: string, ip = nextIp()) =>
      post(server, "/admin/login", { email: owner.email, password }, { ip });

    // (e) A burst: the queue takes 10 (2 hashing, 8 waiting), the rest are refused at once.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`burst guess ${i}`)),
    );
    const burstCounts = tally(burst.map((a) => a.status));
    console.log(`(e) 40 wrong passwords at once: ${JSON.stringify(burstCounts)}`);
    expect((burstCounts[401] ?? 0) + (burstCounts[503] ?? 0)).toBe(40);
    expect(burstCounts[503] ?? 0).toBeGreaterThan(0);

    // (d) Then one at a time (four in parallel), each from a new address: exactly 60 more are
    // checked before the cap, because the 503s above counted.
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, 60 - i) }, (_, j) => attempt(`guess ${i + j}`)),
      );
      statuses.push(...batch.map((a) => a.status));
    }
    const counts = tally(statuses);
    console.log(`(d) 60 more wrong passwords from 60 addresses: ${JSON.stringify(counts)}`);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(60);
    const held = await attempt("guess 101");
    expect(held.status).toBe(429);
    expect(held.html).toContain(copy.signIn.held);
    expect(held.html).toContain(copy.signIn.linkOffer);
    expect(Number(held.retryAfter)).toBeGreaterThan(50 * 60);
    // The owner's right password from a clean address is held as well…
    const ownerIp = "203.0.113.200";
    const right = await attempt(PASSWORD, ownerIp);
    expect(right.status).toBe(429);
    expect(right.setCookie ?? "").not.toMatch(/sw_admin=[\w-]{43}/);

    // …but the page's "Email me a sign-in link" gets them in.
    const before = smtp.messages.length;
    const asked = await post(
      server,
      "/admin/login",
      { intent: "email-link", email: owner.email },
      { ip: ownerIp },
    );
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(copy.signIn.linkSent);
    await smtp.waitFor(before + 1);
    const mail = smtp.messages.at(-1)?.raw.replace(/=\r?\n/g, "") ?? "";
    expect(mail).toContain(`To: ${owner.email}`);
    const link = /\/admin\/login\/link\/[\w-]{43}/.exec(mail)?.[0] ?? "";
    expect(link).not.toBe("");
    // Opening the link changes nothing (mail scanners open links); the button uses it.
    expect((await get(server, link, { ip: ownerIp })).status).toBe(200);
    const used = await post(server, link, {}, { ip: ownerIp });
    expect(used.status).toBe(303);
    expect(used.location).toBe("/admin");
    const cookie = cookieOf(used.setCookie);
    expect((await get(server, "/admin/leads", { ip: ownerIp, cookie })).status).toBe(200);
    // Once only.
    expect((await post(server, link, {}, { ip: ownerIp })).status).toBe(410);
    // An unknown address asking for a link hears the same words, and nothing is sent.
    const stranger = await post(
      server,
      "/admin/login",
      { intent: "email-link", email: "nobody@agency.example" },
      { ip: nextIp() },
    );
    expect(stranger.html).toContain(copy.signIn.linkSent);
    // A link is only sent while the account is held: another account gets none.
    const other = await addAccount(site.db, "free@agency.example");
    await post(
      server,
      "/admin/login",
      { intent: "email-link", email: other.email },
      { ip: nextIp() },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.to.includes(other.email))).toHaveLength(0);
    expect(smtp.messages.filter((m) => m.to.includes("nobody@agency.example"))).toHaveLength(0);
    // About 70 password checks of 0.3 s, two at a time, on a shared machine.
  }, 300_000);
});

describe("(f) new passwords", () => {
  it("refuses one that is easy to guess, with the estimator's reason, or that contains the email's or the site's name", async () => {
    const server = site.servers[0]!;
    const link = await inviteLink(site.db, "ravi.kumar@agency.example");
    const set = (password: string) =>
      post(server, link, { password, confirm: password }, { ip: nextIp() });
    const common = await set("Password123456");
    expect(common.status).toBe(400);
    expect(common.html).toContain(
      "This password is too easy to guess. This is similar to a commonly used password.",
    );
    const keyboard = await set("qwertyuiop1234");
    expect(keyboard.status).toBe(400);
    expect(keyboard.html).toContain("too easy to guess");
    const named = await set("ravikumar-loves-mangoes");
    expect(named.status).toBe(400);
    expect(named.html).toContain(copy.setPasswordPage.containsEmail);
    // The site's name as published (app/content/site/facts.json), however it is spaced.
    const branded = await set("stackwise-digital-rocks-2026");
    expect(branded.status).toBe(400);
    expect(branded.html).toContain(copy.setPasswordPage.containsBrand);
    const good = await set(PASSWORD);
    expect(good.status).toBe(303);
    console.log(
      `(f) Password123456: ${common.status}; qwertyuiop1234: ${keyboard.status}; with the email's name: ${named.status}; "${PASSWORD}": ${good.status}`,
    );
  });
});
