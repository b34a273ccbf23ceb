import { PolicyPage } from "~/components/policy/policy-page";
import { cancellationAndRefund as cancellationAndRefundHi } from "~/content/hi/policies/cancellation";
import { cancellationAndRefund } from "~/content/policies/cancellation";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/policy.cancellation";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/Cancellation-and-Refund", location.pathname);

export default function CancellationPage() {
  return (
    <PolicyPage
      path="/Cancellation-and-Refund"
      doc={{ en: cancellationAndRefund, hi: cancellationAndRefundHi }}
    />
  );
}
