import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type { ShownPicture } from "~/base/media-urls";
import { Section } from "~/components/sections/section";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import type { BlogCopy, BlogPost } from "~/content/blog/schema";
import type { HomeCopy } from "~/content/home";

/** The section's words, the blog's address and the thumbnail that stands in for a broken one. */
export type BlogGridCopy = HomeCopy["blogSection"] & Pick<BlogCopy, "url" | "fallbackImage">;

/**
 * Where a thumbnail picture from the library shows: a quarter of the row on large screens, half on
 * tablets; the 3:2 crop, nearest the box's 8:5 (the box trims the rest).
 */
const thumbnailPlace = {
  widths: [320, 640],
  aspect: "3x2",
  sizes: "(min-width: 80rem) 17rem, (min-width: 48rem) 23vw, (min-width: 40rem) 46vw, 92vw",
} as const;

/** A post as the grid shows it: a library picture chosen for it, or its own img_path. */
export type GridPost = BlogPost & { picture?: ShownPicture | null; thumbnailAlt?: string };

/**
 * A post's thumbnail in its reserved 8:5 box: the picture staff chose from the library, else the
 * post's img_path (the drawing, or a live feed's picture). A picture that fails to load (a feed naming a file
 * that is gone) becomes the designed generic thumbnail in the same box
 * (app/enhancements/small-behaviours.ts), so the grid never shows a broken-image icon and
 * nothing moves. The box is rendered only near the screen (`content-visibility: auto`; its size is
 * its own 8:5, so nothing moves when it renders): the picture loads as a visitor nears it, not
 * during the page's load, where the four SVG pictures cost the phone a frame of their own right
 * after the first paint (docs/performance.md).
 */
function Thumbnail({
  src,
  fallback,
  picture,
  alt,
}: {
  src: string;
  fallback: string;
  picture: ShownPicture | null;
  alt: string;
}) {
  if (picture)
    return (
      <div className="aspect-[8/5] bg-primary-50 [content-visibility:auto]">
        <Picture
          picture={picture}
          alt={alt}
          place={thumbnailPlace}
          placeholder={null}
          className="size-full object-cover"
        />
      </div>
    );
  return (
    <div className="aspect-[8/5] bg-primary-50 [content-visibility:auto]">
      <img
        src={src}
        alt=""
        width={400}
        height={250}
        loading="lazy"
        decoding="async"
        data-fallback-src={fallback}
        // Feed images are drawn for light pages: a little dimmer in dark, so they do not glare.
        className="size-full object-cover dark:brightness-[0.85]"
      />
    </div>
  );
}

/** Recent posts, rendered on the server; nothing at all when the list is empty. */
export function BlogGrid({ copy, posts }: { copy: BlogGridCopy; posts: readonly GridPost[] }) {
  if (posts.length === 0) return null;
  return (
    <Section
      id="blog"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      tone="surface"
      testId="blog-grid"
      headerClassName="flex flex-wrap items-end justify-between gap-4"
      bodyClassName="mt-10"
      aside={
        <ExternalLink
          href={copy.url}
          className="inline-flex items-center gap-1.5 rounded-full px-1 font-semibold text-brand hover:underline"
        >
          {copy.allLabel}
          <ArrowUpRight size={18} aria-hidden="true" />
        </ExternalLink>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-4">
        {posts.map((post) => (
          <li key={post.blog_link}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift">
              <Thumbnail
                src={post.img_path}
                fallback={copy.fallbackImage}
                picture={post.picture ?? null}
                alt={post.thumbnailAlt ?? ""}
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-base leading-snug font-semibold text-ink">
                  <ExternalLink
                    href={post.blog_link}
                    className="after:absolute after:inset-0 after:rounded-card"
                  >
                    {post.blog_title}
                  </ExternalLink>
                </h3>
                <span
                  aria-hidden="true"
                  className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand"
                >
                  {copy.readLabel}
                  <ArrowUpRight
                    size={16}
                    className="transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
