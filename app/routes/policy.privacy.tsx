import { PolicyPage } from "~/components/policy/policy-page";
import { privacyPolicy as privacyPolicyHi } from "~/content/hi/policies/privacy";
import { privacyPolicy } from "~/content/policies/privacy";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/policy.privacy";

export const meta = ({ location }: Route.MetaArgs) => pageSeo("/privacy-policy", location.pathname);

export default function PrivacyPage() {
  return <PolicyPage path="/privacy-policy" doc={{ en: privacyPolicy, hi: privacyPolicyHi }} />;
}
