/**
 * The figures of the per-account sign-in limits (docs/decisions/0020-sign-in-limits.md), kept
 * apart from the code that applies them (service.ts) so the arithmetic can be checked alone.
 *
 * Second factor: a session waiting for its code takes at most 5 codes, then ends (the password
 * must be typed again). Every wrong code also counts for the account, from any address: once
 * more than 10 are counted, the account's code step is held (every code refused, right or
 * wrong) for 15 minutes, and its owner is emailed once. A hold that starts within a day of the
 * end of the last one lasts twice as long as it did (at most a day). The count starts again at
 * the end of each hold and covers at most the last 24 hours.
 *
 * Passwords: at most 100 wrong passwords an hour per account, from any address (ASVS 5 V2);
 * then password sign-in for it is held until the hour's oldest failure ages out, and the
 * sign-in page offers a one-time link by email instead.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Codes one session waiting for its second factor may try before it ends. */
export const CODES_PER_PENDING_SIGN_IN = 5;
/** More wrong codes than this for one account start a hold on its code step. */
export const ACCOUNT_CODE_FAILURES_BEFORE_HOLD = 10;
/** The account's wrong codes are counted over at most this long (and from the last hold's end). */
export const ACCOUNT_CODE_COUNT_MS = DAY;
export const FIRST_CODE_HOLD_MS = 15 * MINUTE;
export const LONGEST_CODE_HOLD_MS = DAY;
/** A hold that starts within this long of the end of the last one is the next in a row. */
export const HOLD_CHAIN_MS = DAY;

/** How long the `level`-th hold in a row lasts: 15 min, 30 min, 1 h, 2 h… at most a day. */
export function codeHoldMs(level: number): number {
  return Math.min(FIRST_CODE_HOLD_MS * 2 ** Math.min(level, 20), LONGEST_CODE_HOLD_MS);
}

/** Wrong passwords per account, from any address, within PASSWORD_COUNT_MS (ASVS: ≤ 100/h). */
export const ACCOUNT_PASSWORD_FAILURES = 100;
export const ACCOUNT_PASSWORD_COUNT_MS = HOUR;

/** A one-time sign-in link (emailed while password sign-in is held) works this long. */
export const SIGN_IN_LINK_VALID_MS = 15 * MINUTE;
/** Sign-in links emailed per account within an hour, at most. */
export const SIGN_IN_LINKS_PER_HOUR = 3;

/** The password typed again on /admin/account allows changing the second factor this long. */
export const REAUTH_VALID_MS = 10 * MINUTE;

/** Codes a 6-digit TOTP accepts at any moment: its own step and one either side. */
export const VALID_CODES_AT_ONCE = 3;
export const CODE_SPACE = 1_000_000;

/**
 * The most codes an attacker can have checked for one account within `spanMs` from the
 * start of a fresh record, however many addresses they use: each cycle is the codes
 * allowed before a hold (ACCOUNT_CODE_FAILURES_BEFORE_HOLD + 1, the last one starting it),
 * sent at once, then the hold; the next cycle starts as the hold ends. Starting fresh is the
 * attacker's best case: the first holds are the shortest.
 */
export function mostCodeGuesses(spanMs: number): number {
  const perCycle = ACCOUNT_CODE_FAILURES_BEFORE_HOLD + 1;
  let t = 0;
  let level = 0;
  let guesses = 0;
  while (t < spanMs) {
    guesses += perCycle;
    t += codeHoldMs(level);
    level++;
  }
  return guesses;
}

/** The chance that any of `guesses` codes is right (union bound). */
export function guessChance(guesses: number): number {
  return (guesses * VALID_CODES_AT_ONCE) / CODE_SPACE;
}
