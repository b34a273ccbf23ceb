/**
 * A page's loader turns the picture fields it shows (a hash, or none) into what the
 * `<Picture>` component draws (app/components/ui/picture.tsx): the library picture's hash, size
 * and focal point, or null for the drawing. The shapes come from the server through the load
 * context (`mediaShapes`, app/load-context.ts), in one lookup per page.
 */
import type { AppLoadContext } from "react-router";
import type { ShownPicture } from "~/base/media-urls";
import type { PictureChoice } from "~/content/engine/fields";

/**
 * Each choice as its place shows it: the library picture, or null (none chosen, or no longer in
 * the library): the place's drawing.
 */
export async function shownPictures(
  context: AppLoadContext,
  choices: readonly PictureChoice[],
): Promise<(ShownPicture | null)[]> {
  const hashes = [
    ...new Set(choices.flatMap((choice) => (choice.hash === null ? [] : [choice.hash]))),
  ];
  const shapes =
    hashes.length > 0 && context.mediaShapes ? await context.mediaShapes(hashes) : new Map();
  return choices.map((choice) => {
    const shape = choice.hash === null ? undefined : shapes.get(choice.hash);
    return shape && choice.hash !== null
      ? { item: { hash: choice.hash, ...shape }, decorative: choice.decorative }
      : null;
  });
}

/** Each item with the picture its place shows (`picture`: null for the drawing). */
export async function withShownPictures<Item extends object>(
  context: AppLoadContext,
  items: readonly Item[],
  choiceOf: (item: Item) => PictureChoice,
): Promise<(Item & { picture: ShownPicture | null })[]> {
  const shown = await shownPictures(context, items.map(choiceOf));
  return items.map((item, index) => ({ ...item, picture: shown[index] ?? null }));
}
