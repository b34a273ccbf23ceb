/**
 * What each path accepts, for request hygiene (steps/hygiene.ts): only the forms and the
 * web-vitals endpoint take posts, each with its body limit; every other path is read-only.
 * Paths are matched on their key (hygiene.ts's `RequestTarget`).
 */
import { localeOfPath } from "../../app/base/locale";
import type { Content } from "../../app/content/content";
import { VITALS_BODY_LIMIT_BYTES } from "../../app/lib/vitals/vitals.server";
import type { Env } from "../env";
import { isAdminPath, isFormPost, leadsApiPaths, messageTooLongPage } from "./form-guard";
import type { PathRules } from "./hygiene";

/** The key of the web-vitals endpoint (app/routes/api.vitals.ts). */
export const VITALS_PATH = "/api/vitals";

export function pathRules(
  env: Pick<Env, "LEADS_BODY_LIMIT_BYTES">,
  /** The live words of the too-long page. */
  content: () => Content,
): PathRules {
  return {
    methodsFor: (key) =>
      key === VITALS_PATH || leadsApiPaths.has(key)
        ? ["POST"]
        : isFormPost(key)
          ? ["GET", "HEAD", "POST"]
          : ["GET", "HEAD"],
    bodyLimit: (key) =>
      key === VITALS_PATH ? VITALS_BODY_LIMIT_BYTES : env.LEADS_BODY_LIMIT_BYTES,
    // A person who wrote a very long message gets a page in the form's language.
    tooLargePage: (key) =>
      isFormPost(key) && !isAdminPath(key)
        ? messageTooLongPage(content(), env.LEADS_BODY_LIMIT_BYTES, localeOfPath(key))
        : null,
  };
}
