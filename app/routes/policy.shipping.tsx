import { PolicyPage } from "~/components/policy/policy-page";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/policy.shipping";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/Shipping-and-Delivery", location.pathname);

export default function ShippingPage() {
  return <PolicyPage path="/Shipping-and-Delivery" />;
}
