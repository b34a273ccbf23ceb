import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/Cancellation-and-Refund"];

export const meta = () => pageSeo("/Cancellation-and-Refund");

export default function CancellationPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
