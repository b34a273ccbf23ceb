/**
 * The media library, assembled (issue 52): the served files' cache and the uploads' temporary
 * folder under DATA_DIR/media-cache, on the site's database. server/index.ts makes it;
 * server/app.ts mounts its routes (routes.ts).
 */
import path from "node:path";
import type { MediaShapes } from "../../app/base/media-urls";
import type { AdminService } from "../admin/service";
import type { MediaStore } from "../db/media";
import type { Logger } from "../log";
import { type MediaUses, mediaCards, mediaRoutes, noUsesYet } from "./routes";
import { createServedFiles } from "./served";
import { createUploads } from "./upload";

export function createMediaLibrary(options: {
  store: MediaStore;
  /** DATA_DIR: the cache is DATA_DIR/media-cache (per instance; made again when lost). */
  dataDir: string;
  logger: Logger;
  /** Where each picture is used: the live words' picture fields (none when not given). */
  uses?: MediaUses;
}) {
  const cacheDir = path.join(options.dataDir, "media-cache");
  const served = createServedFiles({ store: options.store, cacheDir, logger: options.logger });
  const uploads = createUploads({
    store: options.store,
    incomingDir: path.join(cacheDir, "incoming"),
  });
  const uses = options.uses ?? noUsesYet;
  return {
    cacheDir,
    /** The library's list and items for the staff page's loader (server/services.ts). */
    cards: mediaCards({ store: options.store, uses }),
    served,
    /**
     * The size and focal point of the pictures of `hashes` the library holds, for the pages'
     * `<picture>` (the load context's `mediaShapes`, app/load-context.ts).
     */
    async shapesOf(hashes: readonly string[]): Promise<MediaShapes> {
      const items = await Promise.all(hashes.map((hash) => options.store.getMedia(hash)));
      return new Map(
        items.flatMap((item) =>
          item
            ? [
                [
                  item.hash,
                  {
                    width: item.width,
                    height: item.height,
                    focalX: item.focalX,
                    focalY: item.focalY,
                  },
                ] as const,
              ]
            : [],
        ),
      );
    },
    /** Empties the uploads' temporary folder (files a crash left half-received). */
    start: () => uploads.start(),
    routes: (admin: AdminService) =>
      mediaRoutes({
        store: options.store,
        served,
        uploads,
        admin,
        logger: options.logger,
        uses,
      }),
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
