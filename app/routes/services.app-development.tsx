import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/app-development"];

export const meta = () => pageSeo("/services/app-development");

export default function AppDevelopmentPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
