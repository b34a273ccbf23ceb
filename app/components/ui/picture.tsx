import type { ReactNode } from "react";
import { preload } from "react-dom";
import { type PicturePlace, pictureSources, type ShownPicture } from "~/base/media-urls";

/**
 * A library picture in one place of a page (issue 52): a `<picture>` with AVIF and WebP sources
 * and a JPEG `<img>` fallback at the place's widths (four at most), `width` and `height` from
 * the crop so nothing shifts as it loads, lazy unless it is the page's largest picture
 * (`priority`: loaded first, `fetchpriority="high"`). With no picture chosen, the place's
 * drawing (`placeholder`) shows, as before the library existed. Plain HTML: it works with
 * JavaScript off.
 */
export function Picture({
  picture,
  alt,
  place,
  placeholder,
  priority = false,
  nearScreenOnly = false,
  className,
}: {
  /** The library picture (the loader's `shownPictures`), or null: the drawing. */
  picture: ShownPicture | null;
  /** What the picture shows, in the page's language (empty for a decorative picture). */
  alt: string;
  place: PicturePlace;
  /** The drawing shown until staff choose a picture. */
  placeholder: ReactNode;
  /** The page's largest picture, above the fold: fetched first, never lazy. */
  priority?: boolean;
  /**
   * A card's picture below the first screen (an `<img>` as wide as its card): set in a box of the
   * picture's own shape that is rendered only near the screen (`content-visibility: auto`), so it
   * is fetched as the visitor nears it. Lazy loading alone fetches every picture within 1,250 to
   * 2,500 px of the screen during the load, where it competes with the page's own first paint.
   */
  nearScreenOnly?: boolean;
  className?: string;
}) {
  if (!picture) return <>{placeholder}</>;
  const { sources, img } = pictureSources(picture.item, place);
  // The page's largest picture is asked for from the <head>, before the stylesheet and the
  // scripts, so it paints early (LCP). React hoists this into the server's HTML; a browser that
  // cannot show AVIF skips a preload typed image/avif and takes its source from the <picture>.
  const first = sources[0];
  if (priority && first)
    preload(img.src, {
      as: "image",
      imageSrcSet: first.srcSet,
      imageSizes: first.sizes,
      type: first.type,
      fetchPriority: "high",
    });
  const shown = (
    // No box of its own: the <img> is the item its row or grid lays out, so a class on it
    // (shrink-0, a size) holds (an intern's round photo was squashed beside a long line).
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        width={img.width}
        height={img.height}
        alt={picture.decorative ? "" : alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
  if (!nearScreenOnly || priority) return shown;
  return (
    <span
      className="block [content-visibility:auto]"
      style={{ aspectRatio: `${img.width} / ${img.height}` }}
    >
      {shown}
    </span>
  );
}
