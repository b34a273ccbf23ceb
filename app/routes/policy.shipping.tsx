import { PolicyPage } from "~/components/policy/policy-page";
import { pageSeo } from "~/lib/seo";

export const meta = () => pageSeo("/Shipping-and-Delivery");

export default function ShippingPage() {
  return <PolicyPage path="/Shipping-and-Delivery" />;
}
