/**
 * `npm start` calls this first: it builds the site when there is no build yet, or when any
 * source file is newer than the build, so a fresh clone needs only `npm install && npm start`.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Written last by `npm run build` (scripts/compile-server.ts).
const marker = path.join(root, "build/server-dist/index.js");
const sources = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || changed > built) {
  console.log(
    built === 0 ? "No build yet: building the site…" : "Sources changed: rebuilding the site…",
  );
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
