import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/contact-us"];

export const meta = () => pageSeo("/contact-us");

export default function ContactPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
