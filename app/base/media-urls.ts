/**
 * The media library's served files, as pure code both sides need (issue 52): the sizes made, the
 * URL that names each file, the size each comes out at, and what a page's `<picture>` lists for
 * one place. The server (server/media/) makes and serves the files these URLs name; the pages
 * (app/components/ui/picture.tsx) write the URLs. One copy, here: app never imports server.
 *
 * A served file's URL: /media/<hash>-<width>.<avif|webp|jpg>, or a crop around the focal point,
 * /media/<hash>-<width>-<aspect>-<fx>.<fy>.<format> (the focal point in hundredths, so a new focal
 * point is a new URL and a cached crop never goes stale).
 */

/** The widths made; any other width asked for is a 404 (no client chooses what is made). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The crops made, width × height, each around the picture's focal point. */
export const MEDIA_ASPECTS = {
  "1x1": [1, 1],
  "4x3": [4, 3],
  "3x2": [3, 2],
  "16x9": [16, 9],
  "3x4": [3, 4],
  "4x5": [4, 5],
} as const satisfies Record<string, readonly [number, number]>;
export type MediaAspect = keyof typeof MEDIA_ASPECTS;

/** The formats served: AVIF and WebP for browsers that take them, JPEG for every other one. */
export const MEDIA_FORMATS = ["avif", "webp", "jpg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const formatTypes: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** What one served file is made of: a width, optionally a crop, and a format. */
export interface Variant {
  width: number;
  aspect?: MediaAspect;
  format: MediaFormat;
}

/** What a page needs to know of a library picture: its size and focal point (0..1). */
export interface MediaShape {
  width: number;
  height: number;
  focalX: number;
  focalY: number;
}

/**
 * The library pictures' shapes by content hash: a picture field holds a hash, and its
 * `<picture>` needs the size and the focal point to name its crops. A hash the library does not
 * hold (removed since) is absent, and the place shows its drawing.
 */
export type MediaShapes = ReadonlyMap<string, MediaShape>;

/**
 * How a page's loader reads the shapes of the pictures it shows: the server reads them from the
 * library (server/media/service.ts `shapesOf`) and passes this through the load context
 * (`mediaShapes`, app/load-context.ts), at a prerender and at a request alike.
 */
export type MediaShapesLookup = (hashes: readonly string[]) => Promise<MediaShapes>;

/** A library picture as its URLs name it. */
export type PictureItem = MediaShape & { hash: string };

/** A picture a place shows (app/lib/pages/pictures.server.ts): the item, and whether decorative. */
export interface ShownPicture {
  item: PictureItem;
  /** Screen readers skip it: its alt is empty. */
  decorative: boolean;
}

/** The focal point as the URL spells it: hundredths, "50.30". */
export const focalToken = (item: Pick<MediaShape, "focalX" | "focalY">) =>
  `${Math.round(item.focalX * 100)}.${Math.round(item.focalY * 100)}`;

/** The URL path of one served file of `item`. */
export function mediaUrl(
  item: Pick<PictureItem, "hash" | "focalX" | "focalY">,
  variant: Variant,
): string {
  const crop = variant.aspect ? `-${variant.aspect}-${focalToken(item)}` : "";
  return `/media/${item.hash}-${variant.width}${crop}.${variant.format}`;
}

const servedName =
  /^\/media\/([0-9a-f]{64})-(\d{3,4})(?:-(\d{1,2}x\d{1,2})-(\d{1,3}\.\d{1,3}))?\.(avif|webp|jpg)$/;

export interface ServedName extends Variant {
  hash: string;
  /** "50.30" for a crop. */
  focal?: string;
}

/** The file a URL path names, or null when it is none the server makes. */
export function parseServedName(urlPath: string): ServedName | null {
  const match = servedName.exec(urlPath);
  if (!match) return null;
  const [, hash, width, aspect, focal, format] = match;
  if (!(MEDIA_WIDTHS as readonly number[]).includes(Number(width))) return null;
  if (aspect !== undefined && !(aspect in MEDIA_ASPECTS)) return null;
  if (!(MEDIA_FORMATS as readonly string[]).includes(format ?? "")) return null;
  return {
    hash: hash as string,
    width: Number(width),
    aspect: aspect as MediaAspect | undefined,
    focal,
    format: format as MediaFormat,
  };
}

/** The region of a `width` × `height` picture an `aspect` crop keeps, centred on the focus. */
export function cropRegion(picture: MediaShape, aspect: MediaAspect) {
  const [across, down] = MEDIA_ASPECTS[aspect];
  const ratio = across / down;
  let width = picture.width;
  let height = Math.round(width / ratio);
  if (height > picture.height) {
    height = picture.height;
    width = Math.round(height * ratio);
  }
  const place = (size: number, whole: number, focus: number) =>
    Math.min(whole - size, Math.max(0, Math.round(focus * whole - size / 2)));
  return {
    left: place(width, picture.width, picture.focalX),
    top: place(height, picture.height, picture.focalY),
    width,
    height,
  };
}

/** The size a variant of `picture` comes out at (never larger than the original). */
export function variantSize(picture: MediaShape, variant: Pick<Variant, "width" | "aspect">) {
  const region = variant.aspect
    ? cropRegion(picture, variant.aspect)
    : { width: picture.width, height: picture.height };
  const width = Math.min(variant.width, region.width);
  return { width, height: Math.max(1, Math.round((region.height * width) / region.width)) };
}

/** At most this many widths per place (issue 52: no more than four). */
export const MAX_WIDTHS_PER_PLACE = 4;

export interface PicturePlace {
  /** From MEDIA_WIDTHS, at most four: the widths the place is shown at, across screens. */
  widths: readonly MediaWidth[];
  /** A crop around the focal point; omitted: the picture's own shape. */
  aspect?: MediaAspect;
  /** The `sizes` attribute: how wide the place is on each screen. */
  sizes: string;
}

export interface PictureSource {
  type: string;
  srcSet: string;
  sizes: string;
}

export interface PictureSources {
  /** AVIF first, then WebP: the browser takes the first it can show. */
  sources: PictureSource[];
  /** The JPEG fallback, with the size of the largest file listed (the crop's shape). */
  img: { src: string; srcSet: string; sizes: string; width: number; height: number };
}

/**
 * What a page needs to show a library picture in one place: the `<picture>` element's AVIF and
 * WebP sources and its JPEG `<img>` fallback, each a srcset of the place's widths (never wider
 * than the original), and the `width`/`height` of the crop (no layout shift).
 */
export function pictureSources(item: PictureItem, place: PicturePlace): PictureSources {
  const asked = [...new Set(place.widths)].sort((a, b) => a - b);
  if (asked.length === 0 || asked.length > MAX_WIDTHS_PER_PLACE)
    throw new Error(`a place lists 1 to ${MAX_WIDTHS_PER_PLACE} widths, not ${asked.length}`);
  for (const width of asked)
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width))
      throw new Error(`${width} is not one of the widths made (${MEDIA_WIDTHS.join(", ")})`);
  // Widths past the original's add nothing (the file would be the same size): the smallest
  // one at or above it is kept, so the largest screen still gets the whole picture.
  const full = variantSize(item, { width: Number.MAX_SAFE_INTEGER, aspect: place.aspect }).width;
  const widths = asked.filter((width, i) => width <= full || (asked[i - 1] ?? 0) < full);
  const largest = widths.at(-1) as number;
  const srcSet = (format: MediaFormat) =>
    widths
      .map((width) => {
        const real = variantSize(item, { width, aspect: place.aspect }).width;
        return `${mediaUrl(item, { width, aspect: place.aspect, format })} ${real}w`;
      })
      .join(", ");
  const size = variantSize(item, { width: largest, aspect: place.aspect });
  return {
    sources: (["avif", "webp"] as const).map((format) => ({
      type: formatTypes[format],
      srcSet: srcSet(format),
      sizes: place.sizes,
    })),
    img: {
      src: mediaUrl(item, { width: largest, aspect: place.aspect, format: "jpg" }),
      srcSet: srcSet("jpg"),
      sizes: place.sizes,
      width: size.width,
      height: size.height,
    },
  };
}
