/**
 * The owner's weekly report as words (./en.json, ./hi.json): edited at /admin/content like every
 * other topic, checked at publish; the report (server/reports/weekly.ts) fills their slots from
 * the live revision when it sends the email.
 */
import { noFacts } from "../engine/fields";
import { defineTopic } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { reportsWordsSchema, type WeeklyReportWords } from "./schema";

export const reports = defineTopic({
  name: "reports",
  title: "Weekly report",
  description:
    "The email each owner gets every Monday at 09:00 India time: last week's visits, leads and clients.",
  factsSchema: noFacts,
  wordsSchema: reportsWordsSchema,
  shipped: { en, hi },
  launchCheck,
  join: ({ words }): { weeklyReport: WeeklyReportWords } => ({ weeklyReport: words.weekly }),
});
