import { describe, expect, it } from "vitest";
import {
  cleanRecoveryCode,
  cleanTotpSecret,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  qrCodePath,
  recoveryCodeHash,
  totpCode,
  totpStep,
  totpUri,
} from "./second-factor";

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" (base32 below); our codes are the
// last six digits of its eight-digit values.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const vectors: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("TOTP (RFC 6238)", () => {
  it("makes the RFC's codes", () => {
    for (const [seconds, code] of vectors) expect(totpCode(rfcSecret, seconds * 1000)).toBe(code);
  });

  it("accepts a code for its step and one step either side, and names the step", () => {
    const t = 1_800_000_015_000;
    const step = totpStep(t);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, t), t)).toBe(step);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, t - 30_000), t)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, t + 30_000), t)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, t - 60_000), t)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, t + 60_000), t)).toBeNull();
    // Spaces are allowed ("123 456"); anything but six digits is not a code.
    const code = totpCode(rfcSecret, t);
    expect(matchTotp(rfcSecret, `${code.slice(0, 3)} ${code.slice(3)}`, t)).toBe(step);
    for (const wrong of ["", "12345", "1234567", "abcdef", `${code}0`])
      expect(matchTotp(rfcSecret, wrong, t)).toBeNull();
  });

  it("makes new 160-bit secrets and an otpauth URI apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(cleanTotpSecret(secret.toLowerCase().match(/.{4}/g)?.join(" "))).toBe(secret);
    expect(cleanTotpSecret("not a secret")).toBeNull();
    expect(totpUri(secret, "asha@example.com", "Stackwise Digital")).toBe(
      `otpauth://totp/Stackwise%20Digital:asha%40example.com?issuer=Stackwise%20Digital&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const qr = qrCodePath("otpauth://totp/x?secret=ABC");
    expect(qr.size).toBeGreaterThan(21);
    expect(qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});

describe("recovery codes", () => {
  it("are ten different codes of 16 unambiguous characters, typed in any case or spacing", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const [first = ""] = codes;
    expect(cleanRecoveryCode(` ${first.toUpperCase().replaceAll("-", " ")} `)).toBe(
      first.replaceAll("-", ""),
    );
    expect(recoveryCodeHash(first.toUpperCase())).toBe(recoveryCodeHash(first));
    expect(cleanRecoveryCode("abcd-efgh-ijkl-0000")).toBeNull();
  });
});
