/**
 * Checks every form post (the lead forms and every /admin form) before React Router reads it:
 * only form content types and an Origin (or Referer) of this site. Browsers always pass; what
 * fails is a script, which gets a short answer with no detail. Paths are matched on the key
 * steps/hygiene.ts decided (any casing, trailing slash, escapes or ".data" suffix), and the
 * body was already read there within its limit; the one limit a person can trip, the body size
 * (a very long message), gets the clear page of `messageTooLongPage`.
 */
import type { NextFunction, Request, Response } from "express";
import { isAdminPath } from "../../app/base/admin-path";
import { type Html, html } from "../../app/base/html";
import { type Locale, localeOfPath, localizedPath } from "../../app/base/locale";
import { fill } from "../../app/base/template";
import type { Content } from "../../app/content/engine/content";
import { plainPage, plainPagePolicy } from "../../app/lib/pages/plain-page";
import type { Logger } from "../log";
import { mediaPostPath } from "../media/routes";
import { refusalHeaders } from "./headers";
import { requestTarget } from "./hygiene";

export { isAdminPath };

/**
 * Keys (steps/hygiene.ts) of the leads API (a hydrated form posts there, app/routes/api.leads.ts):
 * posts only, no page to GET.
 */
export const leadsApiPaths = new Set(["/api/leads", "/hi/api/leads"]);

/**
 * Keys of the paths whose POST reaches a lead action: the forms' pages (a native post), the
 * leads API and the old script.
 */
export const leadPostPaths = new Set([
  "/contact-us",
  "/career",
  "/hi/contact-us",
  "/hi/career",
  ...leadsApiPaths,
  "/contactform.php",
]);

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function page(title: string, body: Html, locale: Locale): string {
  return plainPage({ title, body, locale });
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The page answered when a form post is larger than the body limit, in the form's language. */
export function messageTooLongPage(content: Content, bodyLimit: number, locale: Locale): string {
  const copy = content.dictionary(locale).forms.leadFormCopy.tooLongPage;
  return page(
    copy.title,
    html`<p>${fill(copy.body, { limitKb: Math.floor(bodyLimit / 1024) })}</p><p><a href="${localizedPath("/contact-us", locale)}">${copy.backLink}</a></p>`,
    locale,
  );
}

function rejectedPage(content: Content, locale: Locale): string {
  const copy = content.dictionary(locale).forms.leadFormCopy.rejectedPage;
  return page(copy.title, html`<p>${copy.body}</p>`, locale);
}

/**
 * Keys of the staff inbox's form actions (app/routes.ts). /admin/audit takes posts only to
 * refuse them (the audit trail cannot be changed): a forged post is answered by its action,
 * 403 for a role without it, 405 for an owner, and recorded.
 */
const adminPostPath =
  /^\/admin\/(?:login(?:\/code|\/link\/[^/]+)?|logout|outbox|leads\/[^/]+(?:\/(?:delete|reply|merge))?|staff(?:\/[^/]+)?|audit|launch|account|set-password\/[^/]+|content\/[^/]+(?:\/(?:draft|history))?)$/;

/**
 * Keys of the words editor's posts that carry a whole topic (a draft saved as the editor types,
 * a publish with the form's last state): they take a larger body than the other forms
 * (steps/path-rules.ts).
 */
export const contentDraftPostPath = /^\/admin\/content\/[^/]+(?:\/draft)?$/;

/** Whether a POST to this key reaches a form: the lead forms and the staff inbox's actions. */
export function isFormPost(key: string): boolean {
  return leadPostPaths.has(key) || adminPostPath.test(key) || mediaPostPath.test(key);
}

export function formGuard(options: {
  siteUrl: string;
  logger: Logger;
  /** The live words of the refusal pages. */
  content: () => Content;
  /**
   * Counts a refusal in the audit trail ("form.refused", one entry per client and minute:
   * server/admin/audit.ts); `ip` is the client's address (req.ip).
   */
  recordRefusal?: (refusal: { reason: string; path: string; ip: string | undefined }) => void;
}) {
  const siteOrigin = originOf(options.siteUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    const { key } = requestTarget(req);
    if (!isFormPost(key)) return next();
    // Staff inbox posts must carry an Origin or Referer of this site: a browser always sends
    // one on a POST, so a request without either is no staff form.
    const admin = isAdminPath(key);
    const reject = (status: number, reason: string) => {
      options.logger.warn("form post rejected", { reason, path: key, status });
      options.recordRefusal?.({ reason, path: key, ip: req.ip });
      res
        .set(refusalHeaders(true))
        .set("Content-Security-Policy", plainPagePolicy())
        .status(status)
        .type("html")
        .send(rejectedPage(options.content(), localeOfPath(key)));
    };

    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!formTypes.has(type)) return reject(415, "content-type");

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
