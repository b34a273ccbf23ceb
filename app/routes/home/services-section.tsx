import ArrowRight from "lucide-react/icons/arrow-right";
import { Carousel } from "~/components/sections/carousel";
import { Section } from "~/components/sections/section";
import { Link } from "~/components/ui/link";
import type { HomeCopy } from "~/content/home";
import type { Service } from "~/content/services";
import { useSiteCopy } from "~/lib/pages/site-copy";
import { ServiceCard } from "./service-card";

/** Below lg the four cards are an auto-advancing carousel; from lg up, four columns. */
export const SERVICES_CAROUSEL_QUERY = "(max-width: 1023.98px)";
export const SERVICES_DELAY_MS = 4000;

/** The services grid, target of the hero's Services button. */
export function ServicesSection({
  section,
  services,
  exploreLabel,
}: {
  section: HomeCopy["servicesSection"];
  services: Service[];
  /** What each card's link says. */
  exploreLabel: string;
}) {
  return (
    <Section
      id="services"
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
      bodyClassName="mt-12"
    >
      {/* A carousel below lg; from lg up a grid of four. */}
      <Carousel
        id="services-carousel"
        carouselCopy={useSiteCopy().carousel}
        label={section.carouselLabel}
        testId="services-carousel"
        delay={SERVICES_DELAY_MS}
        activeWhen={SERVICES_CAROUSEL_QUERY}
        trackClassName="-mx-2 gap-4 scroll-px-2 px-2 py-2 lg:grid lg:grid-cols-4 lg:gap-6 lg:overflow-visible"
        slideClassName="basis-[88%] sm:basis-[calc(50%-0.5rem)] lg:basis-auto"
        controlsClassName="lg:hidden"
        slides={services.map((service) => (
          <ServiceCard key={service.id} service={service} exploreLabel={exploreLabel} />
        ))}
      />
      <p className="mt-10 text-center">
        <Link
          to="/services"
          className="inline-flex items-center gap-1.5 rounded-full font-semibold text-brand hover:underline"
        >
          {section.allLabel}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </p>
    </Section>
  );
}
