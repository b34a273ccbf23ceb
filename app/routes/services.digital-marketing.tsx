import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/digital-marketing"];

export const meta = () => pageSeo("/services/digital-marketing");

export default function DigitalMarketingPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
