/**
 * Everything the media library asks of sharp (libvips): reading an upload to the end before it
 * is stored, and making the served files from an original. Memory stays bounded:
 *
 * - sharp's operation cache is off and each transform uses one libvips thread;
 * - `transforms` runs one transform per core at a time, uploads and served files alike;
 * - every input is refused past MAX_INPUT_PIXELS before it is decoded (a pixel bomb is a small
 *   file that decodes to gigabytes), and any warning while decoding refuses it (a damaged or
 *   truncated file is not stored half-read).
 */
import os from "node:os";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { cropRegion, type MediaShape, type Variant, variantSize } from "../../app/base/media-urls";
import type { MediaType } from "../db/media";
import { MAX_INPUT_PIXELS } from "./limits";

sharp.cache(false);
sharp.concurrency(1);

/** One transform per core at a time (the server shares its cores with the rest of the site). */
export const transforms = pLimit(Math.max(1, os.availableParallelism()));

const inputOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" } as const;

export type Inspection =
  | { ok: true; type: MediaType; width: number; height: number }
  | { ok: false; reason: "pixel-bomb"; width: number; height: number }
  | { ok: false; reason: "corrupt" | "unknown" };

const sharpFormats: Record<string, MediaType> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  heif: "avif",
};

/**
 * Reads the file at `file` as sharp sees it: its format (which must agree with what its first
 * bytes said), its size after orientation, and a full decode, so a file that is damaged or cut
 * short anywhere is refused. Runs in the transform queue.
 */
export function inspect(file: string, expected: MediaType): Promise<Inspection> {
  return transforms(async () => {
    let meta: Metadata;
    try {
      // Headers only: the size is known before anything is decoded.
      meta = await sharp(file, { ...inputOptions, limitInputPixels: false }).metadata();
    } catch {
      return { ok: false, reason: "corrupt" } as const;
    }
    const format = sharpFormats[meta.format ?? ""];
    // sharp calls AVIF "heif"; its compression says which (HEVC is HEIC, refused by the bytes).
    if (!format || format !== expected || (meta.format === "heif" && meta.compression !== "av1"))
      return { ok: false, reason: "unknown" } as const;
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) return { ok: false, reason: "corrupt" } as const;
    if (width * height > MAX_INPUT_PIXELS)
      return { ok: false, reason: "pixel-bomb", width, height } as const;
    try {
      // Every pixel decoded (shrunk as it is read: the memory is that of the small result).
      await sharp(file, inputOptions).resize(64, 64, { fit: "inside" }).raw().toBuffer();
    } catch {
      return { ok: false, reason: "corrupt" } as const;
    }
    return { ok: true, type: format, width, height } as const;
  });
}

/**
 * Makes one served file from an original: oriented, cropped around the focal point when an
 * aspect is asked for, resized (never enlarged), every metadata block dropped (EXIF with its
 * GPS position, XMP, IPTC; colours converted to sRGB). Runs in the transform queue.
 */
export function derive(original: Buffer, picture: MediaShape, variant: Variant): Promise<Buffer> {
  return transforms(async () => {
    let image = sharp(original, inputOptions).autoOrient();
    if (variant.aspect) image = image.extract(cropRegion(picture, variant.aspect));
    const size = variantSize(picture, variant);
    image = image.resize(size.width, size.height, { fit: "fill" });
    if (variant.format === "avif") image = image.avif({ quality: 55, effort: 2 });
    else if (variant.format === "webp") image = image.webp({ quality: 78, effort: 4 });
    else image = image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
    // sharp writes no metadata unless asked (no withMetadata / keepExif here).
    return image.toBuffer();
  });
}
