import { PolicyPage } from "~/components/policy/policy-page";
import { policyPageData } from "~/components/policy/policy-page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/policy.shipping";

export function loader({ request }: Route.LoaderArgs) {
  return policyPageData(request, "/Shipping-and-Delivery");
}

export const meta = pageMeta;

export default function ShippingPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
