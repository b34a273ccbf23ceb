import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/website-development"];

export const meta = () => pageSeo("/services/website-development");

export default function WebsiteDevelopmentPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
