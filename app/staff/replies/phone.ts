/**
 * Phone numbers as leads type them, in E.164 (+919876543210): the one form WhatsApp's links take
 * and the one duplicates are compared in. Indian numbers are written many ways: 98765 43210,
 * 098765-43210, +91 98765 43210, 91 9876543210, 0091…; a number with another country's code
 * (+44…) is kept as its owner wrote it. Pure: the lead's page, the reply action and the duplicate
 * search (server/db/lead-replies.ts) share it.
 */
import { toLatinDigits } from "~/base/lead-fields";

export interface NormalisedPhone {
  /** "+919876543210" */
  e164: string;
  /** The digits of e164 without the plus: what a wa.me link takes. */
  digits: string;
  /** An Indian number (+91). */
  indian: boolean;
  /** An Indian mobile (its ten digits start with 6, 7, 8 or 9): the numbers WhatsApp reaches. */
  mobile: boolean;
}

/** Separators people type between digits; anything else (letters, "ext") is not a phone. */
const separators = /[\s\-.()/]/g;
/** India's ten national digits never start with 0 (README: the placeholder numbers do). */
const indianNational = /^[1-9]\d{9}$/;

/** The number in E.164, or null when it is not a phone number. */
export function normalisePhone(input: string): NormalisedPhone | null {
  const compact = toLatinDigits(input.trim()).replace(separators, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  let international: string | null = null;
  if (compact.startsWith("+")) international = compact.slice(1);
  else if (compact.startsWith("00")) international = compact.slice(2);

  if (international !== null) {
    if (international.startsWith("91")) return indian(international.slice(2));
    // Another country: E.164 allows 15 digits at most, and no code starts with 0.
    if (!/^[1-9]\d{7,14}$/.test(international)) return null;
    return { e164: `+${international}`, digits: international, indian: false, mobile: false };
  }
  if (compact.length === 10) return indian(compact);
  if (compact.length === 11 && compact.startsWith("0")) return indian(compact.slice(1));
  if (compact.length === 12 && compact.startsWith("91")) return indian(compact.slice(2));
  return null;
}

function indian(national: string): NormalisedPhone | null {
  if (!indianNational.test(national)) return null;
  const digits = `91${national}`;
  return { e164: `+${digits}`, digits, indian: true, mobile: /^[6-9]/.test(national) };
}
