/**
 * Checks every form post (the lead forms and every /admin form) before React Router reads it:
 * only form content types, a declared body of at most LEADS_BODY_LIMIT_BYTES, and an Origin
 * (or Referer) of this site. Browsers always pass; what fails is a script, which gets a short
 * answer with no detail. The one limit a person can trip, the body size (a very long message),
 * gets a clear page.
 */
import type { NextFunction, Request, Response } from "express";
import { isAdminPath } from "../../app/lib/admin-path";
import type { Logger } from "../log";

export { isAdminPath };

/** Paths whose POST reaches a lead action (".data": React Router's fetcher requests). */
export const leadPostPaths = new Set([
  "/contact-us",
  "/contact-us.data",
  "/career",
  "/career.data",
  "/contactform.php",
]);

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0F172A"><h1 style="font-size:1.5rem">${title}</h1>${body}</body></html>`;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function leadRequestGuard(options: { siteUrl: string; bodyLimit: number; logger: Logger }) {
  const siteOrigin = originOf(options.siteUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    // Staff inbox posts get the same checks, and must carry an Origin or Referer of this site:
    // a browser always sends one on a POST, so a request without either is no staff form.
    const admin = isAdminPath(req.path);
    if (!admin && !leadPostPaths.has(req.path)) return next();
    const reject = (status: number, reason: string, html?: string) => {
      options.logger.warn("form post rejected", { reason, path: req.path, status });
      res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      res
        .status(status)
        .type("html")
        .send(html ?? page("Request not accepted", "<p>This request could not be accepted.</p>"));
    };

    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!formTypes.has(type)) return reject(415, "content-type");

    const declared = req.headers["content-length"];
    if (declared === undefined || !/^\d+$/.test(declared)) return reject(411, "no-length");
    if (Number(declared) > options.bodyLimit) {
      return reject(
        413,
        "body-too-large",
        page(
          "Your message is too long",
          `<p>Your message is longer than we can accept in one go (${Math.floor(options.bodyLimit / 1024)} KB). Please use your browser’s Back button — what you typed is usually still there — shorten the message and send it again, or email us the details.</p><p><a href="/contact-us">Back to the contact page</a></p>`,
        ),
      );
    }

    const allowed = new Set([siteOrigin, `${req.protocol}://${req.get("host")}`]);
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(originOf(origin))) return reject(403, "origin");
    } else if (req.headers.referer !== undefined) {
      if (!allowed.has(originOf(req.headers.referer))) return reject(403, "referer");
    } else if (admin) {
      return reject(403, "no-origin");
    }
    next();
  };
}
