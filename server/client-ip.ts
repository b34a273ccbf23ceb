/**
 * The client address as every per-IP limit sees it. An IPv6 host usually gets a whole /64
 * (often more) and can pick any address in it, so counting per IPv6 address would give one
 * visitor 2^64 fresh limits: IPv6 addresses are reduced to their /64. IPv4 stays per address;
 * an IPv4 address written as IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it) is IPv4.
 */
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of a valid IPv6 address without zone id. */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) is the last two groups.
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const [head = "", rest] = text.split("::");
  const before = parse(head);
  const after = rest === undefined ? [] : parse(rest);
  return [...before, ...new Array(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What a per-IP limit counts: "a.b.c.d" for IPv4, "x:x:x:x::/64" for IPv6, null without an
 * address. Anything that is not an IP address (it should not happen) is counted as given.
 */
export function rateLimitSubject(ip: string | undefined): string | null {
  if (!ip) return null;
  // A zone id (fe80::1%eth0) names the interface, not another host.
  let address = ip.trim().toLowerCase().split("%")[0] ?? "";
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** HMAC-SHA256 of the client's rate-limit subject with the site's salt; never the raw IP. */
export function hashIp(ip: string | undefined, salt: string): string | null {
  const subject = rateLimitSubject(ip);
  if (!subject) return null;
  return createHmac("sha256", salt).update(subject).digest("hex");
}
