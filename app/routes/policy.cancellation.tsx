import { PolicyPage } from "~/components/policy/policy-page";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/policy.cancellation";

export const meta = ({ location }: Route.MetaArgs) =>
  pageSeo("/Cancellation-and-Refund", location.pathname);

export default function CancellationPage() {
  return <PolicyPage path="/Cancellation-and-Refund" />;
}
