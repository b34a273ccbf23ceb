import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/privacy-policy"];

export const meta = () => pageSeo("/privacy-policy");

export default function PrivacyPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
