import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/career"];

export const meta = () => pageSeo("/career");

export default function CareerPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
