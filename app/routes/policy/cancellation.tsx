import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/cancellation";
import { PolicyPage } from "./policy-page";
import { policyPageData } from "./policy-page.server";

export function loader(args: Route.LoaderArgs) {
  return policyPageData(args, "/Cancellation-and-Refund");
}

export const meta = pageMeta;

export default function CancellationPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
