import { describe, expect, it } from "vitest";
import { hashIp, rateLimitSubject } from "./client-ip";

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
