import { PolicyPage } from "~/components/policy/policy-page";
import { shippingAndDelivery as shippingAndDeliveryHi } from "~/content/hi/policies/shipping";
import { shippingAndDelivery } from "~/content/policies/shipping";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/policy.shipping";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/Shipping-and-Delivery", location.pathname);

export default function ShippingPage() {
  return (
    <PolicyPage
      path="/Shipping-and-Delivery"
      doc={{ en: shippingAndDelivery, hi: shippingAndDeliveryHi }}
    />
  );
}
