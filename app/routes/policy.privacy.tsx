import { PolicyPage } from "~/components/policy/policy-page";
import { policyPageData } from "~/components/policy/policy-page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/policy.privacy";

export function loader({ request }: Route.LoaderArgs) {
  return policyPageData(request, "/privacy-policy");
}

export const meta = pageMeta;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
