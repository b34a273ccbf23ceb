import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { Service } from "~/content/schema";
import { exploreServices } from "~/content/sections";

/** Link from a section of /work or /pricing to the page of the service it shows. */
export function ExploreServiceLink({
  service,
  variant,
}: {
  service: Pick<Service, "title" | "goToLink">;
  variant: "primary" | "outline";
}) {
  return (
    <Link
      to={service.goToLink}
      prefetch="intent"
      className={buttonClass(variant, "md")}
      aria-label={exploreServices.ariaLabel(service.title)}
    >
      {exploreServices.label}
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}
