import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { FlexBoardMock } from "~/components/art/services-poster-mock";
import { ContactBand } from "~/components/sections/contact-band";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageSection } from "~/components/sections/page-section";
import { PageHero } from "~/components/ui/page-hero";
import { GraphicGrid } from "~/components/work/graphic-card";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services.graphic-designing";

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/services/graphic-designing");
  const { graphicDesigningPage, graphicServices, socialPosts, uiUxItems, flexBoards } =
    copy.graphic;
  return {
    head,
    words,
    page: graphicDesigningPage,
    posterArt: copy.art.posterArt,
    graphicServices,
    socialPosts,
    uiUxItems,
    flexBoards,
  };
}

export const meta = pageMeta;

export default function GraphicDesigningPage({ loaderData }: Route.ComponentProps) {
  const { words, page, posterArt, graphicServices, socialPosts, uiUxItems, flexBoards } =
    loaderData;
  const { hero, sections, contact } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<ServiceHeroArt kind="graphic" posterArt={posterArt} />}
      />
      <PageSection id="graphic-services" {...sections.services} tone="surface">
        <IconCardGrid items={graphicServices} cols={4} testId="graphic-services-list" />
      </PageSection>
      <PageSection id="graphic-projects" {...sections.socialPosts}>
        <GraphicGrid items={socialPosts} perRow={4} testId="social-posts" />
      </PageSection>
      <PageSection id="ui-ux-projects" {...sections.uiUx} tone="surface">
        <GraphicGrid items={uiUxItems} perRow={3} testId="ui-ux-items" />
      </PageSection>
      <PageSection id="flex-boards" {...sections.flexBoards}>
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="flex-boards">
          {flexBoards.map((board) => (
            <li key={board.id}>
              <figure className="overflow-hidden rounded-card border border-line bg-card shadow-card">
                {/* In dark the board's white header would sit flush on the card: frame it. */}
                <div className="dark:bg-surface dark:p-3">
                  <FlexBoardMock board={board} className="h-auto w-full dark:rounded-md" />
                </div>
                <figcaption className="px-4 py-3">
                  <h3 className="font-semibold text-ink">{board.title}</h3>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>
      <ContactBand {...contact} />
    </>
  );
}
