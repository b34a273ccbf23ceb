import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { CtaBand } from "~/components/services/cta-band";
import { Section } from "~/components/services/section";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import { GraphicGrid } from "~/components/work/graphic-card";
import { NotableAppCard } from "~/components/work/notable-app-card";
import { WebsiteProjectCard } from "~/components/work/website-project-card";
import { notableApps } from "~/content/apps";
import { socialPosts, uiUxItems } from "~/content/graphic";
import { pages } from "~/content/pages";
import { websiteProjects } from "~/content/projects";
import { pageSeo } from "~/lib/seo";

const copy = pages["/work"];

export const meta = () => pageSeo("/work");

function ExploreServices({ to, service }: { to: string; service: string }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className={buttonClass("primary", "md")}
      aria-label={`Explore Services: ${service}`}
    >
      Explore Services
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}

export default function WorkPage() {
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="work" />}
        actions={
          <>
            <SectionLink to="graphic-designs" className={buttonClass("accent", "lg")}>
              Graphic Designs
            </SectionLink>
            <SectionLink to="website-projects" className={buttonClass("light", "lg")}>
              Website Project
            </SectionLink>
            <SectionLink to="application-projects" className={buttonClass("light", "lg")}>
              Application Project
            </SectionLink>
          </>
        }
      />
      <Section
        id="graphic-designs"
        eyebrow="Graphic Designs"
        title="Posts, screens and brand designs"
        intro="A selection of social media posts and UI/UX screens from our design desk."
        tone="surface"
        aside={<ExploreServices to="/services/graphic-designing" service="Graphic Designing" />}
      >
        <GraphicGrid items={socialPosts.slice(0, 4)} perRow={4} testId="work-posts" />
        <div className="mt-6">
          <GraphicGrid items={uiUxItems.slice(0, 3)} perRow={3} testId="work-ui-ux" />
        </div>
      </Section>
      <Section
        id="website-projects"
        eyebrow="Website Project"
        title="Websites, dashboards and web apps"
        intro="Informational sites for businesses, institutes and nonprofits, role-based dashboards and a few playful experiments. Every card opens a live demo in a new tab."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="website-demos">
          {websiteProjects.map((project) => (
            <li key={project.id}>
              <WebsiteProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="application-projects"
        eyebrow="Application Project"
        title="Apps in the hands of real users"
        intro="Android and iOS apps with the admin panels that run them."
        tone="surface"
        aside={<ExploreServices to="/services/app-development" service="App Development" />}
      >
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="work-apps">
          {notableApps.map((app) => (
            <li key={app.id}>
              <NotableAppCard app={app} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Like what you see?"
        text="Tell us about your project and we will show you similar work and a fixed price."
      />
    </>
  );
}
