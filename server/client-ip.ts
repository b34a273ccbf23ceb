/**
 * The client address, and what every per-IP limit counts of it.
 *
 * - Who the client is: the connection's address, unless that address is one of the proxies
 *   TRUST_PROXY names (addresses or CIDR ranges). Then X-Forwarded-For is read from the right:
 *   each entry a trusted proxy added is taken in turn while it is itself a trusted proxy; the
 *   first one that is not is the client. An entry that is not an IP address ends the walk (the
 *   last trusted hop is the client): a proxy only ever appends addresses, so anything else was
 *   written by the client and is ignored. X-Forwarded-Proto and -Host are honoured only from a
 *   trusted connection too (Express's "trust proxy" gets the same test).
 * - What a limit counts: an IPv6 host usually gets a whole /64 (often more) and can pick any
 *   address in it, so counting per IPv6 address would give one visitor 2^64 fresh limits: IPv6
 *   addresses are reduced to their /64. IPv4 stays per address; an IPv4 address written as
 *   IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it) is IPv4.
 */
import { createHmac } from "node:crypto";
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";

/** Names TRUST_PROXY accepts besides addresses and ranges, as Express's "trust proxy" does. */
const namedRanges: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * The entries of TRUST_PROXY ("127.0.0.1,10.0.0.0/8", "loopback", "::1"), or an error message.
 * Empty or "0": no proxy is trusted. Any other bare number (the hop count of earlier versions)
 * is refused: a hop count trusts whatever connects, and the server listens on every interface.
 */
export function parseTrustedProxies(value: string): string[] | { error: string } {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === "0")) return [];
  for (const entry of entries) {
    if (/^\d+$/.test(entry))
      return {
        error: `"${entry}" is a hop count; TRUST_PROXY now names the proxies' addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8, comma-separated), so a client that reaches the port directly cannot forge X-Forwarded-For`,
      };
    if (!(entry in namedRanges) && !parseRange(entry))
      return {
        error: `"${entry}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
      };
  }
  return entries;
}

function parseRange(
  entry: string,
): { address: string; prefix: number; type: "ipv4" | "ipv6" } | null {
  const [address = "", prefixText, extra] = entry.split("/");
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (!version) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d*$/.test(prefixText ?? "") || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
    return null;
  return { address, prefix, type: version === 4 ? "ipv4" : "ipv6" };
}

/** An address without brackets or zone id, IPv4-mapped IPv6 as IPv4; null when not an IP. */
export function plainAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim().toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  address = address.split("%")[0] ?? "";
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return address;
}

/** A test of "is this connection one of our proxies", from TRUST_PROXY's entries. */
export function trustedProxies(
  entries: readonly string[],
): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => namedRanges[e] ?? [e])) {
    const range = parseRange(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.type);
  }
  return (address) => {
    const plain = plainAddress(address);
    if (!plain) return false;
    return list.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
  };
}

/**
 * The client's address: the connection's, or, when the connection is a trusted proxy, the
 * rightmost X-Forwarded-For entry that is not a trusted proxy (see the top of this file).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string | undefined) => boolean,
): string | undefined {
  let client = plainAddress(socketAddress) ?? socketAddress;
  if (!isTrusted(client) || !forwardedFor) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",");
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]);
    if (!hop) break;
    client = hop;
    if (!isTrusted(hop)) break;
  }
  return client;
}

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
