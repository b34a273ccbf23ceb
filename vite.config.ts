import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const appDir = path.resolve(import.meta.dirname, "app");
const routesDir = path.join(appDir, "routes");
/** Modules every page loads: the client entry and the root route. */
const everyPage = new Set([path.join(appDir, "entry.client.tsx"), path.join(appDir, "root.tsx")]);
const isPublicRoute = (id: string) =>
  id.startsWith(routesDir + path.sep) && !id.startsWith(path.join(routesDir, "admin") + path.sep);
/** Building blocks many pages use: icons, UI primitives, client helpers. */
const buildingBlock =
  /[\\/](node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons|app[\\/]components[\\/]ui|app[\\/](lib|base))[\\/]/;
/** The section blocks pages are composed from (app/components/sections). */
const sectionBlock = /[\\/]app[\\/]components[\\/]sections[\\/]/;
/** Below this source size a module costs less than the request it would need on its own. */
const smallModuleBytes = 2000;

type ModuleInfo = { importers: readonly string[]; code: string | null } | null;

/** The modules that import `id` statically, directly or not (not through a dynamic import). */
function staticImportersOf(id: string, info: (id: string) => ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(info(current)?.importers ?? []));
  }
  return seen;
}

/**
 * Which chunk a client module goes to. "shared" is loaded by every page: what the client entry
 * and the root route import statically (React, React Router, the layout), plus small icons and
 * UI pieces used by three or more public pages, which would otherwise each be a file of a few
 * hundred bytes and a request of their own. Everything else is left to Rolldown: a page's own
 * code goes with its route, code only reached through a dynamic import (the popup, the lead
 * form, the announcement) loads when it is used. React DOM stays in the entry chunk so the two
 * large files are evaluated as separate tasks.
 */
function chunkOf(id: string, info: (id: string) => ModuleInfo): string | null {
  if (/[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/.test(id)) return null;
  if (everyPage.has(id)) return null;
  // React and React Router in a chunk of their own, evaluated in a task of their own after the
  // first paint (app/lib/defer-hydration.server.ts): with the layout they made one long task.
  if (/[\\/]node_modules[\\/](react|react-router)[\\/]/.test(id)) return "framework";
  const importers = staticImportersOf(id, info);
  if ([...everyPage].some((m) => importers.has(m))) return "shared";
  const small = (info(id)?.code?.length ?? Infinity) < smallModuleBytes;
  if (buildingBlock.test(id) && small && [...importers].filter(isPublicRoute).length >= 3)
    return "shared";
  // The section blocks three or more pages compose, in one file: one request instead of one
  // per block, each a few KiB, on every page's first visit.
  if (sectionBlock.test(id) && [...importers].filter(isPublicRoute).length >= 3) return "sections";
  return null;
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on the chunks a page
 * boots with: their functions are compiled on a background thread while the file streams in,
 * instead of on the main thread the first time hydration calls them. Measured on /hi: the main
 * thread's script time while hydrating 102 -> 80 ms, its longest task 24 -> 18 ms
 * (docs/performance.md). Chunks that are only imported dynamically (the contact popup, the
 * announcement, the carousels' engine, web-vitals) are left to lazy compilation: they are not
 * all run at once. The lead form is hinted: the pages that show it import it statically.
 * The comment goes in through Rolldown's postBanner, after minification, which would strip it.
 */
const compileHint = (chunk: { isEntry: boolean; isDynamicEntry: boolean; fileName: string }) =>
  chunk.fileName.endsWith(".js") && (chunk.isEntry || !chunk.isDynamicEntry)
    ? "//# allFunctionsCalledOnLoad"
    : "";

export default defineConfig({
  // Tailwind must run before React Router's plugin, or the CSS misses classes from routes.
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        postBanner: compileHint,
        // Fewer, larger files for the code every page shares: dozens of tiny chunks cost a
        // request each on a phone's first visit (docs/performance.md).
        codeSplitting: {
          // One walk of the importers per module: cheap at this size (a few hundred modules).
          groups: [{ name: (id, ctx) => chunkOf(id, (m) => ctx.getModuleInfo(m)) }],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
