/**
 * The staff's second factor: time-based one-time codes (TOTP, RFC 6238: HMAC-SHA1, 6 digits,
 * 30-second steps, as every authenticator app reads from its QR code) with the otpauth
 * package, the QR code drawn with uqr, and ten recovery codes. Why TOTP and not passkeys:
 * docs/decisions/0018-staff-second-factor.md.
 *
 * - A code is accepted for its own step and one step either side (a phone clock a little off,
 *   a code typed as it changed), and only once: the account keeps the last step it accepted and
 *   a code of that step or an earlier one is refused (RFC 6238, section 5.2). The store does the
 *   check and the write in one statement (StaffStore.claimTotpStep).
 * - Recovery codes are 16 characters from a 32-letter alphabet (80 bits) shown once, stored as
 *   SHA-256 hashes (their entropy makes a slow hash unnecessary), each used once.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { encode } from "uqr";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new random secret (20 bytes, as RFC 4226 recommends for SHA-1), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** A secret as a person may have copied it: upper-case base32, no spaces; null if not one. */
export function cleanTotpSecret(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const secret = value.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z2-7]{32}$/.test(secret) ? secret : null;
}

function totp(secret: string, account = "", issuer = "") {
  return new TOTP({
    issuer,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/** The time step of `timeMs`. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (tests, and people checking their phone's clock). */
export function totpCode(secret: string, timeMs: number): string {
  return totp(secret).generate({ timestamp: timeMs });
}

/** A typed code without its spaces; null unless it is six digits. */
export function cleanTotpCode(value: string): string | null {
  const code = value.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** The step whose code `code` is, within the window around `timeMs`; null when none. */
export function matchTotp(secret: string, code: string, timeMs: number): number | null {
  const clean = cleanTotpCode(code);
  if (!clean) return null;
  const delta = totp(secret).validate({ token: clean, timestamp: timeMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(timeMs) + delta;
}

/** No 0/O, 1/l/I: a code read off paper is typed right. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten new recovery codes, "xxxx-xxxx-xxxx-xxxx" (16 characters of 31: 79 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from(
      { length: 16 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return characters.match(/.{4}/g)?.join("-") ?? characters;
  });
}

/** A typed recovery code as stored: lower case, without dashes or spaces; null if not one. */
export function cleanRecoveryCode(value: string): string | null {
  const code = value.toLowerCase().replace(/[\s-]/g, "");
  return new RegExp(`^[${RECOVERY_ALPHABET}]{16}$`).test(code) ? code : null;
}

export function recoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(`staff-recovery-code:${cleanRecoveryCode(code) ?? code}`)
    .digest("hex");
}

/**
 * The QR code of `text` as one SVG path in a square of `size` modules (with a quiet zone of 4
 * around it): drawn by the page as <svg><path/></svg>, no image and no script.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}

/** A random token for a one-time link or a session: 32 bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
