import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/terms-and-conditions"];

export const meta = () => pageSeo("/terms-and-conditions");

export default function TermsPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
