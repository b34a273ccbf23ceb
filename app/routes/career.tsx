import { CareerFormSection } from "~/components/forms/career-form-section";
import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { leadAction } from "~/lib/lead-action.server";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/career";

const copy = pages["/career"];

export const meta = () => pageSeo("/career");

/** The careers form posts here (leads backend). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadAction(request, context, ["career"]);

export default function CareerPage() {
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <CareerFormSection />
    </>
  );
}
