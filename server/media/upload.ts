/**
 * One upload request, as it streams (busboy): each file is written to a private temporary file
 * under DATA_DIR/media-cache/incoming while its SHA-256 is computed, never held in memory, and
 * cut at MAX_FILE_BYTES; then, one at a time per core, its first bytes say what it is, sharp
 * reads it to the end, and it is stored in one statement (a new item, or the existing one of
 * the same bytes). Each file has its own outcome, named by its file name: three good files and
 * one bad store the three and refuse the one; nothing is ever half-stored.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { fill } from "../../app/base/template";
import type { MediaItem, MediaStore } from "../db/media";
import { SNIFF_BYTES, sniff } from "./detect";
import { inspect, transforms } from "./images";
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST, MAX_INPUT_PIXELS } from "./limits";
import { mediaWords as words } from "./words";

export interface StoredFile {
  file: string;
  item: MediaItem;
  /** The same bytes were already in the library: nothing new was stored. */
  duplicate: boolean;
  message: string;
}

export interface RefusedFile {
  file: string;
  message: string;
}

export interface UploadOutcome {
  stored: StoredFile[];
  refused: RefusedFile[];
  /**
   * Why the request was refused from some point on: a file over the limit (413: the rest is
   * not read), or a file before the form token (403: nothing stored, the rest discarded).
   * Files before a file over the limit keep their outcome.
   */
  stopped?: "too-large" | "form-token";
}

/** A file name as shown back: no folders, no control characters, at most 200 characters. */
export function displayName(name: string | undefined): string {
  const folderless = path.basename((name ?? "").replace(/\\/g, "/"));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  const plain = folderless.replace(/[\u0000-\u001f\u007f]/g, "");
  return plain.slice(0, 200) || "(no name)";
}

/** The refusal of a file whose first bytes are no picture the library takes. */
function refusalOf(kind: string, file: string): string {
  const r = words.refused;
  switch (kind) {
    case "empty":
      return fill(r.empty, { file });
    case "heif":
      return fill(r.heif, { file });
    case "svg":
      return fill(r.svg, { file });
    case "html":
      return fill(r.html, { file });
    case "pdf":
      return fill(r.pdf, { file });
    case "gif":
      return fill(r.gif, { file });
    default:
      return fill(r.unknown, { file });
  }
}

interface Spooled {
  file: string;
  temp: string;
  bytes: number;
  hash: string;
}

export function createUploads(options: {
  store: Pick<MediaStore, "addMedia">;
  /** DATA_DIR/media-cache/incoming: emptied at start. */
  incomingDir: string;
}) {
  const { store, incomingDir } = options;

  /** Decides and stores one spooled file; never throws. */
  async function settle(spooled: Spooled, uploadedBy: number): Promise<StoredFile | RefusedFile> {
    const { file } = spooled;
    try {
      if (spooled.bytes === 0) return { file, message: refusalOf("empty", file) };
      const head = Buffer.alloc(Math.min(SNIFF_BYTES, spooled.bytes));
      const handle = await open(spooled.temp, "r");
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
      const sniffed = sniff(head);
      if (sniffed.kind !== "picture") return { file, message: refusalOf(sniffed.kind, file) };
      const seen = await inspect(spooled.temp, sniffed.type);
      if (!seen.ok) {
        if (seen.reason === "pixel-bomb")
          return {
            file,
            message: fill(words.refused.pixelBomb, {
              file,
              width: seen.width,
              height: seen.height,
              limitMp: MAX_INPUT_PIXELS / 1_000_000,
            }),
          };
        return {
          file,
          message:
            seen.reason === "corrupt" ? fill(words.refused.corrupt, { file }) : refusalOf("", file),
        };
      }
      // Read whole only now, one file per core at a time: memory stays that of a few files.
      const { item, created } = await transforms(async () =>
        store.addMedia(
          {
            hash: spooled.hash,
            type: seen.type,
            width: seen.width,
            height: seen.height,
            bytes: spooled.bytes,
            fileName: file,
            uploadedBy,
            uploadedAt: Date.now(),
          },
          await readFile(spooled.temp),
        ),
      );
      const stored: StoredFile = {
        file,
        item,
        duplicate: !created,
        message: fill(created ? words.stored : words.duplicate, { file }),
      };
      return stored;
    } catch {
      return { file, message: fill(words.refused.failed, { file }) };
    } finally {
      await rm(spooled.temp, { force: true });
    }
  }

  return {
    /** Empties the folder of files a crash left half-received. */
    async start() {
      await rm(incomingDir, { recursive: true, force: true });
      await mkdir(incomingDir, { recursive: true, mode: 0o700 });
    },

    /**
     * Reads the request's files as they stream and settles each. `tokenChecked`: the form
     * token came in a header; otherwise the form's `csrf` field must come before any file
     * (browsers send fields in the form's order) and `checkToken` decides it.
     */
    receive(
      req: IncomingMessage,
      who: { staffId: number },
      token: { checked: boolean; check: (value: string) => boolean },
    ): Promise<UploadOutcome> {
      return new Promise((resolve) => {
        const outcome: UploadOutcome = { stored: [], refused: [] };
        /** Each file's outcome by its place in the request: answered in the request's order. */
        const results: { at: number; result: StoredFile | RefusedFile }[] = [];
        const settling: Promise<void>[] = [];
        const spooling = new Set<Promise<void>>();
        let tokenOk = token.checked;
        let count = 0;
        let finished = false;
        let parser: busboy.Busboy;
        const record = (at: number, result: StoredFile | RefusedFile) => {
          results.push({ at, result });
        };
        const finish = async () => {
          if (finished) return;
          finished = true;
          await Promise.allSettled([...spooling]);
          await Promise.allSettled(settling);
          for (const { result } of results.sort((a, b) => a.at - b.at)) {
            if ("item" in result) outcome.stored.push(result);
            else outcome.refused.push(result);
          }
          resolve(outcome);
        };
        const stop = (why: "too-large" | "form-token") => {
          if (outcome.stopped) return;
          outcome.stopped = why;
          // Without the form token, the rest of the body is read and discarded (within the
          // same limits, nothing written), then refused: an answer before the client has sent
          // its body can be lost. A file over the limit is answered at once: the caller
          // discards what still arrives, then closes the connection.
          if (why === "form-token") return;
          req.unpipe(parser);
          void finish();
        };
        try {
          parser = busboy({
            headers: req.headers,
            defParamCharset: "utf8",
            limits: {
              fileSize: MAX_FILE_BYTES,
              // Files past MAX_FILES_PER_REQUEST are refused by name (and discarded) below;
              // beyond twice that the parser ignores them.
              files: MAX_FILES_PER_REQUEST * 2,
              fields: 10,
              fieldSize: 4096,
              parts: MAX_FILES_PER_REQUEST * 2 + 10,
            },
          });
        } catch {
          resolve({ stored: [], refused: [], stopped: undefined });
          return;
        }
        parser.on("field", (name, value) => {
          if (name === "csrf" && !token.checked) tokenOk = token.check(value);
        });
        parser.on("file", (_field, stream, info) => {
          const file = displayName(info.filename);
          if (outcome.stopped) return stream.resume();
          if (!tokenOk) {
            stream.resume();
            return stop("form-token");
          }
          count += 1;
          const at = count;
          if (count > MAX_FILES_PER_REQUEST) {
            record(at, {
              file,
              message: fill(words.refused.tooMany, { file, max: MAX_FILES_PER_REQUEST }),
            });
            return stream.resume();
          }
          const temp = path.join(incomingDir, randomBytes(12).toString("hex"));
          const hash = createHash("sha256");
          let bytes = 0;
          let tooLarge = false;
          stream.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            hash.update(chunk);
          });
          stream.on("limit", () => {
            tooLarge = true;
            record(at, {
              file,
              message: fill(words.refused.tooLarge, {
                file,
                limitMb: MAX_FILE_BYTES / 1024 / 1024,
              }),
            });
            stop("too-large");
            // Nothing more of it is read: its half-written copy is deleted below.
            stream.destroy();
          });
          const spooled = pipeline(stream, createWriteStream(temp, { mode: 0o600 }))
            .then(() => {
              if (tooLarge || outcome.stopped === "form-token") return rm(temp, { force: true });
              const done = settle({ file, temp, bytes, hash: hash.digest("hex") }, who.staffId);
              settling.push(done.then((result) => record(at, result)));
            })
            .catch(async () => {
              await rm(temp, { force: true });
              // The request ended inside the file (a truncated upload).
              if (!tooLarge) record(at, { file, message: fill(words.refused.corrupt, { file }) });
            });
          spooling.add(spooled);
          void spooled.finally(() => spooling.delete(spooled));
        });
        parser.on("close", () => void finish());
        parser.on("error", () => void finish());
        req.on("aborted", () => void finish());
        req.pipe(parser);
      });
    },
  };
}
