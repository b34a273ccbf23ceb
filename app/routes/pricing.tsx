import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/pricing"];

export const meta = () => pageSeo("/pricing");

export default function PricingPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
