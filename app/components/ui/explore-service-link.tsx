import ArrowRight from "lucide-react/icons/arrow-right";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { Service } from "~/content/services";
import type { SectionsCopy } from "~/content/shell";

/** Link from a section of /work or /pricing to the page of the service it shows. */
export function ExploreServiceLink({
  service,
  variant,
  copy,
}: {
  service: Pick<Service, "title" | "goToLink">;
  variant: "primary" | "outline";
  copy: SectionsCopy["exploreServices"];
}) {
  return (
    <Link
      to={service.goToLink}
      className={buttonClass(variant, "md")}
      aria-label={fill(copy.ariaLabel, { service: service.title })}
    >
      {copy.label}
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}
