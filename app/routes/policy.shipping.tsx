import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/Shipping-and-Delivery"];

export const meta = () => pageSeo("/Shipping-and-Delivery");

export default function ShippingPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
