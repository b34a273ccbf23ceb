import { ServiceCard } from "~/components/service-card";
import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { services } from "~/content/services";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services"];

export const meta = () => pageSeo("/services");

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow="What we do" heading={copy.heading} intro={copy.intro} />
      <section aria-labelledby="services-list" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <h2 id="services-list" className="sr-only">
            Our four services
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
