import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { FlexBoardMock } from "~/components/art/services-poster-mock";
import { ContactBlock } from "~/components/services/contact-block";
import { OfferingGrid } from "~/components/services/offering-grid";
import { Section } from "~/components/services/section";
import { PageHero } from "~/components/ui/page-hero";
import { GraphicGrid } from "~/components/work/graphic-card";
import { flexBoards, graphicServices, socialPosts, uiUxItems } from "~/content/graphic";
import { pages } from "~/content/pages";
import { pageSeo } from "~/lib/seo";

const copy = pages["/services/graphic-designing"];

export const meta = () => pageSeo("/services/graphic-designing");

export default function GraphicDesigningPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        heading={copy.heading}
        intro={copy.intro}
        art={<ServiceHeroArt kind="graphic" />}
      />
      <Section
        id="graphic-services"
        eyebrow="What we design"
        title="Graphic design services"
        intro="One consistent look for your brand, wherever people meet it."
        tone="surface"
      >
        <OfferingGrid items={graphicServices} cols={4} testId="graphic-services-list" />
      </Section>
      <Section
        id="graphic-projects"
        eyebrow="Projects"
        title="Social media posts"
        intro="Posts we designed for shops, institutes, restaurants and brands across India."
      >
        <GraphicGrid items={socialPosts} perRow={4} testId="social-posts" />
      </Section>
      <Section
        id="ui-ux-projects"
        eyebrow="Projects"
        title="UI/UX designs"
        intro="Game, app and website screens designed for real users on real phones."
        tone="surface"
      >
        <GraphicGrid items={uiUxItems} perRow={3} testId="ui-ux-items" />
      </Section>
      <Section
        id="flex-boards"
        eyebrow="Print"
        title="School flex boards"
        intro="Large-format boards designed to be read from across the street."
      >
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="flex-boards">
          {flexBoards.map((board) => (
            <li key={board.id}>
              <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
                <FlexBoardMock board={board} className="h-auto w-full" />
                <figcaption className="px-4 py-3">
                  <h3 className="font-semibold text-ink">{board.title}</h3>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <ContactBlock
        title="Need a logo, a post or a flex board?"
        text="Call, email or message us with what you need. We reply within one working day with a price and a delivery date."
      />
    </>
  );
}
