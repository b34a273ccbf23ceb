/**
 * Shared by tests/integration/media-store.test.ts and tests/security/media-upload.test.ts:
 * pictures made for the test with sharp (no binary fixtures), a signed-in staff session written
 * into the site's database (as a sign-in would: tests/security/sign-in-*.test.ts test the
 * sign-in itself), and uploads as a browser's script or form sends them.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { hashPassword } from "../../server/admin/password";
import type { SiteDatabase } from "../../server/db";
import type { ChildServer } from "./processes";

export interface StaffSession {
  id: number;
  email: string;
  cookie: string;
  csrf: string;
}

/** An account of `role` and a signed-in session of it, as the sign-in would store them. */
export async function signedInStaff(
  db: SiteDatabase,
  role: "owner" | "editor" | "sales",
  email = `${role}-${randomBytes(3).toString("hex")}@agency.example`,
): Promise<StaffSession> {
  const { id } = await db.upsertStaff(
    email,
    await hashPassword("a long test password 1"),
    Date.now(),
    {
      role,
    },
  );
  const token = randomBytes(32).toString("base64url");
  const csrf = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.createSession({
    idHash: createHash("sha256").update(token).digest("hex"),
    staffId: id,
    csrfToken: csrf,
    createdAt: now,
    expiresAt: now + 3_600_000,
  });
  return { id, email, cookie: `sw_admin=${token}`, csrf };
}

export interface Upload {
  name: string;
  bytes: Uint8Array;
  /** What the browser declares (never trusted); default image/jpeg. */
  type?: string;
}

export interface UploadAnswer {
  status: number;
  json: {
    stored: { file: string; duplicate: boolean; message: string; item: MediaJson }[];
    refused: { file: string; message: string }[];
    error?: string;
  };
  headers: Headers;
}

export interface MediaJson {
  id: number;
  hash: string;
  fileName: string;
  width: number;
  height: number;
  bytes: number;
  url: string;
  uploader: string | null;
}

/** POST /admin/media/upload as the library page's script would: the token in the form first. */
export async function upload(
  server: ChildServer,
  staff: StaffSession | null,
  files: Upload[],
  options: { csrf?: string | null } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  const csrf = options.csrf === undefined ? staff?.csrf : options.csrf;
  if (csrf !== null && csrf !== undefined) form.append("csrf", csrf);
  for (const file of files)
    form.append(
      "files",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  const response = await fetch(`${server.url}/admin/media/upload`, {
    method: "POST",
    body: form,
    headers: {
      Origin: server.url,
      Accept: "application/json",
      ...(staff ? { Cookie: staff.cookie } : {}),
    },
    redirect: "manual",
  });
  const text = await response.text();
  let json: UploadAnswer["json"];
  try {
    json = JSON.parse(text);
  } catch {
    json = { stored: [], refused: [], error: text };
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * A photo-like JPEG: noise over a gradient (so it compresses like a photograph), `width` ×
 * `height` as stored, with EXIF that carries a GPS position and, optionally, an orientation
 * (6: the camera was turned, the picture is shown rotated 90° clockwise).
 */
export async function photo(
  width: number,
  height: number,
  options: { orientation?: number; seed?: number } = {},
): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let seed = options.seed ?? 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const noise = (random() - 0.5) * 60;
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 180 + 40 + noise));
      pixels[at + 2] = Math.max(0, Math.min(255, 120 + noise));
    }
  // The top-left quarter is pure red, so a test can tell where the top-left went.
  for (let y = 0; y < Math.floor(height / 4); y++)
    for (let x = 0; x < Math.floor(width / 4); x++) {
      const at = (y * width + x) * channels;
      pixels[at] = 255;
      pixels[at + 1] = 0;
      pixels[at + 2] = 0;
    }
  return sharp(pixels, { raw: { width, height, channels } })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Media Test 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "28/1 36/1 5000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 12/1 3000/100",
      },
    })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG "screenshot": flat colour blocks and lines, as a page's screenshot is. */
export async function screenshot(width = 1280, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f8fafc"/>
    <rect width="100%" height="64" fill="#312e81"/>
    <rect x="64" y="120" width="${width / 2}" height="48" rx="8" fill="#1e293b"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="64" y="${200 + i * 28}" width="${width / 2 - i * 20}" height="12" fill="#94a3b8"/>`).join("")}
    <rect x="${width - 420}" y="120" width="340" height="240" rx="16" fill="#fdba74"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** What sharp reads of a served file: its format, size and metadata blocks. */
export async function readServed(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif ?? null,
    orientation: meta.orientation ?? null,
  };
}

/** The average colour of a region of a served file (fractions of its width and height). */
export async function regionColour(
  bytes: Uint8Array,
  region: { left: number; top: number; width: number; height: number },
) {
  const meta = await sharp(bytes).metadata();
  const w = meta.width ?? 1;
  const h = meta.height ?? 1;
  // stats() reads its input as it is: the region is cut out first.
  const part = await sharp(bytes)
    .extract({
      left: Math.floor(region.left * w),
      top: Math.floor(region.top * h),
      width: Math.max(1, Math.floor(region.width * w)),
      height: Math.max(1, Math.floor(region.height * h)),
    })
    .png()
    .toBuffer();
  const { channels } = await sharp(part).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** The resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
