import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/work"];

export const meta = () => pageSeo("/work");

export default function WorkPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
