/**
 * Staff password hashing with scrypt (node:crypto): a random 16-byte salt per password and
 * explicit cost parameters, stored with the hash so they can be raised later without breaking
 * existing accounts. Format: scrypt$N$r$p$salt$hash (salt and hash in base64).
 *
 * A hash made with other parameters still verifies with its own; the sign-in then stores a new
 * hash with the current ones (needsRehash).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1. 128 MiB of
 * memory and about 0.3 s per hash (docs/decisions/0005-limits-passwords-data-files.md).
 */
export const scryptParams: ScryptParams = { N: 131_072, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Largest memory a stored hash may ask for (twice today's), so a corrupted row cannot. */
const MAX_MEMORY = 256 * 1024 * 1024;

export const passwordRules = { min: 12, max: 200 } as const;

/**
 * At most this many hashes run at once. Each takes 128 MiB in a libuv thread; unbounded, a
 * burst of sign-ins would take all four threads (512 MiB) and stall file and DNS work.
 */
const MAX_PARALLEL_HASHES = 2;
/**
 * At most this many hashes wait for a slot (about 8 × 0.3 s / 2 = 1.2 s of work). More are
 * refused at once (HashQueueFull: the sign-in page says "try again"), so a burst of attempts
 * cannot pile up minutes of scrypt work, nor the memory of its requests.
 */
export const MAX_QUEUED_HASHES = 8;
let running = 0;
const waiting: (() => void)[] = [];

/** The hash queue is full: the caller should be told to try again shortly. */
export class HashQueueFull extends Error {
  constructor() {
    super("too many password hashes waiting");
    this.name = "HashQueueFull";
  }
}

/** The attempt's client went away while it waited: its hash was never computed. */
export class HashAbandoned extends Error {
  constructor() {
    super("the client left before its password was checked");
    this.name = "HashAbandoned";
  }
}

async function withHashSlot<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw new HashAbandoned();
  if (running >= MAX_PARALLEL_HASHES) {
    if (waiting.length >= MAX_QUEUED_HASHES) throw new HashQueueFull();
    await new Promise<void>((go, stop) => {
      const take = () => {
        signal?.removeEventListener("abort", leave);
        go();
      };
      // A client that leaves gives up its place: its hash is never computed.
      const leave = () => {
        const at = waiting.indexOf(take);
        if (at >= 0) waiting.splice(at, 1);
        stop(new HashAbandoned());
      };
      signal?.addEventListener("abort", leave, { once: true });
      waiting.push(take);
    });
  } else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or frees up.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams, signal?: AbortSignal) {
  const options: ScryptOptions = {
    ...params,
    // scrypt needs 128 * N * r * p bytes; allow twice that.
    maxmem: 256 * params.N * params.r * params.p,
  };
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    signal,
  );
}

/** A new hash of `password`; `params` other than today's are for tests of old hashes. */
export async function hashPassword(password: string, params = scryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = params;
  const key = await derive(password, salt, params);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** The parameters, salt and key of a stored hash, or null when it is malformed. */
function parseHash(stored: string) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!(N >= 1024 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return null;
  if (128 * N * r * p > MAX_MEMORY) return null;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const key = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { params: { N, r, p }, salt, key };
}

/**
 * True when `password` matches `stored`; false for any malformed stored value. Throws
 * HashQueueFull when too many hashes wait, HashAbandoned when `signal` aborts while waiting.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params, signal);
  return timingSafeEqual(actual, parsed.key);
}

/** True when `stored` was made with other parameters than today's (to re-hash at sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return (
    N !== scryptParams.N ||
    r !== scryptParams.r ||
    p !== scryptParams.p ||
    parsed.salt.length !== SALT_LENGTH
  );
}

let dummy: Promise<string> | null = null;
/**
 * A hash to verify against when the account does not exist, so an unknown email costs the same
 * time as a wrong password and the answer does not reveal which accounts exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex")).catch((error) => {
    dummy = null;
    throw error;
  });
  return dummy;
}

export function checkPasswordRules(password: string): string | null {
  if (password.length < passwordRules.min)
    return `The password must have at least ${passwordRules.min} characters.`;
  if (password.length > passwordRules.max)
    return `The password must have at most ${passwordRules.max} characters.`;
  return null;
}
