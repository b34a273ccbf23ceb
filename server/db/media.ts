/**
 * The media library (issue 52): each picture staff uploaded, its original kept whole in the
 * database (SQLite BLOB, PostgreSQL bytea) so every instance serves every picture with no shared
 * disk and the backups carry them (docs/decisions/0022-pictures-in-the-database.md). An item is
 * named by the SHA-256 of its bytes: the same file uploaded twice is the same item. Reads of the
 * list and of one item never read the original; only `mediaOriginal` does (server/media/).
 */
import { asNumber, asNumberOrNull, asTextOrNull, type Engine, type Row, where } from "./sql";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const mediaTables = ["media"] as const;

/** The picture types the library stores (decided from the bytes, server/media/detect.ts). */
export const mediaTypes = ["jpeg", "png", "webp", "avif"] as const;
export type MediaType = (typeof mediaTypes)[number];

export interface NewMedia {
  /** SHA-256 of the original's bytes, lower-case hex. */
  hash: string;
  type: MediaType;
  /** After orientation (a portrait photo taken sideways is stored as its camera wrote it). */
  width: number;
  height: number;
  bytes: number;
  /** As the uploader's device named it (shown and searched, never trusted for anything). */
  fileName: string;
  uploadedBy: number | null;
  uploadedAt: number;
}

export interface MediaItem extends NewMedia {
  id: number;
  /** The uploader's email, while the account exists. */
  uploaderEmail: string | null;
  /** 0..1 from the left and from the top: what every crop keeps in view. */
  focalX: number;
  focalY: number;
}

export interface MediaQuery {
  /** Part of the file name, any case. */
  name?: string;
  /** Part of the uploader's email, any case. */
  uploader?: string;
  minBytes?: number;
  maxBytes?: number;
  /** Uploaded at or after (epoch ms). */
  from?: number;
  /** Uploaded before (epoch ms). */
  to?: number;
  limit: number;
  offset?: number;
}

export interface MediaStore {
  /**
   * Stores a picture in one statement (one transaction): a new item, or the existing one of
   * the same bytes (`created: false`, nothing written).
   */
  addMedia(item: NewMedia, data: Buffer): Promise<{ item: MediaItem; created: boolean }>;
  getMedia(hash: string): Promise<MediaItem | null>;
  getMediaById(id: number): Promise<MediaItem | null>;
  /** The original's bytes, or null when no such item. */
  mediaOriginal(hash: string): Promise<Buffer | null>;
  /** Newest first, with the total of the items that match. */
  listMedia(query: MediaQuery): Promise<{ items: MediaItem[]; total: number }>;
  setMediaFocalPoint(id: number, x: number, y: number): Promise<MediaItem | null>;
  /** Deletes the item; returns it, or null when it did not exist. */
  deleteMedia(id: number): Promise<MediaItem | null>;
}

/** Every column but the original's bytes, with the uploader's email. */
const itemColumns = `m.id, m.hash, m.type, m.width, m.height, m.bytes, m.file_name, m.uploaded_by,
  m.uploaded_at, m.focal_x, m.focal_y, staff.email AS uploader_email`;
const fromItems = "FROM media m LEFT JOIN staff ON staff.id = m.uploaded_by";

function rowToItem(row: Row): MediaItem {
  return {
    id: asNumber(row.id),
    hash: String(row.hash),
    type: String(row.type) as MediaType,
    width: asNumber(row.width),
    height: asNumber(row.height),
    bytes: asNumber(row.bytes),
    fileName: String(row.file_name),
    uploadedBy: asNumberOrNull(row.uploaded_by),
    uploaderEmail: asTextOrNull(row.uploader_email),
    uploadedAt: asNumber(row.uploaded_at),
    focalX: asNumber(row.focal_x),
    focalY: asNumber(row.focal_y),
  };
}

export function mediaStore(db: Engine): MediaStore {
  const byHash = async (hash: string) => {
    const row = await db.get(`SELECT ${itemColumns} ${fromItems} WHERE m.hash = ?`, [hash]);
    return row ? rowToItem(row) : null;
  };
  const byId = async (id: number) => {
    const row = await db.get(`SELECT ${itemColumns} ${fromItems} WHERE m.id = ?`, [id]);
    return row ? rowToItem(row) : null;
  };
  return {
    async addMedia(item, data) {
      const inserted = await db.get(
        `INSERT INTO media (hash, type, width, height, bytes, file_name, uploaded_by, uploaded_at, data)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (hash) DO NOTHING RETURNING id`,
        [
          item.hash,
          item.type,
          item.width,
          item.height,
          item.bytes,
          item.fileName,
          item.uploadedBy,
          item.uploadedAt,
          data,
        ],
      );
      const stored = await byHash(item.hash);
      if (!stored) throw new Error(`media ${item.hash} was neither stored nor found`);
      return { item: stored, created: inserted !== undefined };
    },

    getMedia: byHash,
    getMediaById: byId,

    async mediaOriginal(hash) {
      const row = await db.get("SELECT data FROM media WHERE hash = ?", [hash]);
      if (!row) return null;
      const data = row.data;
      return Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
    },

    async listMedia(query) {
      const like = (text: string | undefined) =>
        text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const { clause, params } = where([
        [`m.file_name ${db.sql.ilike} ? ESCAPE '\\'`, like(query.name)],
        [`staff.email ${db.sql.ilike} ? ESCAPE '\\'`, like(query.uploader)],
        ["m.bytes >= ?", query.minBytes],
        ["m.bytes <= ?", query.maxBytes],
        ["m.uploaded_at >= ?", query.from],
        ["m.uploaded_at < ?", query.to],
      ]);
      const rows = await db.all(
        `SELECT ${itemColumns} ${fromItems} ${clause}
         ORDER BY m.uploaded_at DESC, m.id DESC LIMIT ? OFFSET ?`,
        [...params, query.limit, query.offset ?? 0],
      );
      const total = await db.get(`SELECT COUNT(*) AS n ${fromItems} ${clause}`, params);
      return { items: rows.map(rowToItem), total: asNumber(total?.n ?? 0) };
    },

    async setMediaFocalPoint(id, x, y) {
      const changed = await db.run("UPDATE media SET focal_x = ?, focal_y = ? WHERE id = ?", [
        x,
        y,
        id,
      ]);
      return changed ? byId(id) : null;
    },

    async deleteMedia(id) {
      const found = await byId(id);
      if (!found) return null;
      const deleted = await db.run("DELETE FROM media WHERE id = ?", [id]);
      return deleted ? found : null;
    },
  };
}
