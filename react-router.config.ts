import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/base/site-routes";

export default {
  ssr: true,
  // Every route is in the manifest file each page loads with its scripts (manifest-*.js, 1.6 KiB
  // brotli), so the client never asks /__manifest for the routes its links lead to. Lazy
  // discovery did, after every page load, and patching the routes in re-rendered the whole page
  // on the phone's main thread (docs/performance.md, "Route discovery").
  routeDiscovery: { mode: "initial" },
  // Every page whose HTML does not depend on the request is rendered once at build time and
  // served as a file by server/steps/static-files.ts. The home page joins them unless its blog
  // grid reads a live feed (BLOG_FEED_URL at build time), in which case it is rendered per
  // request.
  prerender: () => prerenderPaths({ liveBlogFeed: Boolean(process.env.BLOG_FEED_URL) }),
} satisfies Config;
