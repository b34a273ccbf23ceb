/**
 * After `react-router build`: removes the route data React Router prerendered beside each page
 * (`*.data`: public pages have no client-side navigation to read it, docs/decisions/0016-islands.md),
 * writes brotli and gzip copies of every text file in build/client so the server never
 * compresses a static file per request (measured here: about 2,400 req/s for a stored copy
 * against 1,350 when compressing per request),
 * records the origin the prerendered pages were built for (build/site.json, read by the server
 * at start: server/build-info.ts), and compiles the server to JavaScript (build/server-dist).
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { siteUrl } from "../app/lib/pages/page-head.server";
import { writeBuildInfo } from "../server/build-info";
import { compileServer } from "./compile-server";

export const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function main() {
  const root = path.resolve("build/client");
  let files = 0;
  let before = 0;
  let afterBr = 0;
  let dataFiles = 0;
  for await (const file of walk(root)) {
    if (file.endsWith(".data")) {
      await rm(file);
      dataFiles += 1;
      continue;
    }
    if (!compressible.test(file)) continue;
    const data = await readFile(file);
    if (data.length < 256) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    files += 1;
    before += data.length;
    afterBr += br.length;
  }
  const { mtime } = await stat(root);
  console.log(`postbuild: removed ${dataFiles} prerendered route data files (*.data)`);
  console.log(
    `postbuild: precompressed ${files} files, ${(before / 1024).toFixed(0)} KiB -> ${(afterBr / 1024).toFixed(0)} KiB brotli (${mtime.toISOString()})`,
  );
}

await main();
// The same origin the prerender used: this script runs in the environment of `npm run build`.
writeBuildInfo(path.resolve("build"), { siteUrl: siteUrl(), builtAt: new Date().toISOString() });
console.log(`postbuild: prerendered pages carry ${siteUrl()} (build/site.json)`);
await compileServer();
