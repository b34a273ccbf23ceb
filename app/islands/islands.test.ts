/**
 * The islands of the site and their rules (app/islands/island.tsx), checked without a browser:
 * every `<name>.island.tsx` declares the island `<name>` and the browser finds its code under
 * that name; and nothing an island's code imports, directly or not, needs the page around it —
 * React Router, the site copy, anything server-only — or uses `useId`, whose ids differ between
 * an island's own root and the page the server rendered.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { islandComponents, islandNameOf } from "~/island-components";
import type { IslandComponent } from "./island";

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
const islandFiles = [...files(app)].filter((file) => file.endsWith(".island.tsx")).sort();

/** Bare imports an island may not reach: the router (its hooks need the page's router). */
const forbiddenPackages = /^(react-router|react-router-dom|@react-router\/.*)$/;
/** Modules of app/ an island may not reach: the site copy (read from the router) and server code. */
const forbiddenModule = (file: string) =>
  file === path.join(app, "lib/pages/site-copy.ts") ||
  /\.server\.tsx?$|[\\/]\.server[\\/]/.test(file);
/** Hooks an island may not call. */
const forbiddenCall = /\buseId\b/;

type Read = (file: string) => string | undefined;
const readDisk: Read = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** `specifier` imported by `from`, as a file of app/ (or null for a package). */
function resolve(specifier: string, from: string, read: Read): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (/\.tsx?$/.test(candidate) && read(candidate) !== undefined) return candidate;
  throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
}

/** Code without its comments, so a comment that names a hook is not a call. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** Every broken rule in what `entry` imports, each with the chain of imports that reaches it. */
function islandRuleBreaches(entry: string, read: Read = readDisk): string[] {
  const breaches: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = read(file) ?? "";
    const here = [...chain, path.relative(root, file)];
    const where = here.join(" → ");
    if (forbiddenModule(file)) breaches.push(`${where}: needs the page (site copy or server code)`);
    if (forbiddenCall.test(code(source))) breaches.push(`${where}: uses useId`);
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (forbiddenPackages.test(fileName)) {
        breaches.push(`${where}: imports ${fileName}`);
        continue;
      }
      const next = resolve(fileName, file, read);
      if (next) visit(next, here);
    }
  };
  visit(entry, []);
  return breaches;
}

describe("the islands", () => {
  it("are declared one per file, named as the file is, and the browser finds each by that name", async () => {
    expect(islandFiles.length).toBeGreaterThan(0);
    const names = islandFiles.map((file) => path.basename(file, ".island.tsx"));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(islandComponents).sort()).toEqual([...names].sort());
    for (const file of islandFiles) {
      const name = path.basename(file, ".island.tsx");
      expect(islandNameOf(`./${path.relative(app, file)}`)).toBe(name);
      const module = (await import(/* @vite-ignore */ file)) as {
        default: IslandComponent<object>;
      };
      expect(module.default.islandName, path.relative(root, file)).toBe(name);
      expect(await islandComponents[name]?.()).toBe(module.default.Component);
    }
  });

  for (const file of islandFiles) {
    it(`${path.relative(root, file)} needs nothing of the page: no router, no site copy, no useId`, () => {
      expect(islandRuleBreaches(file)).toEqual([]);
    });
  }

  it("the rules can fail: each kind of breach is found, through any number of imports", () => {
    const fake: Record<string, string> = {
      [path.join(app, "x/bad.island.tsx")]: 'import { Form } from "./form";\nimport "~/x/ok";',
      [path.join(app, "x/form.tsx")]:
        'import { useId } from "react";\nimport { useLocation } from "react-router";\nimport { F } from "./fields";',
      [path.join(app, "x/fields.tsx")]: 'import { useSiteCopy } from "~/lib/pages/site-copy";',
      [path.join(app, "x/ok.ts")]: "// useId is not called here\nexport const ok = 1;",
      [path.join(app, "lib/pages/site-copy.ts")]: "export const useSiteCopy = 1;",
    };
    const breaches = islandRuleBreaches(path.join(app, "x/bad.island.tsx"), (file) => fake[file]);
    expect(breaches).toEqual([
      "app/x/bad.island.tsx → app/x/form.tsx: uses useId",
      "app/x/bad.island.tsx → app/x/form.tsx: imports react-router",
      "app/x/bad.island.tsx → app/x/form.tsx → app/x/fields.tsx → app/lib/pages/site-copy.ts: needs the page (site copy or server code)",
    ]);
  });
});
