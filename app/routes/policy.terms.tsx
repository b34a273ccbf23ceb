import { PolicyPage } from "~/components/policy/policy-page";
import { termsAndConditions as termsAndConditionsHi } from "~/content/hi/policies/terms";
import { termsAndConditions } from "~/content/policies/terms";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/policy.terms";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/terms-and-conditions", location.pathname);

export default function TermsPage() {
  return (
    <PolicyPage
      path="/terms-and-conditions"
      doc={{ en: termsAndConditions, hi: termsAndConditionsHi }}
    />
  );
}
