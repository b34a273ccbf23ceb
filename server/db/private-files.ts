/**
 * DATA_DIR holds personal data (leads), staff password hashes and the IP-hash salt: only the
 * server's own user may read it. The folder is 0700 and every file in it 0600, whatever the
 * umask. Existing ones of ours that are looser (made before this rule) are tightened with a
 * warning; ones owned by another user are left alone with a warning (we may not chmod them).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";

export type Warn = (message: string, fields: Record<string, unknown>) => void;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Takes group and other permissions off `target` when it has any. */
function tighten(target: string, mode: number, warn: Warn): void {
  const stat = statSync(target);
  if ((stat.mode & 0o077) === 0) return;
  const ours = process.getuid === undefined || stat.uid === process.getuid();
  if (!ours) {
    warn("data file readable by other users; make it private as its owner", {
      path: target,
      mode: octal(stat.mode),
      wanted: octal(mode),
    });
    return;
  }
  chmodSync(target, mode);
  warn("data file was readable by other users; made it private", {
    path: target,
    from: octal(stat.mode),
    to: octal(mode),
  });
}

/** Creates `dir` (and missing parents) 0700, or tightens it. */
export function ensurePrivateDir(dir: string, warn: Warn): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir, 0o700, warn);
}

/** Creates `file` empty and 0600 when missing, or tightens it. */
export function ensurePrivateFile(file: string, warn: Warn): void {
  closeSync(openSync(file, "a", 0o600));
  tighten(file, 0o600, warn);
}

/** Tightens `file` when it exists. */
export function tightenIfPresent(file: string, warn: Warn): void {
  if (existsSync(file)) tighten(file, 0o600, warn);
}
