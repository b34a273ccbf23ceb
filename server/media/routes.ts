/**
 * The media library over HTTP, answered by Express before React Router (server/app.ts):
 *
 *   GET  /media/<name>                  a served file (served.ts): public, immutable for a year
 *   GET  /admin/media.json              the library, searched (any signed-in staff: sales view)
 *   POST /admin/media/upload            multipart, one or more files (owner and editor)
 *   POST /admin/media/<id>/focal        fields x, y in 0..1 (owner and editor)
 *   POST /admin/media/<id>/remove       refused while the picture is used (owner and editor)
 *
 * The staff routes take the staff pages' session cookie and form token (the `csrf` field, or
 * the X-CSRF-Token header from a script), and the form guard has checked the post's Origin
 * (steps/form-guard.ts). Changing the library needs the "content.edit" permission (owners and
 * editors, app/base/staff-roles.ts); a refusal is recorded like any staff page's. A caller that
 * accepts JSON gets JSON; a form posted without JavaScript gets a 303 back to /admin/media.
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { MEDIA_WIDTHS, mediaUrl, pictureSources } from "../../app/base/media-urls";
import { decide } from "../../app/base/staff-roles";
import { fill } from "../../app/base/template";
import type { AdminService, StaffIdentity } from "../admin/service";
import type { MediaItem, MediaStore } from "../db/media";
import { errorFields, type Logger } from "../log";
import { cacheControl, uncached } from "../steps/headers";
import { requestBody, requestTarget } from "../steps/hygiene";
import type { ServedFiles } from "./served";
import type { createUploads, StoredFile } from "./upload";
import { mediaWords as words } from "./words";

/** One place a picture is used: the topic and field of the site's words that name it. */
export interface MediaUse {
  topic: string;
  field: string;
}

/**
 * Where a picture is used: the live words' picture fields that choose it (server/index.ts reads
 * them with app/content/engine/pictures.ts `usesOfPicture`). A picture with a use is not removed.
 */
export type MediaUses = (item: MediaItem) => Promise<MediaUse[]>;
export const noUsesYet: MediaUses = async () => [];

/** Paths the media routes answer (the not-found page must let them through to Express). */
export function isMediaPath(pathname: string): boolean {
  return /^\/media\//i.test(pathname) || /^\/admin\/media(?:\.json$|\/)/i.test(pathname);
}

/** The keys of the staff posts (the form guard's list, and the paths that take a POST). */
export const mediaPostPath = /^\/admin\/media\/(?:upload|\d+\/(?:focal|remove))$/;
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";

/**
 * After answering a client still sending a body we will not read: discard what arrives for at
 * most 2 s or 32 MB, then close (request hygiene's lingering close, steps/hygiene.ts). Sending
 * `Connection: close` instead would close the socket under the client's writes.
 */
function lingerThenClose(req: IncomingMessage) {
  // Read to its end already: the connection is clean and may serve the client's next request.
  if (req.complete || req.readableEnded) return;
  let discarded = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, 2000);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > 32 * 1024 * 1024) cut();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("error", cut);
  req.resume();
}

const wantsJson = (req: Request) => (req.headers.accept ?? "").includes("application/json");

/** One library item as the staff page and /admin/media.json show it. */
export type MediaCard = ReturnType<typeof itemJson>;

function itemJson(item: MediaItem, uses: MediaUse[]) {
  const thumbnail = pictureSources(item, { widths: [320, 640], aspect: "1x1", sizes: "10rem" });
  return {
    id: item.id,
    hash: item.hash,
    fileName: item.fileName,
    type: item.type,
    width: item.width,
    height: item.height,
    bytes: item.bytes,
    uploadedAt: new Date(item.uploadedAt).toISOString(),
    uploader: item.uploaderEmail,
    focalPoint: { x: item.focalX, y: item.focalY },
    uses,
    url: mediaUrl(item, { width: MEDIA_WIDTHS[1], format: "jpg" }),
    thumbnail,
  };
}

/** Items per page of the library's list. */
const PER_PAGE = 60;

/**
 * The library's list as staff see it (the JSON route and the /admin/media page's loader):
 * the query's `q` (part of the file name), `uploader`, `minBytes`, `maxBytes`, `from`, `to`
 * (YYYY-MM-DD), `page`, and `unused=1` for the pictures used nowhere (those staff may remove);
 * or `hash`, the one picture of that content hash.
 */
export function mediaCards(options: { store: MediaStore; uses: MediaUses }) {
  const { store, uses } = options;
  async function list(query: URLSearchParams) {
    const number = (name: string) => {
      const value = query.get(name);
      return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
    };
    const date = (name: string, endOfDay = false) => {
      const value = query.get(name);
      if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
      const at = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(at) ? at + (endOfDay ? 86_400_000 : 0) : undefined;
    };
    const perPage = PER_PAGE;
    // One picture by its content hash (the editor's picture field: its focal point).
    const hash = query.get("hash");
    if (hash !== null) {
      const item = /^[0-9a-f]{64}$/.test(hash) ? await store.getMedia(hash) : null;
      const items = item ? [itemJson(item, await uses(item))] : [];
      return { items, total: items.length, page: 1, perPage };
    }
    const page = Math.max(1, number("page") ?? 1);
    const filter = {
      name: query.get("q")?.slice(0, 200) || undefined,
      uploader: query.get("uploader")?.slice(0, 320) || undefined,
      minBytes: number("minBytes"),
      maxBytes: number("maxBytes"),
      from: date("from"),
      to: date("to", true),
    };
    if (query.get("unused") !== "1") {
      const { items, total } = await store.listMedia({
        ...filter,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const withUses = await Promise.all(
        items.map(async (item) => itemJson(item, await uses(item))),
      );
      return { items: withUses, total, page, perPage };
    }
    // Where a picture is used is not a column: the unused ones are found by reading the
    // matching items in batches (a library holds hundreds of pictures, not millions).
    const unused: MediaCard[] = [];
    const batch = 200;
    for (let offset = 0; ; offset += batch) {
      const { items } = await store.listMedia({ ...filter, limit: batch, offset });
      for (const item of items) {
        const used = await uses(item);
        if (used.length === 0) unused.push(itemJson(item, used));
      }
      if (items.length < batch) break;
    }
    const start = (page - 1) * perPage;
    return { items: unused.slice(start, start + perPage), total: unused.length, page, perPage };
  }
  /** One item by its id, with where it is used; null when there is none. */
  async function one(id: number): Promise<MediaCard | null> {
    const item = await store.getMediaById(id);
    return item ? itemJson(item, await uses(item)) : null;
  }
  return { list, one };
}

export type MediaCards = ReturnType<typeof mediaCards>;

export function mediaRoutes(options: {
  store: MediaStore;
  served: ServedFiles;
  uploads: ReturnType<typeof createUploads>;
  admin: AdminService;
  logger: Logger;
  uses: MediaUses;
}) {
  const { store, served, uploads, admin, logger, uses } = options;
  const cards = mediaCards({ store, uses });
  const https = (req: Request) => req.protocol === "https";

  /** The signed-in staff member, or an answer (sign in; beyond the role) already sent. */
  async function staffFor(
    req: Request,
    res: Response,
    change: boolean,
  ): Promise<StaffIdentity | null> {
    const staff = await admin.authenticate(req.headers.cookie ?? null, https(req));
    if (!staff) {
      if (wantsJson(req) || req.method !== "POST")
        res.status(401).set(uncached).json({ error: words.signedOut });
      else res.redirect(303, "/admin/login?next=%2Fadmin%2Fmedia");
      return null;
    }
    if (change && decide(staff, "content.edit") !== "allowed") {
      await admin.audit.record({
        actor: { id: staff.staffId, email: staff.email },
        kind: "access.denied",
        subject: `${req.method} ${requestTarget(req).path}`,
        details: { permission: "content.edit", role: staff.role, reason: "role" },
        ipHash: admin.hashIp(req.ip),
      });
      res.status(403).set(uncached).json({ error: words.forbidden });
      return null;
    }
    return staff;
  }

  function refuseToken(req: Request, res: Response, staff: StaffIdentity) {
    admin.audit.recordAggregated({
      kind: "form.refused",
      subject: `staff:${staff.staffId} ${staff.email}`,
      ipHash: admin.hashIp(req.ip),
      details: { reason: "form-token", path: requestTarget(req).path },
    });
    res.status(403).set(uncached).json({ error: words.formExpired });
  }

  /** A small form post's fields (urlencoded or multipart), read by request hygiene. */
  async function formOf(req: Request): Promise<URLSearchParams | FormData> {
    const body = requestBody(req) ?? Buffer.alloc(0);
    const type = req.headers["content-type"] ?? "";
    if (type.startsWith("multipart/form-data"))
      return new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    return new URLSearchParams(body.toString("utf8"));
  }

  function answer(req: Request, res: Response, status: number, json: object, flash: string) {
    if (wantsJson(req)) return res.status(status).set(uncached).json(json);
    return res.redirect(303, `/admin/media?${flash}`);
  }

  async function upload(req: Request, res: Response) {
    const staff = await staffFor(req, res, true);
    if (!staff) return lingerThenClose(req);
    if (!(req.headers["content-type"] ?? "").startsWith("multipart/form-data")) {
      res.status(415).set(uncached).json({ error: words.notMultipart });
      return lingerThenClose(req);
    }
    const header = req.headers["x-csrf-token"];
    const check = (value: string) => admin.verifyCsrf(staff, value);
    if (header !== undefined && !check(String(header))) {
      refuseToken(req, res, staff);
      return lingerThenClose(req);
    }
    const outcome = await uploads.receive(
      req,
      { staffId: staff.staffId },
      { checked: header !== undefined, check },
    );
    if (outcome.stopped === "form-token") {
      refuseToken(req, res, staff);
      return lingerThenClose(req);
    }
    for (const stored of outcome.stored) await audit(req, staff, stored);
    const json = {
      stored: outcome.stored.map((stored) => ({
        file: stored.file,
        duplicate: stored.duplicate,
        message: stored.message,
        item: itemJson(stored.item, []),
      })),
      refused: outcome.refused,
    };
    const nothing = outcome.stored.length === 0 && outcome.refused.length === 0;
    const status =
      outcome.stopped === "too-large" ? 413 : nothing ? 400 : outcome.refused.length ? 422 : 200;
    // A body not read to its end (a file over the limit, or no multipart body the parser
    // could read) is discarded after the answer, then the connection closed (lingerThenClose:
    // closing at once would reset it while the client still writes, and lose the answer).
    const unread = outcome.stopped === "too-large" || nothing;
    answer(
      req,
      res,
      status,
      nothing ? { ...json, error: words.noFiles } : json,
      `uploaded=${outcome.stored.length}&refused=${outcome.refused.length}`,
    );
    if (unread) lingerThenClose(req);
  }

  async function audit(req: Request, staff: StaffIdentity, stored: StoredFile) {
    await admin.audit.record({
      actor: { id: staff.staffId, email: staff.email },
      kind: "media.upload",
      subject: `media:${stored.item.id}`,
      details: {
        file: stored.file,
        hash: stored.item.hash,
        bytes: stored.item.bytes,
        duplicate: stored.duplicate,
      },
      ipHash: admin.hashIp(req.ip),
    });
  }

  async function change(req: Request, res: Response, id: number, action: "focal" | "remove") {
    const staff = await staffFor(req, res, true);
    if (!staff) return;
    const form = await formOf(req);
    if (!admin.verifyCsrf(staff, req.headers["x-csrf-token"] ?? form.get("csrf")))
      return refuseToken(req, res, staff);
    const item = await store.getMediaById(id);
    if (!item) return answer(req, res, 404, { error: words.notFound }, "missing=1");
    const actor = { id: staff.staffId, email: staff.email };
    if (action === "focal") {
      const coordinate = (name: string) => {
        const value = form.get(name);
        const n = typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
        return Number.isFinite(n) && n >= 0 && n <= 1 ? n : null;
      };
      const x = coordinate("x");
      const y = coordinate("y");
      if (x === null || y === null)
        return answer(req, res, 400, { error: words.badFocalPoint }, "focal=bad");
      const updated = (await store.setMediaFocalPoint(id, x, y)) as MediaItem;
      await admin.audit.record({
        actor,
        kind: "media.focal-point",
        subject: `media:${id}`,
        details: { file: item.fileName, from: [item.focalX, item.focalY], to: [x, y] },
        ipHash: admin.hashIp(req.ip),
      });
      return answer(
        req,
        res,
        200,
        {
          message: fill(words.focalPointSet, { file: item.fileName }),
          item: itemJson(updated, await uses(updated)),
        },
        "focal=1",
      );
    }
    const used = await uses(item);
    if (used.length > 0) {
      const places = used.map((use) => `${use.topic} › ${use.field}`).join(", ");
      return answer(
        req,
        res,
        409,
        { error: fill(words.inUse, { file: item.fileName, places }), uses: used },
        "in-use=1",
      );
    }
    await store.deleteMedia(id);
    await served.forget(item.hash);
    await admin.audit.record({
      actor,
      kind: "media.remove",
      subject: `media:${id}`,
      details: { file: item.fileName, hash: item.hash, bytes: item.bytes },
      ipHash: admin.hashIp(req.ip),
    });
    answer(req, res, 200, { message: fill(words.removed, { file: item.fileName }) }, "removed=1");
  }

  async function list(req: Request, res: Response) {
    const staff = await staffFor(req, res, false);
    if (!staff) return;
    const listing = await cards.list(new URLSearchParams(requestTarget(req).search));
    res.status(200).set(uncached).json(listing);
  }

  const guarded =
    (work: (req: Request, res: Response, next: NextFunction) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction) => {
      work(req, res, next).catch((error) => {
        logger.error("media request failed", {
          path: requestTarget(req).path,
          ...errorFields(error),
        });
        if (!res.headersSent) res.status(500).set(uncached).type("text/plain").send("Error\n");
        else res.destroy();
      });
    };

  return {
    /** GET /media/<name>: before the page rate limit (a page shows many pictures). */
    serve: guarded(async (req, res, next) => {
      const { path } = requestTarget(req);
      if (!path.startsWith("/media/") || (req.method !== "GET" && req.method !== "HEAD"))
        return next();
      const found = await served.find(path);
      if (!found) return res.status(404).set(uncached).type("text/plain").send("Not Found\n");
      // A crop at an older focal point: the current one, for pages rendered before it changed.
      // Not cached, as the focal point may change again.
      if ("movedTo" in found) return res.status(302).set(uncached).location(found.movedTo).end();
      res.set({
        "Content-Type": found.type,
        "Cache-Control": cacheControl.immutable,
        ETag: found.etag,
      });
      if (req.headers["if-none-match"] === found.etag) return res.status(304).end();
      res.set("Content-Length", String(found.bytes));
      if (req.method === "HEAD") return res.status(200).end();
      res.status(200);
      served.stream(found).pipe(res);
    }),

    /** The staff routes: after the form guard. */
    staff: guarded(async (req, res, next) => {
      const { key } = requestTarget(req);
      if (req.method === "GET" && key === "/admin/media.json") return list(req, res);
      if (req.method !== "POST") return next();
      if (key === MEDIA_UPLOAD_PATH) return upload(req, res);
      const match = /^\/admin\/media\/(\d+)\/(focal|remove)$/.exec(key);
      if (match) return change(req, res, Number(match[1]), match[2] as "focal" | "remove");
      next();
    }),
  };
}
