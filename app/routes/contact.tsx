import { ContactFormSection } from "~/components/forms/contact-form-section";
import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { leadAction } from "~/lib/lead-action.server";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/contact";

const copy = pages["/contact-us"];

export const meta = () => pageSeo("/contact-us");

/** The contact form and the contact popup post here (leads backend). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadAction(request, context, ["contact", "popup"]);

export default function ContactPage() {
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <ContactFormSection />
    </>
  );
}
