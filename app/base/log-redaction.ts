/**
 * Secrets a URL can carry, taken out of every log line: the server's logger passes each line
 * through `redactSecrets` (server/log.ts), and so do the errors React Router and the pages
 * print (app/entry.server.tsx, app/root.tsx). A log is read by more people, and kept longer,
 * than a one-time link is meant to be.
 *
 * What is a secret:
 * - the path segment after a prefix of `secretPathPrefixes` (a one-time link's token), in any
 *   casing, with its slashes escaped or not;
 * - the value of a query parameter with a secret's name (token, code, key, password…);
 * - as a backstop, any path segment that looks like a random token (32 or more letters, digits,
 *   "-" or "_", with capitals, small letters and digits), so a new secret path is covered
 *   before it is listed here.
 */

export const REDACTED = "[redacted]";

/**
 * Paths whose next segment is a secret (app/routes.ts). Add a route here when its URL carries
 * a token.
 */
export const secretPathPrefixes = ["/admin/set-password", "/admin/login/link"] as const;

const slash = "(?:/|%2f)";
const segmentEnd = "[^/?#&\\s\"'\\\\]+";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

const secretSegment = new RegExp(
  `((?:${secretPathPrefixes
    .map((prefix) => escapeRegExp(prefix.slice(1)).replaceAll("/", slash))
    .join("|")})${slash})${segmentEnd}`,
  "gi",
);

const secretQuery =
  /([?&](?:token|code|key|secret|password|passwd|pass|otp|sig|signature|auth)=)[^&#\s"'\\]+/gi;

/** A segment of 32+ URL-safe characters with capitals, small letters and digits. */
const randomSegment =
  /(\/)(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{32,}/g;

/** `text` (a log line, a URL, an error's message and stack) with its secrets replaced. */
export function redactSecrets(text: string): string {
  return text
    .replace(secretSegment, `$1${REDACTED}`)
    .replace(secretQuery, `$1${REDACTED}`)
    .replace(randomSegment, `$1${REDACTED}`);
}

/** An error as a log line prints it (its stack, or its text), secrets redacted. */
export function redactedErrorText(error: unknown): string {
  if (error instanceof Error)
    return redactSecrets(error.stack ?? `${error.name}: ${error.message}`);
  if (typeof error === "object" && error !== null) {
    try {
      return redactSecrets(JSON.stringify(error));
    } catch {
      // A cycle: its text will do.
    }
  }
  return redactSecrets(String(error));
}
