import { PolicyPage } from "~/components/policy/policy-page";
import { pageSeo } from "~/lib/seo";

export const meta = () => pageSeo("/terms-and-conditions");

export default function TermsPage() {
  return <PolicyPage path="/terms-and-conditions" />;
}
