import { PolicyPage } from "~/components/policy/policy-page";
import { pageSeo } from "~/lib/seo";

export const meta = () => pageSeo("/privacy-policy");

export default function PrivacyPage() {
  return <PolicyPage path="/privacy-policy" />;
}
