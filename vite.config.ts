import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/icon-sprite";

/**
 * React and React DOM in one file of their own: public pages load it only when an island is
 * hydrated (docs/decisions/0016-islands.md), the staff inbox with its app. Everything else is
 * left to Rolldown: a public page's one script (app/entry.client.tsx) with its behaviours, each
 * island's code on its own, loaded when one is hydrated.
 */
const reactChunk = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const publicEntry = path.resolve(import.meta.dirname, "app/entry.client.tsx");

type ModuleInfo = { importers: readonly string[] } | null;

/** Whether the public page's script imports `id` statically, directly or not. */
function loadedByEveryPage(id: string, info: (id: string) => ModuleInfo): boolean {
  const seen = new Set<string>();
  const stack = [...(info(id)?.importers ?? [])];
  while (stack.length) {
    const current = stack.pop() as string;
    if (current === publicEntry) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(info(current)?.importers ?? []));
  }
  return false;
}

/**
 * React's file, or "page" for what every public page's script imports (its behaviours, which
 * island components share a few helpers with): one file beside the entry, not one per helper.
 */
function chunkOf(id: string, info: (id: string) => ModuleInfo): string | null {
  if (reactChunk.test(id)) return "react";
  return loadedByEveryPage(id, info) ? "page" : null;
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on React's file:
 * an island's hydration calls most of it at once, so its functions are compiled on a background
 * thread while the file streams in instead of on the main thread during hydration
 * (docs/performance.md). It goes in through Rolldown's postBanner, after minification.
 */
const compileHint = (chunk: { name: string; fileName: string }) =>
  chunk.name === "react" && chunk.fileName.endsWith(".js") ? "//# allFunctionsCalledOnLoad" : "";

export default defineConfig({
  plugins: [
    // Every lucide icon drawn from one cached sprite, not inline in each page (scripts/icon-sprite.ts).
    iconSprite({
      appDir: path.resolve(import.meta.dirname, "app"),
      component: path.resolve(import.meta.dirname, "app/components/ui/sprite-icon.tsx"),
    }),
    // Tailwind must run before React Router's plugin, or the CSS misses classes from routes.
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        postBanner: compileHint,
        // An island's code is named for the island ("lead-form-<hash>.js", app/islands/island.tsx).
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.island$/, "")}-[hash].js`,
        codeSplitting: {
          groups: [{ name: (id, ctx) => chunkOf(id, (m) => ctx.getModuleInfo(m)) }],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
