import { PolicyPage } from "~/components/policy/policy-page";
import { policyPageData } from "~/components/policy/policy-page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/policy.terms";

export function loader({ request }: Route.LoaderArgs) {
  return policyPageData(request, "/terms-and-conditions");
}

export const meta = pageMeta;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
