/**
 * Vite plugin: every lucide icon (`lucide-react/icons/<name>`) is drawn as `<svg><use href=
 * "/assets/icons-<hash>.svg#<name>"/></svg>` (app/components/ui/sprite-icon.tsx), and the icons'
 * paths live once in that sprite, a content-hashed file cached for a year, instead of inline in
 * every page's HTML: a public page's HTML carried ~90 icons' paths (33 KB of 143 on the home
 * page), its largest part after the words (docs/performance.md, "HTML").
 *
 * The sprite holds every icon the app imports, found by reading app/ (so the client and the server
 * builds name the same file); it is written into the client build, and served by Vite in
 * development. Brand marks (app/components/ui/brand-icons.tsx) are in it too.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { escapeHtml } from "../app/base/html";
import { brandGlyphs } from "../app/components/ui/brand-glyphs";
import { mergedShapes } from "./icon-paths";

const iconImport = /["']lucide-react\/icons\/([a-z0-9-]+)["']/g;
const virtualSprite = "virtual:icon-sprite";
const iconPrefix = "\0icon:";

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The names of the icons app/ imports, sorted. */
function usedIcons(appDir: string): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(appDir))
    for (const m of readFileSync(file, "utf8").matchAll(iconImport)) names.add(m[1]!);
  return [...names].sort();
}

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** One shape as SVG markup, with `id` when given. */
function element([tag, attributes]: [string, Record<string, string | number>], id = ""): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join("");
  return `<${tag}${id && ` id="${id}"`}${attrs}/>`;
}

/**
 * Every icon as the shapes lucide draws on a 24 × 24 grid, merged into one path where they can be
 * (./icon-paths.ts), with the icon's name as its id (a group where some shapes keep their own
 * element), and every brand mark as a path (`brand-<name>`, app/components/ui/brand-glyphs.ts).
 * A `<use>` clones what its id names into the page: a path is one element to style and lay out,
 * where a `<symbol>` was two (it is cloned as a nested `<svg>`, a viewport of its own, around
 * its path); the page's `<svg>` already has the symbol's viewBox, so the drawing is the same.
 */
async function spriteOf(names: string[]): Promise<string> {
  const drawings: string[] = [];
  for (const name of names) {
    const module = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: { node: IconNode };
    };
    const shapes = mergedShapes(
      module.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]),
    );
    const [only] = shapes;
    if (shapes.length === 1 && only) drawings.push(element(only, name));
    else drawings.push(`<g id="${name}">${shapes.map((shape) => element(shape)).join("")}</g>`);
  }
  for (const [name, d] of Object.entries(brandGlyphs))
    drawings.push(`<path id="brand-${name}" d="${d}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg"><defs>${drawings.join("")}</defs></svg>`;
}

export function iconSprite(options: { appDir: string; component: string }): Plugin {
  let sprite = "";
  let fileName = "";
  return {
    name: "icon-sprite",
    enforce: "pre",
    async buildStart() {
      sprite = await spriteOf(usedIcons(options.appDir));
      const hash = createHash("sha256").update(sprite).digest("base64url").slice(0, 8);
      fileName = `assets/icons-${hash}.svg`;
    },
    resolveId(source) {
      if (source === virtualSprite) return `\0${virtualSprite}`;
      const icon = /^lucide-react\/icons\/([a-z0-9-]+)$/.exec(source)?.[1];
      return icon ? `${iconPrefix}${icon}` : null;
    },
    load(id) {
      if (id === `\0${virtualSprite}`)
        return `export const spriteUrl = ${JSON.stringify(`/${fileName}`)};`;
      if (!id.startsWith(iconPrefix)) return null;
      const name = id.slice(iconPrefix.length);
      return [
        `import { createElement } from "react";`,
        `import { SpriteIcon } from ${JSON.stringify(options.component)};`,
        `export default function Icon(props) {`,
        `  return createElement(SpriteIcon, { ...props, name: ${JSON.stringify(name)} });`,
        `}`,
      ].join("\n");
    },
    generateBundle() {
      if (this.environment?.name === "ssr") return;
      this.emitFile({ type: "asset", fileName, source: sprite });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== `/${fileName}`) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(sprite);
      });
    },
  };
}
