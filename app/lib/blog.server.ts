/**
 * The recent blog posts behind the home grid and GET /api/blogs (DESIGN.md, "Blog").
 *
 * Without BLOG_FEED_URL the posts come from app/content/blog.ts. With it, the feed (RSS, Atom,
 * WordPress REST JSON, or a JSON list already in our shape) is fetched with a short timeout and
 * kept in memory for a while. Any failure answers an empty list and logs one structured line,
 * and is remembered briefly so a dead feed is not hammered (nor the log flooded).
 */

import { blogFallbackImage, blogPosts } from "~/content/blog";
import { type BlogPost, blogPostSchema } from "~/content/blog.schema";
import { site } from "~/content/site";
import { createLogger, type Logger } from "../../server/log";

export const MAX_POSTS = 8;
export const FEED_TIMEOUT_MS = 2500;
export const FEED_CACHE_MS = 10 * 60_000;
export const FEED_FAILURE_CACHE_MS = 60_000;
/** Feeds larger than this are refused (a blog feed is a few hundred KB at most). */
const MAX_BODY_BYTES = 2_000_000;

export interface BlogSourceOptions {
  /** Live feed; without it the content file is used. */
  feedUrl?: string;
  timeoutMs?: number;
  cacheMs?: number;
  failureCacheMs?: number;
  logger?: Logger;
  now?: () => number;
}

export class FeedError extends Error {}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : match;
    }
    return entities[code.toLowerCase()] ?? match;
  });
}

/** Plain text from a feed field: CDATA unwrapped, tags stripped, entities decoded, spaces folded. */
function plainText(raw: string): string {
  const unwrapped = raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1");
  return decodeEntities(unwrapped.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Our thumbnail path when the feed gives one on this site, else the generic thumbnail. */
function imagePath(candidate: unknown): string {
  if (typeof candidate === "string" && /^\/(?!\/)[\w\-./]+$/.test(candidate)) return candidate;
  return blogFallbackImage;
}

/** Keeps the items that make a valid blog post, at most MAX_POSTS. */
function validPosts(items: Array<{ link: unknown; title: unknown; img: unknown }>): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const item of items) {
    const candidate = {
      blog_link: typeof item.link === "string" ? item.link.trim() : item.link,
      blog_title: typeof item.title === "string" ? plainText(item.title).slice(0, 200) : item.title,
      img_path: imagePath(item.img),
    };
    const parsed = blogPostSchema.safeParse(candidate);
    if (parsed.success) posts.push(parsed.data);
    if (posts.length === MAX_POSTS) break;
  }
  return posts;
}

function tag(xml: string, name: string): string | undefined {
  const match = xml.match(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "i"));
  return match?.[1];
}

function attr(xml: string, element: string, attribute: string): string | undefined {
  const match = xml.match(
    new RegExp(`<${element}\\s[^>]*?${attribute}\\s*=\\s*["']([^"']+)["']`, "i"),
  );
  return match?.[1] ? decodeEntities(match[1]) : undefined;
}

function parseXmlFeed(body: string): BlogPost[] {
  const rssItems = body.match(/<item[\s>][\s\S]*?<\/item>/gi);
  if (rssItems) {
    return validPosts(
      rssItems.map((item) => ({
        link: plainText(tag(item, "link") ?? ""),
        title: tag(item, "title"),
        img:
          attr(item, "media:thumbnail", "url") ??
          attr(item, "media:content", "url") ??
          attr(item, "enclosure", "url"),
      })),
    );
  }
  const atomEntries = body.match(/<entry[\s>][\s\S]*?<\/entry>/gi);
  if (atomEntries) {
    return validPosts(
      atomEntries.map((entry) => ({
        link: attr(entry, "link", "href"),
        title: tag(entry, "title"),
        img: attr(entry, "media:thumbnail", "url"),
      })),
    );
  }
  if (/<(rss|feed|channel)[\s>]/i.test(body)) return [];
  throw new FeedError("body is neither RSS, Atom nor JSON");
}

interface WordPressPost {
  link?: unknown;
  title?: { rendered?: unknown } | unknown;
  jetpack_featured_media_url?: unknown;
  _embedded?: { "wp:featuredmedia"?: Array<{ source_url?: unknown }> };
  blog_link?: unknown;
  blog_title?: unknown;
  img_path?: unknown;
}

function parseJsonFeed(body: string): BlogPost[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new FeedError("body is not valid JSON");
  }
  if (!Array.isArray(data)) throw new FeedError("JSON feed is not a list");
  return validPosts(
    (data as WordPressPost[]).map((post) => {
      if (post && typeof post === "object" && "blog_link" in post) {
        // Already in our shape (the original site's blog script).
        return { link: post.blog_link, title: post.blog_title, img: post.img_path };
      }
      const title = post?.title;
      return {
        link: post?.link,
        title:
          title && typeof title === "object" && "rendered" in title
            ? (title as { rendered?: unknown }).rendered
            : title,
        img:
          post?._embedded?.["wp:featuredmedia"]?.[0]?.source_url ??
          post?.jetpack_featured_media_url,
      };
    }),
  );
}

/** Reads a feed body: WordPress/own JSON, RSS 2.0 or Atom. Throws FeedError when it is neither. */
export function parseFeed(body: string, contentType = ""): BlogPost[] {
  const trimmed = body.trimStart();
  if (/json/i.test(contentType) || trimmed.startsWith("[") || trimmed.startsWith("{")) {
    return parseJsonFeed(trimmed);
  }
  return parseXmlFeed(trimmed);
}

async function fetchFeed(url: string, timeoutMs: number): Promise<BlogPost[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      accept:
        "application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5",
      "user-agent": `${site.shortName.replace(/[^\w-]/g, "")}-site/1.0 (+blog grid)`,
    },
    redirect: "follow",
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`feed answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new FeedError(`feed body too large (${declared} bytes)`);
  }
  const body = await response.text();
  if (body.length > MAX_BODY_BYTES) throw new FeedError("feed body too large");
  return parseFeed(body, response.headers.get("content-type") ?? "");
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "feed timed out";
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

/** A blog source with its own cache; the app uses one per process (getRecentPosts below). */
export function createBlogSource(options: BlogSourceOptions = {}) {
  const {
    feedUrl,
    timeoutMs = FEED_TIMEOUT_MS,
    cacheMs = FEED_CACHE_MS,
    failureCacheMs = FEED_FAILURE_CACHE_MS,
    now = Date.now,
  } = options;
  let cached: { posts: BlogPost[]; until: number } | undefined;
  let inFlight: Promise<BlogPost[]> | undefined;

  async function load(url: string): Promise<BlogPost[]> {
    const started = now();
    try {
      const posts = await fetchFeed(url, timeoutMs);
      cached = { posts, until: now() + cacheMs };
      return posts;
    } catch (error) {
      (options.logger ?? createLogger(logLevel())).error("blog feed failed", {
        feed: url,
        error: errorText(error),
        ms: now() - started,
      });
      cached = { posts: [], until: now() + failureCacheMs };
      return [];
    } finally {
      inFlight = undefined;
    }
  }

  return {
    async getRecentPosts(): Promise<BlogPost[]> {
      if (!feedUrl) return blogPosts.slice(0, MAX_POSTS);
      if (cached && now() < cached.until) return cached.posts;
      inFlight ??= load(feedUrl);
      return inFlight;
    },
  };
}

function logLevel() {
  const level = process.env.LOG_LEVEL;
  return level === "debug" || level === "info" || level === "warn" || level === "silent"
    ? level
    : level === "error"
      ? "error"
      : "info";
}

let shared: ReturnType<typeof createBlogSource> | undefined;

/** The recent posts for this process: content file, or BLOG_FEED_URL through a shared cache. */
export function getRecentPosts(): Promise<BlogPost[]> {
  shared ??= createBlogSource({ feedUrl: process.env.BLOG_FEED_URL || undefined });
  return shared.getRecentPosts();
}
