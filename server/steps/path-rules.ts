/**
 * What each path accepts, for request hygiene (steps/hygiene.ts): only the forms and the
 * web-vitals endpoint take posts, each with its body limit (the lead forms' for every form but
 * the words editor's drafts and publishes, which carry a whole topic); every other path is
 * read-only.
 * Paths are matched on their key (hygiene.ts's `RequestTarget`).
 */
import { localeOfPath } from "../../app/base/locale";
import type { Content } from "../../app/content/engine/content";
import { VITALS_BODY_LIMIT_BYTES } from "../../app/lib/vitals/vitals.server";
import type { Env } from "../env";
import { MAX_UPLOAD_REQUEST_BYTES } from "../media/limits";
import { MEDIA_UPLOAD_PATH } from "../media/routes";
import {
  contentDraftPostPath,
  isAdminPath,
  isFormPost,
  leadsApiPaths,
  messageTooLongPage,
} from "./form-guard";
import type { PathRules } from "./hygiene";
import { VISIT_BODY_LIMIT_BYTES, VISIT_PATH } from "./visits";

/** The key of the web-vitals endpoint (app/routes/api.vitals.ts). */
export const VITALS_PATH = "/api/vitals";

/**
 * The body limit of the words editor's posts that carry a whole topic (a draft, a publish):
 * the largest topic's document is about 43 KB of JSON (policies), sent as multipart form data
 * (UTF-8 as it is, Hindi included); a quarter of a megabyte leaves room for it to grow five
 * times, and still refuses a megabyte pasted into a field (the editor says so and keeps the
 * form, and the last saved draft stays).
 */
export const CONTENT_DRAFT_BODY_LIMIT_BYTES = 256 * 1024;

export function pathRules(
  env: Pick<Env, "LEADS_BODY_LIMIT_BYTES">,
  /** The live words of the too-long page. */
  content: () => Content,
): PathRules {
  return {
    methodsFor: (key) =>
      key === VITALS_PATH || key === VISIT_PATH || leadsApiPaths.has(key)
        ? ["POST"]
        : isFormPost(key)
          ? ["GET", "HEAD", "POST"]
          : ["GET", "HEAD"],
    bodyLimit: (key) =>
      key === VITALS_PATH
        ? VITALS_BODY_LIMIT_BYTES
        : key === VISIT_PATH
          ? VISIT_BODY_LIMIT_BYTES
          : contentDraftPostPath.test(key)
            ? CONTENT_DRAFT_BODY_LIMIT_BYTES
            : key === MEDIA_UPLOAD_PATH
              ? MAX_UPLOAD_REQUEST_BYTES
              : env.LEADS_BODY_LIMIT_BYTES,
    // The media upload streams its files to disk as they arrive (server/media/upload.ts).
    streamsBody: (key) => key === MEDIA_UPLOAD_PATH,
    // A person who wrote a very long message gets a page in the form's language.
    tooLargePage: (key) =>
      isFormPost(key) && !isAdminPath(key)
        ? messageTooLongPage(content(), env.LEADS_BODY_LIMIT_BYTES, localeOfPath(key))
        : null,
  };
}
