import { PolicyPage } from "~/components/policy/policy-page";
import { pageSeo } from "~/lib/seo";

export const meta = () => pageSeo("/Cancellation-and-Refund");

export default function CancellationPage() {
  return <PolicyPage path="/Cancellation-and-Refund" />;
}
