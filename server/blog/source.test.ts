/**
 * The blog source against a real HTTP server on 127.0.0.1: RSS, Atom, WordPress JSON, our own
 * JSON shape, a slow feed (timeout), a bad body, an HTTP error, and the cache.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../log";
import { createBlogSource, FEED_TIMEOUT_MS, MAX_POSTS, parseFeed } from "./source";

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
<title>Stackwise blog</title><link>https://blog.stackwise.in</link>
<item><title><![CDATA[SEO &amp; you: <b>ranking</b> in 2026]]></title>
<link>https://blog.stackwise.in/seo-2026</link>
<media:thumbnail url="/blog/local-seo.svg"/></item>
<item><title>Apps that sell &#8211; a guide</title><link>https://blog.stackwise.in/apps</link>
<enclosure url="https://cdn.example.com/apps.jpg" type="image/jpeg" length="1"/></item>
<item><title>No link here</title></item>
</channel></rss>`;

const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">
<title>Blog</title>
<entry><title>Atom post</title><link rel="alternate" href="https://blog.stackwise.in/atom-post"/></entry>
</feed>`;

const wordpress = JSON.stringify([
  {
    id: 7,
    link: "https://blog.stackwise.in/wp-post",
    title: { rendered: "Hosting &#038; DNS made simple" },
    _embedded: { "wp:featuredmedia": [{ source_url: "https://blog.stackwise.in/img.png" }] },
  },
  { id: 8, link: "javascript:alert(1)", title: { rendered: "Bad link" } },
]);

const ownShape = JSON.stringify([
  { blog_link: "https://blog.stackwise.in/own", blog_title: "Own shape", img_path: "/blog/x.svg" },
]);

const many = JSON.stringify(
  Array.from({ length: 20 }, (_, i) => ({
    link: `https://blog.stackwise.in/p${i}`,
    title: { rendered: `Post number ${i}` },
  })),
);

let server: Server;
let base: string;
let hits: Record<string, number>;

beforeAll(async () => {
  hits = {};
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits[path] = (hits[path] ?? 0) + 1;
    const send = (type: string, body: string, status = 200) => {
      res.writeHead(status, { "content-type": type });
      res.end(body);
    };
    if (path === "/rss") return send("application/rss+xml", rss);
    if (path === "/atom") return send("application/atom+xml", atom);
    if (path === "/wp") return send("application/json", wordpress);
    if (path === "/own") return send("application/json; charset=utf-8", ownShape);
    if (path === "/many") return send("application/json", many);
    if (path === "/html") return send("text/html", "<html><body>Maintenance</body></html>");
    if (path === "/broken-json") return send("application/json", '[{"link": ');
    if (path === "/object") return send("application/json", '{"code":"rest_no_route"}');
    if (path === "/error") return send("text/plain", "oops", 500);
    if (path === "/slow") {
      const timer = setTimeout(() => send("application/json", ownShape), FEED_TIMEOUT_MS + 2000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    send("text/plain", "not found", 404);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function recordingLogger() {
  const errors: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    debug() {},
    info() {},
    warn() {},
    error(msg, fields) {
      errors.push({ msg, fields });
    },
  };
  return { logger, errors };
}

describe("blog source", () => {
  it("answers nothing without a feed: the pages show the content's posts", async () => {
    const source = createBlogSource({});
    expect(await source.getRecentPosts()).toBeNull();
  });

  it("reads RSS, keeping only posts with a link and our own image paths", async () => {
    const { logger, errors } = recordingLogger();
    const posts = await createBlogSource({ feedUrl: `${base}/rss`, logger }).getRecentPosts();
    expect(posts).toEqual([
      {
        blog_link: "https://blog.stackwise.in/seo-2026",
        blog_title: "SEO & you: ranking in 2026",
        img_path: "/blog/local-seo.svg",
      },
      {
        blog_link: "https://blog.stackwise.in/apps",
        blog_title: "Apps that sell – a guide",
        img_path: "/blog/post.svg",
      },
    ]);
    expect(errors).toEqual([]);
  });

  it("reads Atom", async () => {
    const posts = await createBlogSource({ feedUrl: `${base}/atom` }).getRecentPosts();
    expect(posts).toEqual([
      {
        blog_link: "https://blog.stackwise.in/atom-post",
        blog_title: "Atom post",
        img_path: "/blog/post.svg",
      },
    ]);
  });

  it("reads WordPress REST JSON and drops unsafe links", async () => {
    const posts = await createBlogSource({ feedUrl: `${base}/wp` }).getRecentPosts();
    expect(posts).toEqual([
      {
        blog_link: "https://blog.stackwise.in/wp-post",
        blog_title: "Hosting & DNS made simple",
        img_path: "/blog/post.svg",
      },
    ]);
  });

  it("reads a JSON list already in our shape", async () => {
    const posts = await createBlogSource({ feedUrl: `${base}/own` }).getRecentPosts();
    expect(posts).toEqual([
      {
        blog_link: "https://blog.stackwise.in/own",
        blog_title: "Own shape",
        img_path: "/blog/x.svg",
      },
    ]);
  });

  it(`keeps at most ${MAX_POSTS} posts`, async () => {
    const posts = await createBlogSource({ feedUrl: `${base}/many` }).getRecentPosts();
    expect(posts).toHaveLength(MAX_POSTS);
    expect(posts?.[0]?.blog_title).toBe("Post number 0");
  });

  for (const [path, reason] of [
    ["/html", /neither RSS/],
    ["/broken-json", /not valid JSON/],
    ["/object", /not a list/],
    ["/error", /HTTP 500/],
    ["/missing", /HTTP 404/],
  ] as const) {
    it(`answers [] and logs one error for ${path}`, async () => {
      const { logger, errors } = recordingLogger();
      const posts = await createBlogSource({ feedUrl: `${base}${path}`, logger }).getRecentPosts();
      expect(posts).toEqual([]);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.msg).toBe("blog feed failed");
      expect(errors[0]?.fields?.feed).toBe(`${base}${path}`);
      expect(String(errors[0]?.fields?.error)).toMatch(reason);
    });
  }

  it("gives up on a slow feed after the timeout", async () => {
    const { logger, errors } = recordingLogger();
    const started = Date.now();
    const posts = await createBlogSource({
      feedUrl: `${base}/slow`,
      timeoutMs: 300,
      logger,
    }).getRecentPosts();
    const elapsed = Date.now() - started;
    expect(posts).toEqual([]);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.fields?.error).toBe("feed timed out");
  });

  it("gives up on an unreachable feed", async () => {
    const { logger, errors } = recordingLogger();
    const posts = await createBlogSource({
      feedUrl: "http://127.0.0.1:9/feed",
      logger,
    }).getRecentPosts();
    expect(posts).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it("caches a good answer, and a failure for a shorter while", async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const good = createBlogSource({ feedUrl: `${base}/own`, now, cacheMs: 600_000 });
    hits["/own"] = 0;
    await Promise.all([good.getRecentPosts(), good.getRecentPosts()]);
    await good.getRecentPosts();
    expect(hits["/own"]).toBe(1);
    clock += 600_001;
    await good.getRecentPosts();
    expect(hits["/own"]).toBe(2);

    const { logger, errors } = recordingLogger();
    const bad = createBlogSource({ feedUrl: `${base}/error`, now, logger, failureCacheMs: 60_000 });
    hits["/error"] = 0;
    await bad.getRecentPosts();
    await bad.getRecentPosts();
    expect(hits["/error"]).toBe(1);
    expect(errors).toHaveLength(1);
    clock += 60_001;
    await bad.getRecentPosts();
    expect(hits["/error"]).toBe(2);
  });
});

describe("parseFeed", () => {
  it("treats an RSS channel without items as an empty list", () => {
    expect(parseFeed("<rss><channel><title>x</title></channel></rss>")).toEqual([]);
  });
});
