import { describe, expect, it } from "vitest";
import {
  clientAddress,
  hashIp,
  parseTrustedProxies,
  rateLimitSubject,
  trustedProxies,
} from "./client-ip";

describe("rateLimitSubject", () => {
  it("keeps IPv4 per address, also when written as IPv4-mapped IPv6", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitSubject("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("203.0.113.8")).not.toBe(rateLimitSubject("203.0.113.7"));
  });

  it("reduces IPv6 to its /64, whatever the spelling", () => {
    const subject = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::",
      "2001:db8:1:2:0:0:1.2.3.4",
      "[2001:db8:1:2::5]",
    ]) {
      expect(rateLimitSubject(address), address).toBe(subject);
    }
    expect(rateLimitSubject("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("::")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("1::")).toBe("1:0:0:0::/64");
  });

  it("ignores a zone id", () => {
    expect(rateLimitSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitSubject("fe80::2%2")).toBe("fe80:0:0:0::/64");
  });

  it("has nothing to count without an address", () => {
    expect(rateLimitSubject(undefined)).toBeNull();
    expect(rateLimitSubject("")).toBeNull();
    expect(rateLimitSubject("not-an-ip")).toBe("not-an-ip");
  });
});

describe("hashIp", () => {
  const salt = "unit-test-salt-0123456789";

  it("hashes one value per IPv4 address and per IPv6 /64, salted", () => {
    const a = hashIp("2001:db8:1:2::1", salt);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIp("2001:db8:1:2:dead:beef::9", salt)).toBe(a);
    expect(hashIp("2001:db8:1:3::1", salt)).not.toBe(a);
    expect(hashIp("::ffff:10.0.0.1", salt)).toBe(hashIp("10.0.0.1", salt));
    expect(hashIp("10.0.0.2", salt)).not.toBe(hashIp("10.0.0.1", salt));
    expect(hashIp("10.0.0.1", "another-salt-0123456789")).not.toBe(hashIp("10.0.0.1", salt));
    expect(hashIp(undefined, salt)).toBeNull();
  });
});

describe("trusted proxies", () => {
  it("parses addresses, ranges and names; refuses hop counts and junk", () => {
    expect(parseTrustedProxies("")).toEqual([]);
    expect(parseTrustedProxies("0")).toEqual([]);
    expect(parseTrustedProxies(" 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(parseTrustedProxies("1")).toMatchObject({ error: expect.stringContaining("hop count") });
    expect(parseTrustedProxies("10.0.0.0/33")).toHaveProperty("error");
    expect(parseTrustedProxies("proxy.example")).toHaveProperty("error");
    expect(parseTrustedProxies("10.0.0.1/8/1")).toHaveProperty("error");
  });

  it("believes X-Forwarded-For only from a trusted proxy, from the right, IPs only", () => {
    const trusted = trustedProxies(["127.0.0.1", "10.0.0.0/8"]);
    // A direct client: its own address, whatever it forges.
    expect(clientAddress("203.0.113.9", "198.51.100.1", trusted)).toBe("203.0.113.9");
    // Through the proxy: the rightmost untrusted hop.
    expect(clientAddress("127.0.0.1", "198.51.100.1", trusted)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:127.0.0.1", "1.1.1.1, 198.51.100.1, 10.1.2.3", trusted)).toBe(
      "198.51.100.1",
    );
    // Junk ends the walk: the last trusted hop stands.
    expect(clientAddress("127.0.0.1", "junk", trusted)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "1.1.1.1, <script>, 10.0.0.7", trusted)).toBe("10.0.0.7");
    expect(clientAddress("127.0.0.1", "[2001:db8::1]", trusted)).toBe("2001:db8::1");
    expect(clientAddress("127.0.0.1", undefined, trusted)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "1.1.1.1", trustedProxies([]))).toBe("127.0.0.1");
    expect(trustedProxies(["loopback"])("::1")).toBe(true);
    expect(trustedProxies(["loopback"])("::2")).toBe(false);
  });
});
