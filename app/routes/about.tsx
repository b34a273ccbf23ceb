import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/aboutUs"];

export const meta = () => pageSeo("/aboutUs");

export default function AboutPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
