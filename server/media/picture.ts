/**
 * What a page needs to show a library picture in one place, in one call: the `<picture>`
 * element's AVIF and WebP sources and its JPEG `<img>` fallback, each a srcset of the place's
 * widths (never wider than the original), and the `width`/`height` of the crop (no layout
 * shift). The pages' picture fields call it (issue 52, deliverable 4):
 *
 *   const picture = pictureSources(item, { widths: [320, 640, 960], aspect: "16x9",
 *     sizes: "(min-width: 64rem) 33vw, 100vw" });
 *   <picture>{picture.sources.map((s) => <source type={s.type} srcSet={s.srcSet} sizes={s.sizes} />)}
 *     <img src={picture.img.src} srcSet={picture.img.srcSet} sizes={picture.img.sizes}
 *       width={picture.img.width} height={picture.img.height} alt={alt} loading="lazy" /></picture>
 */
import type { MediaItem } from "../db/media";
import { variantSize } from "./images";
import {
  formatTypes,
  MEDIA_WIDTHS,
  type MediaAspect,
  type MediaFormat,
  type MediaWidth,
} from "./limits";
import { mediaUrl } from "./served";

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

export type PictureItem = Pick<MediaItem, "hash" | "width" | "height" | "focalX" | "focalY">;

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
