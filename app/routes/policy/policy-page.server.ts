/**
 * The loader of the four policy pages: the page's head and words, the labels around the text,
 * this policy's text alone (never the other three) and the headings of the related policies.
 */
import type { AppLoadContext } from "react-router";
import type { PolicyPath } from "~/content/policies/schema";
import { loadPage } from "~/lib/pages/page.server";
import type { PageHead } from "~/lib/pages/page-head";
import type { PolicyPageProps } from "./policy-page";

export function policyPageData(
  args: { request: Request; context: AppLoadContext },
  path: PolicyPath,
): PolicyPageProps & { head: PageHead } {
  const { copy, words, head } = loadPage(args, path);
  const { related, ...doc } = copy.policies.policies[path];
  return {
    head,
    words,
    path,
    ui: copy.policies.policyUi,
    doc,
    related: related.map((relatedPath) => {
      const { heading, intro } = copy.pages.pages[relatedPath];
      return { path: relatedPath, heading, intro };
    }),
  };
}
