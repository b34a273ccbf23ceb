import type { ShownPicture } from "~/base/media-urls";
import { FlexBoardMock, PosterMock } from "~/components/art/services-poster-mock";
import { BrowserMock } from "~/components/art/work-browser-mock";
import { PhoneMock } from "~/components/art/work-phone-mock";
import { Picture } from "~/components/ui/picture";
import type { FlexBoard, GraphicItem } from "~/content/graphic/schema";

/** A design sample with the picture chosen for it (null: the drawing). */
type ShownItem = GraphicItem & { picture?: ShownPicture | null };

/**
 * Where a sample's picture shows: a quarter or a third of the row on large screens, half on
 * phones; a post square, a screen 4:3, as the drawings are.
 */
const samplePlace = (item: GraphicItem) =>
  ({
    widths: [320, 640],
    aspect: item.graphicImage.kind === "poster" ? "1x1" : "4x3",
    sizes: "(min-width: 64rem) 20rem, 50vw",
  }) as const;

/**
 * The gallery of design samples (/work and /services/graphic-designing): social media posts,
 * UI/UX screens and flex boards, all drawn (app/components/art).
 */

function GraphicArt({ item }: { item: GraphicItem }) {
  const art = item.graphicImage;
  if (art.kind === "poster") {
    return (
      <PosterMock
        hue={art.hue}
        motif={art.motif}
        lines={art.lines}
        footer={art.footer}
        label={item.graphicImageAlt}
        className="h-auto w-full"
      />
    );
  }
  if (art.kind === "phone") {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-primary-50 to-line/50 p-4">
        <PhoneMock
          screen={art.screen}
          label={item.graphicImageAlt}
          className="h-full w-auto drop-shadow-md"
        />
      </div>
    );
  }
  return (
    <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-primary-50 to-line/50 p-4">
      <BrowserMock
        layout={art.browser.layout}
        hue={art.browser.hue}
        label={item.graphicImageAlt}
        className="h-auto w-full rounded-lg shadow-card"
      />
    </div>
  );
}

/** A design sample: the artwork (or the picture chosen) and its title. */
function GraphicCard({ item }: { item: ShownItem }) {
  return (
    <figure
      className="h-full overflow-hidden rounded-card border border-line bg-card shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
      data-testid="graphic-item"
    >
      <Picture
        picture={item.picture ?? null}
        alt={item.graphicPictureAlt}
        place={samplePlace(item)}
        placeholder={<GraphicArt item={item} />}
        nearScreenOnly
        className="h-auto w-full"
      />
      <figcaption className="px-4 py-3">
        <h3 className="font-semibold text-ink">{item.graphicTitle}</h3>
      </figcaption>
    </figure>
  );
}

/** Design samples in a grid of four (posts) or three (UI/UX) columns on large screens. */
export function GraphicGrid({
  items,
  perRow,
  testId,
}: {
  items: readonly ShownItem[];
  perRow: 3 | 4;
  testId?: string;
}) {
  const cols = perRow === 4 ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`grid gap-4 sm:gap-6 ${cols}`} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <GraphicCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a board's picture shows: half the row on large screens, the whole width below; at the
 * picture's own shape (a flex board is far wider than any crop the library makes).
 */
const boardPlace = {
  widths: [640, 960, 1280],
  sizes: "(min-width: 64rem) 36rem, 92vw",
} as const;

/** The school flex boards, two to a row on large screens, each with its title. */
export function FlexBoardGrid({
  boards,
  testId,
}: {
  boards: readonly (FlexBoard & { picture?: ShownPicture | null })[];
  testId?: string;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2" data-testid={testId}>
      {boards.map((board) => (
        <li key={board.id}>
          <figure className="overflow-hidden rounded-card border border-line bg-card shadow-card">
            {/* In dark the board's white header would sit flush on the card: frame it. */}
            <div className="dark:bg-surface dark:p-3">
              <Picture
                picture={board.picture ?? null}
                alt={board.boardPictureAlt}
                place={boardPlace}
                nearScreenOnly
                className="h-auto w-full dark:rounded-md"
                placeholder={
                  <FlexBoardMock board={board} className="h-auto w-full dark:rounded-md" />
                }
              />
            </div>
            <figcaption className="px-4 py-3">
              <h3 className="font-semibold text-ink">{board.title}</h3>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
