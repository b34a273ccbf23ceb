/**
 * M2 of the security review (2026-11-24), attacked from outside against the real server
 * process: X-Forwarded-For and X-Forwarded-Proto count only when the connection comes from an
 * address TRUST_PROXY names, and a value that is not an IP address counts for nothing.
 */
import { afterAll, describe, expect, it } from "vitest";
import { type ChildServer, postForm, startServerProcess, tempDir, validLead } from "./helpers";

const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({
    DATA_DIR: tempDir(),
    LOG_LEVEL: "error",
    LEADS_RATE_LIMIT_MAX: "5",
    ...env,
  });
  servers.push(server);
  return server;
}

const accepted = (statuses: number[]) => statuses.filter((status) => status === 200).length;

describe("TRUST_PROXY names the proxies", () => {
  it("a client that reaches the port directly cannot forge its address", async () => {
    // The proxy is elsewhere (10.0.0.0/8); this client connects from 127.0.0.1.
    const server = await start({ TRUST_PROXY: "10.0.0.0/8" });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const forged = { "X-Forwarded-For": `198.51.100.${i + 1}` };
      statuses.push((await postForm(server.url, "/contact-us", validLead(`d${i}`), forged)).status);
    }
    console.log(`forged X-Forwarded-For, direct client: ${accepted(statuses)} of 10 accepted`);
    expect(accepted(statuses)).toBe(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });

  it("through the proxy each client counts apart, and non-IP values are ignored", async () => {
    const server = await start({ TRUST_PROXY: "127.0.0.1", LEADS_RATE_LIMIT_MAX: "2" });
    // Ten junk values are one client (the proxy's own address), not ten.
    const junk: number[] = [];
    for (let i = 0; i < 10; i++) {
      const forged = { "X-Forwarded-For": `client-${i}` };
      junk.push((await postForm(server.url, "/contact-us", validLead(`j${i}`), forged)).status);
    }
    expect(accepted(junk)).toBe(2);
    // Real addresses from the proxy are real clients.
    for (const [i, ip] of ["203.0.113.1", "203.0.113.2", "2001:db8:1:2::1"].entries()) {
      const from = { "X-Forwarded-For": ip };
      expect((await postForm(server.url, "/contact-us", validLead(`r${i}`), from)).status, ip).toBe(
        200,
      );
    }
    // One IPv6 client is its /64: another address of the same /64 shares its count.
    const sameSlash64 = { "X-Forwarded-For": "2001:db8:1:2:ffff::9" };
    expect((await postForm(server.url, "/contact-us", validLead("v6b"), sameSlash64)).status).toBe(
      200,
    );
    expect((await postForm(server.url, "/contact-us", validLead("v6c"), sameSlash64)).status).toBe(
      429,
    );
  });

  it("refuses a hop count at start-up, naming the variable", async () => {
    await expect(start({ TRUST_PROXY: "1" })).rejects.toThrow(/TRUST_PROXY.*hop count/s);
  });
});
