/**
 * /services/graphic-designing: its four service cards, the sample social media posts, the UI/UX
 * samples and the school flex boards (./facts.json: their artwork and the figures drawn on the
 * posts), their words and the page's copy (./en.json, ./hi.json). The dictionary holds them as
 * `graphic`; /work shows some of the samples too.
 */
import { type Formatter, formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { fill, type Template } from "~/base/template";
import { slotsIn } from "../engine/fields";
import { formatPath, type PathSegment, stringsOf } from "../engine/paths";
import { type DocumentRuleIssue, defineTopic, withWords, wordsOf } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import {
  type GraphicCopy,
  type GraphicFacts,
  type GraphicItem,
  type GraphicWords,
  graphicFactsSchema,
  graphicWordsSchema,
  type PosterSlot,
  posterFooterMax,
  posterLineMax,
  posterSlotFigure,
} from "./schema";

type PosterFigures = GraphicFacts["posts"][number]["figures"];

/** The values of the slots a post's figures give, as `format`'s language writes them. */
export function posterValues(
  figures: PosterFigures,
  format: Formatter,
): Partial<Record<PosterSlot, string>> {
  const values: Partial<Record<PosterSlot, string>> = {};
  if (figures.percentOff !== undefined) values.percent = format.percent(figures.percentOff);
  if (figures.months !== undefined) {
    values.months = format.duration({ months: figures.months });
    values.monthsInWords = format.durationAdjective({ months: figures.months }, { inWords: true });
  }
  if (figures.price !== undefined) values.price = format.price(figures.price);
  if (figures.bedrooms) {
    values.smaller = format.number(figures.bedrooms.smaller);
    values.larger = format.number(figures.bedrooms.larger);
  }
  if (figures.day) values.day = format.weekday(figures.day);
  if (figures.time) values.time = format.time(figures.time);
  if (figures.date) values.date = format.dayMonth(figures.date);
  return values;
}

/** The values of a flex board's slots. */
function boardValues(
  board: GraphicFacts["boards"][number],
  school: string,
): Record<string, string> {
  return {
    school,
    ...(board.year === undefined ? {} : { year: String(board.year) }),
  };
}

/** A sentence with the slots `values` gives filled (the rules keep the others out). */
const filled = (sentence: string, values: Partial<Record<string, string>>) =>
  fill(sentence as Template<string>, values as Record<string, string>);

/**
 * The rules across facts and words: a post's words show only the figures its facts give, and
 * fit the poster once filled; a board's words show {year} only when it has one.
 */
function rules({
  facts,
  en,
  hi,
}: {
  facts: GraphicFacts;
  en: GraphicWords;
  hi: GraphicWords;
}): DocumentRuleIssue[] {
  const issues: DocumentRuleIssue[] = [];
  for (const [part, words] of [
    ["en", en],
    ["hi", hi],
  ] as const) {
    const format = formatters[part as Locale];
    for (const post of facts.posts) {
      const values = posterValues(post.figures, format);
      const postWords = words.posts[post.id];
      if (!postWords) continue;
      for (const { path, text } of stringsOf(postWords, ["posts", post.id])) {
        for (const slot of slotsIn(text))
          if (!(slot in values))
            issues.push({
              part,
              path,
              message: `{${slot}} needs the post's ${posterSlotFigure[slot as PosterSlot]}: give it in facts.posts.${post.id}.figures, or remove the slot`,
            });
        const limit = limitOf(path);
        const shown = filled(text, values);
        if (limit && shown.length > limit)
          issues.push({
            part,
            path,
            message: `"${shown}" is ${shown.length} characters as shown: the post draws ${limit} at most`,
          });
      }
    }
    for (const board of facts.boards) {
      const boardWords = words.boards[board.id];
      if (!boardWords) continue;
      const values = boardValues(board, boardWords.school);
      for (const { path, text } of stringsOf(boardWords, ["boards", board.id]))
        for (const slot of slotsIn(text))
          if (!(slot in values))
            issues.push({
              part,
              path,
              message: `{${slot}} needs the board's ${slot}: give it in facts.boards.${board.id}, or remove the slot`,
            });
    }
  }
  return issues;
}

/** How many characters a post draws of the field at `path`, if it limits them. */
function limitOf(path: readonly PathSegment[]): number | undefined {
  const where = formatPath(path);
  if (/\.lines\.\d+$/.test(where)) return posterLineMax;
  if (where.endsWith(".footer")) return posterFooterMax;
  return undefined;
}

export const graphic = defineTopic({
  name: "graphic",
  title: "Graphic design",
  description:
    "The service cards, sample posts, UI/UX samples and flex boards of the Graphic designing page (some show on the Our Work page too).",
  factsSchema: graphicFactsSchema,
  wordsSchema: graphicWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  rules,
  join: ({ facts, words, format, topics }): { graphic: GraphicCopy } => {
    const page = words.graphicDesigningPage;
    return {
      graphic: {
        graphicServices: withWords(facts.cards, words.cards),
        // A post's words are drawn on it: they go into its artwork.
        socialPosts: facts.posts.map(({ id, hue, motif, figures, graphicPicture }): GraphicItem => {
          const values = posterValues(figures, format);
          const { graphicTitle, lines, footer, graphicImageAlt, graphicPictureAlt } = wordsOf(
            words.posts,
            id,
          );
          return {
            id,
            graphicTitle,
            graphicImage: {
              kind: "poster",
              hue,
              motif,
              lines: lines.map((line) => filled(line, values)),
              footer: filled(footer, values),
            },
            graphicImageAlt: filled(graphicImageAlt, values),
            graphicPicture,
            graphicPictureAlt,
          };
        }),
        uiUxItems: facts.screens.map((item): GraphicItem => {
          // The schema makes a phone give its screen, and a website its layout and colour.
          const graphicImage: GraphicItem["graphicImage"] =
            item.kind === "phone"
              ? { kind: "phone", screen: item.screen ?? "ludo" }
              : {
                  kind: "browser",
                  browser: { layout: item.layout ?? "landing", hue: item.hue ?? "indigo" },
                };
          return {
            id: item.id,
            graphicImage,
            graphicPicture: item.graphicPicture,
            ...wordsOf(words.screens, item.id),
          };
        }),
        flexBoards: facts.boards.map((board) => {
          const { school, title, headline, points, alt, boardPictureAlt } = wordsOf(
            words.boards,
            board.id,
          );
          const values = boardValues(board, school);
          return {
            id: board.id,
            school,
            hue: board.hue,
            title,
            headline: filled(headline, values),
            points,
            alt: filled(alt, values),
            boardPicture: board.boardPicture,
            boardPictureAlt,
          };
        }),
        graphicDesigningPage: {
          hero: { eyebrow: topics.services.words.servicePageEyebrow },
          sections: page.sections,
          contact: { ...page.contact, ...topics.shell.words.contactLabels },
        },
      },
    };
  },
});
