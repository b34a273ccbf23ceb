/**
 * /admin/dashboard (issue 55): where enquiries and clients come from. Visits, leads and leads
 * per 100 visitors per week and by source, first page, service and language, with won clients
 * and the time to a first answer from the lead stages (issue 54). Each chart is drawn on the
 * server (app/staff/components/figure-chart.tsx) above a table of the same numbers, each table
 * downloadable as CSV (./dashboard-csv.ts). Owners and sales (dashboard.read).
 */
import { Form } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { requirePermission } from "~/staff/access/checks.server";
import { dashboardData, figureTables, parsePeriod } from "~/staff/sources/dashboard.server";
import { conversion, type FigureTable, MAX_PERIOD_DAYS } from "~/staff/sources/figures";
import { sourcesWords } from "~/staff/words";
import { AdminPageTitle, adminMeta } from "../components/admin-page";
import { BarChart, ColumnChart } from "../components/figure-chart";
import type { Route } from "./+types/dashboard";

const words = sourcesWords.dashboard;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "dashboard.read");
  const period = parsePeriod(new URL(request.url).searchParams, Date.now());
  const figures = await dashboardData(context, period);
  return {
    period,
    totals: figures?.totals ?? null,
    tables: figures ? figureTables(figures) : [],
  };
}

export const meta: Route.MetaFunction = () => adminMeta(words.title);

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-field bg-card px-3 text-sm text-ink focus-visible:border-focus";

const shown = (value: number | null) => (value === null ? "—" : String(value));

function Table({ table, search }: { table: FigureTable; search: string }) {
  const chartLabel = fill(words.chartLabel, { table: table.title });
  return (
    <section
      aria-labelledby={`t-${table.id}`}
      className="min-w-0 rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
      data-testid={`dashboard-${table.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`t-${table.id}`} className="text-lg font-bold">
          {table.title}
        </h2>
        <a
          href={`/admin/dashboard.csv?table=${table.id}&${search}`}
          className="text-sm font-semibold text-brand underline"
          aria-label={fill(words.csvLabel, { table: table.title })}
          download
        >
          {words.csv}
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-2 text-muted">{words.noData}</p>
      ) : (
        <>
          <div className="mt-3" aria-hidden="false">
            {table.id === "weeks" ? (
              <ColumnChart
                label={chartLabel}
                series={table.charted.map((column, i) => ({
                  name: table.head[column + 1] ?? "",
                  values: table.rows.map((row) => row.values[column] ?? 0),
                  tone: i === 0 ? "muted" : "brand",
                }))}
              />
            ) : (
              <BarChart
                label={chartLabel}
                rows={table.rows.map((row) => ({
                  label: row.label,
                  value: row.values[table.charted[table.charted.length - 1] ?? 0] ?? 0,
                }))}
              />
            )}
          </div>
          {/* Short heads that wrap, so the table fits a phone's width without scrolling. */}
          <div className="mt-3">
            <table className="w-full text-left text-xs sm:text-sm">
              <caption className="sr-only">{table.caption}</caption>
              <thead className="bg-surface text-muted">
                <tr>
                  {table.head.map((head, i) => (
                    <th
                      key={head}
                      scope="col"
                      className={`px-1.5 py-2 align-bottom font-semibold sm:px-3 ${i > 0 ? "text-right" : ""}`}
                    >
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {table.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="break-all px-1.5 py-2 font-medium sm:px-3">
                      {row.label}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={i} className="px-1.5 py-2 text-right tabular-nums sm:px-3">
                        {shown(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { period, totals, tables } = loaderData;
  const search = `from=${period.from}&to=${period.to}`;
  const t = words.totals;
  const figures = totals
    ? [
        { key: "visitors", label: t.visitors, value: totals.visitors },
        { key: "visits", label: t.visits, value: totals.visits },
        { key: "views", label: t.views, value: totals.views },
        { key: "leads", label: t.leads, value: totals.leads },
        {
          key: "conversion",
          label: t.conversion,
          value: shown(conversion(totals.leads, totals.visitors)),
        },
        { key: "won", label: t.won, value: totals.won },
        {
          key: "first-answer",
          label: t.firstAnswer,
          value:
            totals.firstAnswerHours === null
              ? "—"
              : fill(words.hours, { hours: Math.round(totals.firstAnswerHours * 10) / 10 }),
        },
      ]
    : [];
  return (
    <>
      <AdminPageTitle title={words.title} intro={words.intro} />
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label={words.periodLabel}
      >
        <div>
          <label htmlFor="d-from" className="text-sm font-semibold">
            {words.from}
          </label>
          <input id="d-from" name="from" type="date" defaultValue={period.from} className={field} />
        </div>
        <div>
          <label htmlFor="d-to" className="text-sm font-semibold">
            {words.to}
          </label>
          <input id="d-to" name="to" type="date" defaultValue={period.to} className={field} />
        </div>
        <button type="submit" className={buttonClass("primary", "sm")}>
          {words.apply}
        </button>
      </Form>
      {period.clipped ? (
        <p className="mt-2 text-sm text-muted" role="status">
          {fill(words.periodTooLong, { days: MAX_PERIOD_DAYS })}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="rounded-card border border-line bg-card p-3 shadow-card"
            data-testid={`total-${figure.key}`}
          >
            <dt className="text-xs font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{words.countedHow}</p>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        {tables.map((table) => (
          <Table key={table.id} table={table} search={search} />
        ))}
      </div>
    </>
  );
}
