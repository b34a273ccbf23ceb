/**
 * How easy a new password is to guess, with zxcvbn-ts (the estimator Dropbox published, kept up
 * as @zxcvbn-ts/core): dictionaries of common passwords, names, English words and keyboard
 * patterns, with the person's own email name and the site's brand added as words to avoid. A
 * password is refused below score 3 ("safely unguessable": about 10^8 guesses or more), with
 * the estimator's reason in plain words; it is also refused when it contains the email name or
 * the brand, whatever its score. The dictionaries (about 9 MB) load on the first check only.
 */
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** The lowest score (0–4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordStrength =
  | { ok: true; score: number }
  | { ok: false; problem: "weak"; score: number; reason: string | null }
  | { ok: false; problem: "contains-email" | "contains-brand" };

let estimator: Promise<ZxcvbnFactory> | null = null;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })().catch((error) => {
    estimator = null;
    throw error;
  });
  return estimator;
}

/** Letters and digits only, lower case: "Sharma.Web" and "sharmaweb" are the same word. */
const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The words of an email's name (before the @): "ravi.kumar" → ravi.kumar, ravi, kumar. */
function emailWords(email: string): string[] {
  const name = email.slice(0, Math.max(0, email.indexOf("@"))).toLowerCase();
  return [name, ...name.split(/[^\p{L}\p{N}]+/u)].filter((word) => word.length >= 3);
}

export async function checkPasswordStrength(
  password: string,
  person: { email: string; brand: string },
): Promise<PasswordStrength> {
  const squashed = squash(password);
  const name = squash(person.email.slice(0, Math.max(0, person.email.indexOf("@"))));
  if (name.length >= 3 && squashed.includes(name)) return { ok: false, problem: "contains-email" };
  const brand = squash(person.brand);
  if (brand.length >= 3 && squashed.includes(brand))
    return { ok: false, problem: "contains-brand" };
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, [
    ...emailWords(person.email),
    person.brand,
    ...person.brand.split(/\s+/).filter((word) => word.length >= 3),
  ]);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score };
  const reason = result.feedback.warning || result.feedback.suggestions[0] || null;
  return { ok: false, problem: "weak", score: result.score, reason };
}
