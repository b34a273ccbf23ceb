/**
 * The owner's weekly report as an email (issue 55, server/reports/weekly.ts): a plain-text part
 * and a simple HTML part with the same content, readable in a phone's mail app with images off
 * (there are none): tables with inline styles, no colours of its own but a grey rule, so a mail
 * app's dark mode renders it as it renders text. Its words are the `reports` topic's, in the
 * language given; every value from a lead is escaped and put on one line.
 */

import type { Locale } from "../../app/base/locale";
import { fill } from "../../app/base/template";
import type { WeeklyReportWords } from "../../app/content/reports/schema";
import { conversion } from "../../app/staff/sources/figures";
import type { WeekFigures, WeeklyReport } from "../reports/weekly";
import type { FigureRow } from "../visits/dashboard";
import { leadLink } from "./lead-work-mail";
import { type MailSettings, oneLine, senderDomain } from "./templates";
import type { OutgoingMail } from "./transport";

const intlLocale = (locale: Locale) => (locale === "hi" ? "hi-IN" : "en-IN");

function dayRange(locale: Locale, from: string, to: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const year = to.slice(0, 4);
  return `${format.format(new Date(`${from}T00:00:00Z`))} – ${format.format(new Date(`${to}T00:00:00Z`))} ${year}`;
}

function arrivedAt(locale: Locale, ms: number): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(ms));
}

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** A signed difference ("+3", "−2", "0"); one decimal for leads per 100 visitors. */
function change(now: number | null, before: number | null, decimals = 0): string {
  if (now === null || before === null) return "–";
  const factor = 10 ** decimals;
  const difference = Math.round((now - before) * factor) / factor;
  if (difference === 0) return "0";
  return `${difference > 0 ? "+" : "−"}${Math.abs(difference).toFixed(decimals)}`;
}

const shown = (value: number | null, decimals = 0) =>
  value === null ? "–" : value.toFixed(decimals);

/** The figures table's rows: label, last week, the week before, the change. */
function figureRows(words: WeeklyReportWords, last: WeekFigures, before: WeekFigures) {
  const rate = (week: WeekFigures) => conversion(week.leads, week.visitors);
  const plain = (label: string, pick: (week: WeekFigures) => number) => [
    label,
    shown(pick(last)),
    shown(pick(before)),
    change(pick(last), pick(before)),
  ];
  return [
    plain(words.visitors, (w) => w.visitors),
    plain(words.visits, (w) => w.visits),
    plain(words.leads, (w) => w.leads),
    [
      words.conversion,
      shown(rate(last), 1),
      shown(rate(before), 1),
      change(rate(last), rate(before), 1),
    ],
    plain(words.won, (w) => w.won),
  ];
}

function topRows(words: WeeklyReportWords, rows: FigureRow[]) {
  return rows.map((row) => [
    oneLine(row.key) || words.notCounted,
    shown(row.visitors),
    String(row.leads),
  ]);
}

// The HTML part: one column, system fonts, tables with a grey rule; nothing that needs images.
// At 390 px the four columns fit: headings may wrap, numbers never do.
const cell = "padding:6px 4px;border-bottom:1px solid #999999;vertical-align:top;";
const numberCell = `${cell}text-align:right;white-space:nowrap;`;
const headingStyle = "font-size:18px;line-height:1.3;margin:28px 0 8px;";

function htmlTable(caption: string, head: string[], rows: string[][]): string {
  const th = (value: string, index: number) =>
    `<th scope="col" style="${cell}text-align:${index === 0 ? "left" : "right"};">${escapeHtml(value)}</th>`;
  const td = (value: string, index: number) =>
    index === 0
      ? `<th scope="row" style="${cell}text-align:left;font-weight:normal;">${escapeHtml(value)}</th>`
      : `<td style="${numberCell}">${escapeHtml(value)}</td>`;
  return [
    `<h2 style="${headingStyle}">${escapeHtml(caption)}</h2>`,
    `<table style="width:100%;border-collapse:collapse;font-size:15px;">`,
    `<thead><tr>${head.map(th).join("")}</tr></thead>`,
    `<tbody>${rows.map((row) => `<tr>${row.map(td).join("")}</tr>`).join("")}</tbody>`,
    "</table>",
  ].join("\n");
}

/** A table as text: the first column, then the numbers, padded so they line up in a monospace font. */
function textTable(caption: string, head: string[], rows: string[][]): string[] {
  const all = [head, ...rows];
  const widths = head.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((value, column) =>
        column === 0 ? value.padEnd(widths[0] ?? 0) : value.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [caption, "", ...all.map(line), ""];
}

export function weeklyReportMail(input: {
  report: WeeklyReport;
  words: WeeklyReportWords;
  locale: Locale;
  to: string;
  settings: MailSettings;
  outboxId: number;
}): OutgoingMail {
  const { report, words, locale, settings } = input;
  const week = dayRange(locale, report.last.from, report.last.to);
  const subject = oneLine(fill(words.subject, { week, leads: report.last.leads })).slice(0, 200);
  const intro = fill(words.intro, { week });
  const dashboard = new URL("/admin/dashboard", settings.siteUrl).toString();
  const inbox = new URL("/admin/leads", settings.siteUrl).toString();

  const figuresHead = [words.measure, words.lastWeek, words.weekBefore, words.change];
  const figures = figureRows(words, report.last, report.before);
  const tops = [
    { caption: words.topSources, first: words.source, rows: topRows(words, report.topSources) },
    { caption: words.topPages, first: words.page, rows: topRows(words, report.topPages) },
  ];
  const unanswered = report.unanswered.map((lead) => ({
    name: oneLine(lead.name).slice(0, 80),
    when: fill(words.received, { when: arrivedAt(locale, lead.createdAt) }),
    link: leadLink(settings.siteUrl, lead.id),
  }));
  const more = report.unansweredTotal - report.unanswered.length;
  const moreLine = more > 0 ? fill(words.moreUnanswered, { count: more }) : null;

  const text = [
    intro,
    "",
    ...textTable(words.figuresHeading, figuresHead, figures),
    ...tops.flatMap((top) =>
      top.rows.length
        ? textTable(top.caption, [top.first, words.visitors, words.leads], top.rows)
        : [top.caption, "", words.nothingYet, ""],
    ),
    words.unansweredHeading,
    "",
    ...(unanswered.length
      ? unanswered.flatMap((lead) => [`- ${lead.name}, ${lead.when}`, `  ${lead.link}`])
      : [words.noneUnanswered]),
    ...(moreLine ? [`${moreLine}: ${inbox}`] : []),
    "",
    `${words.dashboardLink} ${dashboard}`,
    "",
    "--",
    words.footer,
  ].join("\n");

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="text-decoration:underline;">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari',Arial,sans-serif;font-size:16px;line-height:1.5;">
<div style="max-width:600px;margin:0 auto;">
<p style="margin:0 0 8px;">${escapeHtml(intro)}</p>
${htmlTable(words.figuresHeading, figuresHead, figures)}
${tops
  .map((top) =>
    top.rows.length
      ? htmlTable(top.caption, [top.first, words.visitors, words.leads], top.rows)
      : `<h2 style="${headingStyle}">${escapeHtml(top.caption)}</h2>\n<p style="margin:0;">${escapeHtml(words.nothingYet)}</p>`,
  )
  .join("\n")}
<h2 style="${headingStyle}">${escapeHtml(words.unansweredHeading)}</h2>
${
  unanswered.length
    ? `<ul style="margin:0;padding:0 0 0 20px;">${unanswered
        .map(
          (lead) =>
            `<li style="margin:0 0 8px;">${link(lead.link, lead.name)}, ${escapeHtml(lead.when)}</li>`,
        )
        .join("")}</ul>`
    : `<p style="margin:0;">${escapeHtml(words.noneUnanswered)}</p>`
}
${moreLine ? `<p style="margin:8px 0 0;">${link(inbox, moreLine)}</p>` : ""}
<p style="margin:28px 0 0;overflow-wrap:anywhere;">${escapeHtml(words.dashboardLink)} ${link(dashboard, dashboard)}</p>
<p style="margin:28px 0 0;font-size:13px;border-top:1px solid #999999;padding-top:8px;">${escapeHtml(words.footer)}</p>
</div>
</body>
</html>
`;

  return {
    from: settings.from,
    to: input.to,
    subject,
    text,
    html,
    messageId: `<report-${input.outboxId}.${report.week}@${senderDomain(settings.from)}>`,
  };
}
