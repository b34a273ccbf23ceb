/**
 * TRANSITION ONLY (issue 38): the programmes' names and summaries of ./en.json, for the topics
 * still written as TypeScript (the policies). Removed with the last of them; the topics read
 * `topics.internship.words` instead.
 */
import words from "./en.json";
import { type InternshipWords, internshipWordsSchema, type ProgrammeId } from "./schema";

export const programmes = internshipWordsSchema.parse(words).programmes as Record<
  ProgrammeId,
  InternshipWords["programmes"][string]
>;
