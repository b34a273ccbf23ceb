import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { ContactBand } from "~/components/sections/contact";
import { FlexBoardGrid, GraphicGrid } from "~/components/sections/gallery";
import { Hero } from "~/components/sections/hero";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { Section } from "~/components/sections/section";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { withShownPictures } from "~/lib/pages/pictures.server";
import type { Route } from "./+types/graphic-designing";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/services/graphic-designing");
  const { graphicDesigningPage, graphicServices, socialPosts, uiUxItems, flexBoards } =
    copy.graphic;
  return {
    head,
    words,
    page: graphicDesigningPage,
    posterArt: copy.art.posterArt,
    graphicServices,
    socialPosts: await withShownPictures(context, socialPosts, (item) => item.graphicPicture),
    uiUxItems: await withShownPictures(context, uiUxItems, (item) => item.graphicPicture),
    flexBoards: await withShownPictures(context, flexBoards, (board) => board.boardPicture),
  };
}

export const meta = pageMeta;

export default function GraphicDesigningPage({ loaderData }: Route.ComponentProps) {
  const { words, page, posterArt, graphicServices, socialPosts, uiUxItems, flexBoards } =
    loaderData;
  const { hero, sections, contact } = page;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        words={words}
        art={<ServiceHeroArt kind="graphic" posterArt={posterArt} />}
      />
      <Section id="graphic-services" {...sections.services} tone="surface">
        <IconCardGrid items={graphicServices} cols={4} testId="graphic-services-list" />
      </Section>
      <Section id="graphic-projects" {...sections.socialPosts}>
        <GraphicGrid items={socialPosts} perRow={4} testId="social-posts" />
      </Section>
      <Section id="ui-ux-projects" {...sections.uiUx} tone="surface">
        <GraphicGrid items={uiUxItems} perRow={3} testId="ui-ux-items" />
      </Section>
      <Section id="flex-boards" {...sections.flexBoards}>
        <FlexBoardGrid boards={flexBoards} testId="flex-boards" />
      </Section>
      <ContactBand {...contact} />
    </>
  );
}
