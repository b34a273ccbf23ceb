/**
 * The pictures as the site serves them: GET /media/<hash>-<width>.<avif|webp|jpg>, or a crop,
 * /media/<hash>-<width>-<aspect>-<fx>.<fy>.<format> (the focal point in hundredths, so a new
 * focal point is a new URL and a cached crop never goes stale; app/base/media-urls.ts names
 * them, for the pages too). Only the widths, aspects and formats named there are made, and a crop only at the item's current focal point (a crop named with an
 * older one is sent on to the current one's URL, so a page rendered before a focal point changed
 * still shows the picture until its next publish); any other name is a 404, so no client decides
 * what the server makes.
 *
 * Each file is made once per instance from the original in the database and kept on disk
 * (DATA_DIR/media-cache/, written to a temporary name and renamed, so a crash leaves no half
 * file under a served name); after a restart or a lost folder it is made again on demand. Two
 * requests for the same missing file wait for one transform. Answers are immutable for a year.
 */
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  focalToken,
  formatTypes,
  mediaUrl,
  parseServedName,
  type ServedName,
} from "../../app/base/media-urls";
import type { MediaItem, MediaStore } from "../db/media";
import { errorFields, type Logger } from "../log";
import { derive } from "./images";

/** Bumped when the way files are made changes: every URL (and cached file) changes with it. */
export const DERIVE_VERSION = 1;

export interface ServedFile {
  file: string;
  bytes: number;
  type: string;
  etag: string;
}

export function createServedFiles(options: {
  store: Pick<MediaStore, "getMedia" | "mediaOriginal">;
  /** DATA_DIR/media-cache */
  cacheDir: string;
  logger: Logger;
}) {
  const { store, cacheDir, logger } = options;
  /** The files being made now, by cache name: a second request waits for the first. */
  const making = new Map<string, Promise<void>>();

  const cachePath = (name: string) => path.join(cacheDir, name.slice(0, 2), name);

  async function make(item: MediaItem, wanted: ServedName, file: string) {
    const original = await store.mediaOriginal(item.hash);
    if (!original) throw new Error("the original is gone");
    const bytes = await derive(original, item, wanted);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
  }

  return {
    cacheDir,

    /**
     * The file for a URL path: made now if this instance has not made it yet; null when the
     * path names nothing the library serves (unknown item, width or aspect); `{ movedTo }` for a
     * crop named with an older focal point: the URL of the same crop at the current one.
     */
    async find(urlPath: string): Promise<ServedFile | { movedTo: string } | null> {
      const wanted = parseServedName(urlPath);
      if (!wanted) return null;
      const item = await store.getMedia(wanted.hash);
      if (!item) return null;
      if (wanted.aspect && wanted.focal !== focalToken(item))
        return { movedTo: mediaUrl(item, wanted) };
      const name = `${path.basename(urlPath)}.v${DERIVE_VERSION}`;
      const file = cachePath(name);
      const etag = `"${name}"`;
      const type = formatTypes[wanted.format];
      try {
        return { file, bytes: (await stat(file)).size, type, etag };
      } catch {
        // Not made on this instance yet (or the folder was lost): made once, whoever asks.
      }
      let pending = making.get(name);
      if (!pending) {
        pending = make(item, wanted, file).finally(() => making.delete(name));
        making.set(name, pending);
      }
      await pending;
      return { file, bytes: (await stat(file)).size, type, etag };
    },

    /** Deletes this instance's files of an item (a removal; other instances stop serving them). */
    async forget(hash: string) {
      const dir = path.join(cacheDir, hash.slice(0, 2));
      try {
        for (const entry of await readdir(dir))
          if (entry.startsWith(hash)) await rm(path.join(dir, entry), { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT")
          logger.warn("media cache not cleared", { hash, ...errorFields(error) });
      }
    },

    /** Streams a found file as the answer body. */
    stream(found: ServedFile) {
      return createReadStream(found.file);
    },
  };
}

export type ServedFiles = ReturnType<typeof createServedFiles>;
