import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/graphic-designing"];

export const meta = () => pageSeo("/services/graphic-designing");

export default function GraphicDesigningPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
