import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/shipping";
import { PolicyPage } from "./policy-page";
import { policyPageData } from "./policy-page.server";

export function loader(args: Route.LoaderArgs) {
  return policyPageData(args, "/Shipping-and-Delivery");
}

export const meta = pageMeta;

export default function ShippingPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
