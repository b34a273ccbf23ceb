import { PolicyPage } from "~/components/policy/policy-page";
import { policyPageData } from "~/components/policy/policy-page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/policy.cancellation";

export function loader({ request }: Route.LoaderArgs) {
  return policyPageData(request, "/Cancellation-and-Refund");
}

export const meta = pageMeta;

export default function CancellationPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
