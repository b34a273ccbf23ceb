import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/terms";
import { PolicyPage } from "./policy-page";
import { policyPageData } from "./policy-page.server";

export function loader(args: Route.LoaderArgs) {
  return policyPageData(args, "/terms-and-conditions");
}

export const meta = pageMeta;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
