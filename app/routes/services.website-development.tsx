import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CtaBand } from "~/components/services/cta-band";
import { OfferingGrid } from "~/components/services/offering-grid";
import { Section } from "~/components/services/section";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import { WebsiteProjectCard } from "~/components/work/website-project-card";
import { pages } from "~/content/pages";
import { websiteProjects } from "~/content/projects";
import { webServices } from "~/content/web-services";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/website-development"];

export const meta = () => pageSeo("/services/website-development");

export default function WebsiteDevelopmentPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="web" />}
        actions={
          <>
            <SectionLink to="web-services" className={buttonClass("accent", "lg")}>
              Web Services
            </SectionLink>
            <SectionLink to="web-projects" className={buttonClass("light", "lg")}>
              Web Projects
            </SectionLink>
          </>
        }
      />
      <Section
        id="web-services"
        eyebrow="Web Services"
        title="Everything your website needs, in one place"
        intro="From the first design to the domain, email and security behind it — and the care it needs once it is live."
        tone="surface"
      >
        <OfferingGrid items={webServices} cols={3} testId="web-services-list" />
      </Section>
      <Section
        id="web-projects"
        eyebrow="Web Projects"
        title="Websites and web apps we have built"
        intro="Open any project to try the live demo in a new tab."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="web-projects-list">
          {websiteProjects.map((project) => (
            <li key={project.id}>
              <WebsiteProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Planning a new website?"
        text="Tell us what you need and get a fixed, written quote within one working day."
      />
    </>
  );
}
