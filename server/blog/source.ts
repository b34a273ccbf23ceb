/**
 * The recent blog posts behind the home grid and GET /api/blogs (docs/requirements.md, Forms).
 * server/index.ts makes one source per process and hands it to loaders through the load
 * context (app/load-context.ts).
 *
 * Without BLOG_FEED_URL the posts are the content layer's (the dictionary's `blog` entry, from
 * app/content/blog: the home page's in its language, GET /api/blogs's in English). With it, the feed (RSS, Atom, WordPress REST JSON, or a JSON list
 * already in our shape) is fetched with a short timeout and kept in memory for a while. Any failure answers an empty list and logs one structured line,
 * and is remembered briefly so a dead feed is not hammered (nor the log flooded). XML is read
 * by fast-xml-parser, not by patterns.
 */
import { XMLParser } from "fast-xml-parser";
import { blogFallbackImage, MAX_POSTS } from "../../app/content/blog/posts";
import { type BlogPost, blogPostSchema } from "../../app/content/blog/schema";
import type { Logger } from "../log";

export { MAX_POSTS };
export const FEED_TIMEOUT_MS = 2500;
export const FEED_CACHE_MS = 10 * 60_000;
export const FEED_FAILURE_CACHE_MS = 60_000;
/** Feeds larger than this are refused (a blog feed is a few hundred KB at most). */
const MAX_BODY_BYTES = 2_000_000;

export interface BlogSourceOptions {
  /** Live feed; without it `getRecentPosts` answers null: the content's posts are shown. */
  feedUrl?: string;
  timeoutMs?: number;
  cacheMs?: number;
  failureCacheMs?: number;
  logger?: Logger;
  now?: () => number;
}

export class FeedError extends Error {}

/**
 * Plain text from a feed field: markup inside a title (e.g. "<b>" in CDATA or a WordPress
 * "rendered" title) becomes spaces, entities are decoded, runs of space folded.
 */
function plainText(raw: string): string {
  let text: string;
  try {
    text = collectText(markupParser.parse(`<t>${raw}</t>`));
  } catch {
    text = raw;
  }
  return text.replace(/\s+/g, " ").trim();
}

/** Every text node of a parsed element, in document order. */
function collectText(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node !== "object") return String(node);
  if (Array.isArray(node)) return node.map(collectText).join(" ");
  return Object.entries(node as Record<string, unknown>)
    .filter(([key]) => !key.startsWith("@_"))
    .map(([, value]) => collectText(value))
    .join(" ");
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

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Titles keep their CDATA as text; entities (named, numeric, HTML) are decoded.
  htmlEntities: true,
  processEntities: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["item", "entry", "link", "media:thumbnail", "media:content"].includes(name),
});

/** For the text of a title that holds markup: a fragment parser, lenient about stray tags. */
const markupParser = new XMLParser({
  ignoreAttributes: true,
  htmlEntities: true,
  processEntities: true,
  parseTagValue: false,
  trimValues: false,
  // Text and tags in document order ("SEO <b>ranking</b> tips" stays in that order).
  preserveOrder: true,
  unpairedTags: ["br", "hr", "img", "wbr"],
});

type XmlNode = Record<string, unknown>;
const asNodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is XmlNode => typeof v === "object" && v !== null,
  );
const textOf = (value: unknown): string | undefined => {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === "object") return textOf((value as XmlNode)["#text"]);
  return undefined;
};
const urlAttr = (value: unknown, name = "@_url"): string | undefined => {
  const url = asNodes(value)[0]?.[name];
  return typeof url === "string" ? url : undefined;
};

function parseXmlFeed(body: string): BlogPost[] {
  let doc: XmlNode;
  try {
    doc = xmlParser.parse(body, true) as XmlNode;
  } catch (error) {
    throw new FeedError(`body is not well-formed XML (${(error as Error).message.slice(0, 80)})`);
  }
  const channel = asNodes((doc.rss as XmlNode | undefined)?.channel)[0];
  if (channel) {
    return validPosts(
      asNodes(channel.item).map((item) => ({
        link: textOf(item.link),
        title: textOf(item.title),
        img:
          urlAttr(item["media:thumbnail"]) ??
          urlAttr(item["media:content"]) ??
          urlAttr(item.enclosure),
      })),
    );
  }
  const feed = asNodes(doc.feed)[0];
  if (feed) {
    return validPosts(
      asNodes(feed.entry).map((entry) => {
        const links = asNodes(entry.link);
        const alternate = links.find((l) => (l["@_rel"] ?? "alternate") === "alternate");
        return {
          link: alternate?.["@_href"],
          title: textOf(entry.title),
          img: urlAttr(entry["media:thumbnail"]),
        };
      }),
    );
  }
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
      "user-agent": "agency-site/1.0 (+blog grid)",
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
  return parseFeed(await readCapped(response), response.headers.get("content-type") ?? "");
}

/**
 * The body as text, read chunk by chunk and given up past MAX_BODY_BYTES however it arrives
 * (a Content-Length that lies, chunked, or compressed: the count is of the decoded bytes).
 */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new FeedError(`feed body too large (over ${MAX_BODY_BYTES} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "feed timed out";
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

export type BlogSource = ReturnType<typeof createBlogSource>;

/** A blog source with its own cache; server/index.ts makes one per process. */
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
      options.logger?.error("blog feed failed", {
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
    async getRecentPosts(): Promise<BlogPost[] | null> {
      if (!feedUrl) return null;
      if (cached && now() < cached.until) return cached.posts;
      inFlight ??= load(feedUrl);
      return inFlight;
    },
  };
}
