import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/section-link";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/"];

export const meta = () => pageSeo("/");

export default function HomePage() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-primary-900 via-primary-800 to-violet text-white">
      <div className="container-page py-20 sm:py-28">
        <h1 className="max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-6xl">
          {copy.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-indigo-100">{copy.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <SectionLink to="services" className={buttonClass("accent", "lg")}>
            Services
          </SectionLink>
          <SectionLink to="about" className={buttonClass("light", "lg")}>
            About us
          </SectionLink>
          <Link to="/internship" className={buttonClass("light", "lg")}>
            Internship
          </Link>
        </div>
      </div>
    </section>
  );
}
