/**
 * The media library as the publish check sees it (issue 52): which of the pictures a revision
 * chooses the library holds, so a picture removed meanwhile (or a hash typed by hand) is refused
 * by name. The engine stays free of the database: it is handed the set (app/content/engine/
 * checks.ts, `CheckOptions.library`).
 */
import type { ContentDocuments, DataTopicName } from "../../app/content/engine/content";
import { chosenPictures } from "../../app/content/engine/pictures";
import type { MediaStore } from "../db/media";

export type MediaLookup = Pick<MediaStore, "getMedia">;

/**
 * The site database's media store, when `store` is one (the server's and the commands' database
 * is; a test's bare content store is not, and then chosen pictures are not looked up).
 */
export function mediaOf(store: unknown): MediaLookup | undefined {
  const media = store as Partial<MediaLookup> | null;
  return typeof media?.getMedia === "function" ? (media as MediaLookup) : undefined;
}

/** The hashes chosen in `topics` of `documents` that the library holds. */
export async function libraryHolding(
  media: MediaLookup | undefined,
  documents: Partial<ContentDocuments>,
  topics: readonly DataTopicName[],
): Promise<ReadonlySet<string> | undefined> {
  if (!media) return undefined;
  const hashes = [...new Set(chosenPictures(documents, topics).map((chosen) => chosen.hash))];
  const held = await Promise.all(
    hashes.map(async (hash) => ((await media.getMedia(hash)) ? hash : null)),
  );
  return new Set(held.filter((hash): hash is string => hash !== null));
}
