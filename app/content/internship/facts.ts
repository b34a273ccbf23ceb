/**
 * TRANSITION ONLY (issue 38): the internship's facts of ./facts.json, checked, in the shape the
 * topics still written as TypeScript read (shell, home, pages, policies) and the browser tests:
 * each programme's duration as the formatters take it. Removed with the last of them; the
 * topics read `topics.internship.facts` instead.
 */
import type { Duration } from "~/base/format";
import facts from "./facts.json";
import { asDuration, type InternshipFacts, internshipFactsSchema } from "./schema";

const parsed = internshipFactsSchema.parse(facts);

type ProgrammeFacts = Omit<InternshipFacts["programmes"][number], "duration"> & {
  duration: Duration;
};

/** The three programmes, in the page's order (the schema fixes three). */
export const programmes = parsed.programmes.map((programme) => ({
  ...programme,
  duration: asDuration(programme.duration),
})) as unknown as readonly [ProgrammeFacts, ProgrammeFacts, ProgrammeFacts];

export const scholarship = parsed.scholarship;
