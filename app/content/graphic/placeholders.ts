import type { Placeholder } from "../schema";
import { flexBoardFacts, socialPostFacts, uiUxFacts, uiUxNamedByBrief } from "./facts";

/**
 * Invented items of ./facts.ts, listed by `npm run launch-check` until replaced
 * (docs/decisions/0008). Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Eleven social media posts shown as the agency's design work (invented businesses, offers and dates)",
    value: socialPostFacts.map((post) => post.id).join(", "),
    replaceWith:
      "Eleven posts the agency designed and may show (the brief fixes the count), or keep them and call them samples in ./en.ts and ./hi.ts",
  },
  {
    what: "UI/UX samples the brief does not name, shown as the agency's work (the brief names ludo game, colour prediction game and institute website among its six)",
    value: uiUxFacts
      .filter((item) => !uiUxNamedByBrief.includes(item.id))
      .map((item) => item.id)
      .join(", "),
    replaceWith: "UI/UX work the agency did and may show, keeping six in all",
  },
  {
    what: "Two school flex boards shown as the agency's print work (invented schools)",
    value: flexBoardFacts.map((board) => board.school).join(", "),
    replaceWith:
      "Two flex boards the agency designed for real schools, with their permission, or generic sample text",
  },
];
