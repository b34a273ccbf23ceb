/**
 * Compiles the server, and the operator's scripts, to JavaScript in build/server-dist, so
 * production runs `node build/server-dist/index.js` and never compiles TypeScript at start
 * (tsx is for development and tests). esbuild bundles our own modules (server/ and what it
 * imports from app/) into one file per entry; packages stay imports of node_modules.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";

export const serverDist = "build/server-dist";

/** The programs of build/server-dist: the server, and the scripts an operator runs. */
export const entryPoints = {
  index: "server/index.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "admin-add": "scripts/admin-add.ts",
  content: "scripts/content.ts",
  "launch-check": "scripts/launch-check.ts",
};

/**
 * A package's file imported without its extension ("nodemailer/lib/smtp-transport"): tsx and
 * bundlers find it, Node's ES module loader does not. Such imports stay external, spelled as
 * the file Node's require would load ("nodemailer/lib/smtp-transport/index.js").
 */
function packageSubpaths(root: string): Plugin {
  const require = createRequire(path.join(root, "package.json"));
  return {
    name: "package-subpaths",
    setup(build) {
      build.onResolve({ filter: /^(@[a-z0-9-]+\/)?[a-z0-9][^/]*\/[^.]+$/ }, (args) => {
        // Node's own modules ("node:fs/promises") are Node's to find.
        if (args.path.startsWith("node:")) return { path: args.path, external: true };
        const file = require.resolve(args.path);
        const inPackage = file.slice(file.lastIndexOf("node_modules/") + "node_modules/".length);
        return { path: inPackage.split(path.sep).join("/"), external: true };
      });
    },
  };
}

export async function compileServer(root = path.resolve(import.meta.dirname, "..")) {
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: serverDist,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    // Each entry is its own program; shared code is duplicated rather than split in chunks.
    splitting: false,
    logLevel: "warning",
    metafile: true,
    plugins: [packageSubpaths(root)],
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith(".js"))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  console.log(
    `postbuild: compiled the server to ${serverDist} (${Object.keys(entryPoints).length} programs, ${(bytes / 1024).toFixed(0)} KiB)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await compileServer();
}
