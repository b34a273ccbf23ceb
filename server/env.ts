/**
 * The server's environment, checked once at start-up. A bad value stops the process with a
 * message naming the variable, instead of failing later on the first request that needs it.
 * Every variable is documented in the README's table.
 */
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Absolute origin for canonical links, sitemap and emails, e.g. https://www.example.in */
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().default("./data"),
    /** Hops of reverse proxies to trust for the client IP (Express "trust proxy"). */
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Live blog feed for the home grid and /api/blogs (RSS, Atom or WordPress REST JSON). Unset:
     * the posts of app/content/blog.ts. Set at build time, the home page is rendered per request.
     */
    BLOG_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Send Strict-Transport-Security; on by default in production. */
    HSTS: bool.optional(),
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    DATA_DIR: path.resolve(env.DATA_DIR),
    HSTS: env.HSTS ?? env.NODE_ENV === "production",
  }));

export type Env = z.infer<typeof envSchema>;

/** Parses `source` or throws an Error listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
