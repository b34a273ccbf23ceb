import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/internship";

const copy = pages["/internship"];

// Served at /internship and /paid-internship; both declare /internship canonical.
export const meta = ({ location }: Route.MetaArgs) => pageSeo("/internship", location.pathname);

export default function InternshipPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />;
}
