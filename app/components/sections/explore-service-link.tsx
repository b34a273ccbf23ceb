import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import * as sectionsHi from "~/content/hi/sections";
import type { Service } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import { useLocalized } from "~/lib/locale";

/** Link from a section of /work or /pricing to the page of the service it shows. */
export function ExploreServiceLink({
  service,
  variant,
}: {
  service: Pick<Service, "title" | "goToLink">;
  variant: "primary" | "outline";
}) {
  const { exploreServices } = useLocalized({ en: sectionsEn, hi: sectionsHi });
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
