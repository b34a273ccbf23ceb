import { formatters } from "~/base/format";
import type { Placeholder } from "../schema";
import { flexBoardFacts, socialPostFacts, uiUxFacts, uiUxNamedByBrief } from "./facts";

const count = formatters.en.countWordCapital;

/**
 * Invented items of ./facts.ts, listed by `npm run launch-check` until replaced
 * (docs/decisions/0008). Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/services/graphic-designing",
    what: `${count(socialPostFacts.length)} social media posts shown as the agency's design work (invented businesses, offers and dates)`,
    value: socialPostFacts.map((post) => post.id).join(", "),
    replaceWith: `${count(socialPostFacts.length)} posts the agency designed and may show (the brief fixes the count), or keep them and call them samples in app/content/graphic/en.ts and hi.ts`,
  },
  {
    page: "/services/graphic-designing",
    what: "UI/UX samples the brief does not name, shown as the agency's work (the brief names ludo game, colour prediction game and institute website among its six)",
    value: uiUxFacts
      .filter((item) => !uiUxNamedByBrief.includes(item.id))
      .map((item) => item.id)
      .join(", "),
    replaceWith: `UI/UX work the agency did and may show, keeping ${formatters.en.countWord(uiUxFacts.length)} in all`,
  },
  {
    page: "/services/graphic-designing",
    what: `${count(flexBoardFacts.length)} school flex boards shown as the agency's print work (invented schools)`,
    value: flexBoardFacts.map((board) => board.school).join(", "),
    replaceWith:
      "Two flex boards the agency designed for real schools, with their permission, or generic sample text",
  },
];
