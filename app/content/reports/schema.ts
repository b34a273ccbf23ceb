/**
 * The rule of the owner's weekly report (./en.json and its Hindi twin): the email each owner gets
 * on Monday at 09:00 India time with last week's visits, leads and clients beside the week before
 * (server/reports/weekly.ts). The words keep their slots; the report fills them when it is sent,
 * so no public page shows them.
 */
import type { z } from "zod";
import { group, template, text } from "../engine/fields";

const label = (title: string, description: string) =>
  text({ title, description }, { min: 2, max: 60 });
const sentence = (title: string, description: string) =>
  text({ title, description }, { min: 5, max: 300 });

export const reportsWordsSchema = group(
  {
    title: "Weekly report",
    description: "The email each owner gets every Monday morning, in one language.",
  },
  {
    weekly: group(
      {
        title: "Weekly report to the owners",
        description:
          "Sent every Monday at 09:00 India time: last week's figures beside the week before, where visitors came from, and the leads nobody has answered yet.",
      },
      {
        subject: template(
          {
            title: "Email subject",
            description:
              "The website fills in last week's dates (e.g. 23 Nov – 29 Nov 2026) and, if you keep it, how many leads came last week.",
            slots: ["week"],
            optionalSlots: ["leads"],
          },
          { min: 5, max: 120 },
        ),
        intro: template(
          {
            title: "First line",
            description: "The website fills in last week's dates.",
            slots: ["week"],
          },
          { min: 10, max: 300 },
        ),
        figuresHeading: label("Heading of the figures", "Above the table of last week's figures."),
        measure: label("First column", "The heading of the column naming each figure."),
        lastWeek: label("Last week", "The heading of last week's column."),
        weekBefore: label("The week before", "The heading of the column of the week before."),
        change: label("Change", "The heading of the column with the difference."),
        visitors: label("Visitors", "A visitor is one browser on one day."),
        visits: label("Visits", "How many visits began."),
        leads: label("Leads", "Enquiries sent through the site's forms."),
        conversion: label("Leads per 100 visitors", "As the dashboard says it."),
        won: label("Won clients", "Leads of the week marked won."),
        topSources: label("Top sources", "Above the three sources that brought the most."),
        topPages: label(
          "Top first pages",
          "Above the three pages visits began on that brought the most.",
        ),
        source: label("Source column", "The heading of the column naming the source."),
        page: label("Page column", "The heading of the column naming the page."),
        notCounted: label("Not counted", "Shown for visits or leads whose source is not known."),
        nothingYet: sentence("No figures", "Shown in place of a table that has nothing in it."),
        unansweredHeading: label(
          "Leads without an answer",
          "Above the list of open leads nobody has answered yet.",
        ),
        noneUnanswered: sentence(
          "Every lead answered",
          "Shown when every open lead has had an answer.",
        ),
        received: template(
          {
            title: "When a lead arrived",
            description:
              "Beside each lead without an answer; the website fills in when it arrived.",
            slots: ["when"],
          },
          { min: 3, max: 60 },
        ),
        moreUnanswered: template(
          {
            title: "More leads without an answer",
            description: "Below the list when there are more; the website fills in how many more.",
            slots: ["count"],
          },
          { min: 5, max: 120 },
        ),
        dashboardLink: sentence("Link to the dashboard", "Before the dashboard's address."),
        footer: sentence("Last line", "Why the owner gets this email."),
      },
    ),
  },
);
export type ReportsWords = z.infer<typeof reportsWordsSchema>;
/** What the report reads of the topic, in one language. */
export type WeeklyReportWords = ReportsWords["weekly"];
