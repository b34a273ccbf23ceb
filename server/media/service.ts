/**
 * The media library, assembled (issue 52): the served files' cache and the uploads' temporary
 * folder under DATA_DIR/media-cache, on the site's database. server/index.ts makes it;
 * server/app.ts mounts its routes (routes.ts).
 */
import path from "node:path";
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
  /** Where each picture is used (the picture fields will tell; none until they exist). */
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
