import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/privacy";
import { PolicyPage } from "./policy-page";
import { policyPageData } from "./policy-page.server";

export function loader(args: Route.LoaderArgs) {
  return policyPageData(args, "/privacy-policy");
}

export const meta = pageMeta;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
