/**
 * Staff password hashing with scrypt (node:crypto): a random 16-byte salt per password and
 * explicit cost parameters, stored with the hash so they can be raised later without breaking
 * existing accounts. Format: scrypt$N$r$p$salt$hash (salt and hash in base64).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** N = 2^15, r = 8, p = 1 (32 MiB of memory per hash, about 50-100 ms here). */
export const scryptParams = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export const passwordRules = { min: 12, max: 200 } as const;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = {
    ...params,
    // scrypt needs 128 * N * r * p bytes; allow twice that.
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = scryptParams;
  const key = await derive(password, salt, scryptParams);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** True when `password` matches `stored`; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (!(N >= 1024 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16))
    return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length < 8 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;
/**
 * A hash to verify against when the account does not exist, so an unknown email costs the same
 * time as a wrong password and the answer does not reveal which accounts exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}

export function checkPasswordRules(password: string): string | null {
  if (password.length < passwordRules.min)
    return `The password must have at least ${passwordRules.min} characters.`;
  if (password.length > passwordRules.max)
    return `The password must have at most ${passwordRules.max} characters.`;
  return null;
}
