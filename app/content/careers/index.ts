/**
 * /career: the roles (./facts.json holds their order, icons and the least experience each asks
 * for; ./en.json and ./hi.json their titles, descriptions and tools), the perks, the notice and
 * the words around the form. The join writes each role's least experience with the language's
 * formatter into the eligibility sentence; the dictionary holds it all as `careers`.
 */
import { fill } from "~/base/template";
import { defineTopic, withWords, wordsOf } from "../engine/topic";
import { asDuration } from "../internship/schema";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type CareersCopy, careersFactsSchema, careersWordsSchema } from "./schema";

export const careers = defineTopic({
  name: "careers",
  title: "Careers",
  description:
    "The job openings (open or closed), the perks, the notice and the words around the application form of the Careers page.",
  factsSchema: careersFactsSchema,
  wordsSchema: careersWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  // The tools a role asks for are product names.
  sameInBoth: Object.values(en.careerRoles).flatMap((role) => role.tools),
  join: ({ facts, words, format, topics }): { careers: CareersCopy } => ({
    careers: {
      // A closed role stays in the facts (to open again) but leaves the page and its form.
      careerRoles: facts.roles
        .filter((role) => !role.closed)
        .map((role) => {
          const { title, description, tools } = wordsOf(words.careerRoles, role.id);
          return {
            id: role.id,
            title,
            icon: role.icon,
            description: fill(description, {
              networks: format.list(topics.digitalServices.facts.socialNetworks, "and"),
            }),
            experience: fill(words.experience, {
              duration: format.durationAtLeast(asDuration(role.experience)),
            }),
            tools: [...tools],
            // The suffix follows the button's visible text after a space.
            applySuffix: ` ${fill(words.applyAsSuffix, { role: title })}`,
          };
        }),
      careersCopy: {
        ...words.careersCopy,
        perks: withWords(facts.perks, words.careersCopy.perks).map(({ icon, title, text }) => ({
          icon,
          title,
          text,
        })),
      },
      careersEmail: topics.site.facts.emails.careers,
    },
  }),
});
