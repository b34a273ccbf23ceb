import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * The invented samples of /services/graphic-designing (docs/decisions/0008). `npm run
 * launch-check` lists each until every field it names is published with a new value, or an
 * owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "graphic.social-posts",
    page: "/services/graphic-designing",
    kind: "placeholder",
    what: "Social media posts shown as the agency's design work (invented businesses, offers and dates)",
    replaceWith:
      "Posts the agency designed and may show (eleven in all, as you asked), or keep them and call them samples",
    fields: ["words.posts.*"],
  },
  {
    id: "graphic.ui-ux-samples",
    page: "/services/graphic-designing",
    kind: "placeholder",
    what: "UI/UX samples shown as the agency's work that you did not name (you named a ludo game, a colour prediction game and an institute website among the six)",
    replaceWith: "UI/UX work the agency did and may show, keeping six in all",
    fields: [
      "words.screens.food-delivery-app",
      "words.screens.fitness-tracker",
      "words.screens.banking-dashboard",
    ],
  },
  {
    id: "graphic.flex-boards",
    page: "/services/graphic-designing",
    kind: "placeholder",
    what: "School flex boards shown as the agency's print work (invented schools)",
    replaceWith:
      "Two flex boards the agency designed for real schools, with their permission, or generic sample text",
    fields: ["words.boards.*.school"],
  },
  {
    id: "graphic.sample-pictures",
    page: "/services/graphic-designing",
    kind: "placeholder",
    what: "Social media posts and UI/UX designs: picture not chosen yet (each is a drawing)",
    replaceWith:
      "The agency's real posts and designs, chosen from the media library in the editor, each with its description in English and Hindi",
    fields: ["facts.posts.*.graphicPicture", "facts.screens.*.graphicPicture"],
  },
  {
    id: "graphic.board-pictures",
    page: "/services/graphic-designing",
    kind: "placeholder",
    what: "School flex boards: picture not chosen yet (each is a drawing)",
    replaceWith:
      "A photograph or the print file of each real board, chosen from the media library in the editor, with its description in English and Hindi",
    fields: ["facts.boards.*.boardPicture"],
  },
];
