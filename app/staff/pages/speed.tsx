import { fill } from "~/base/template";
import type { VitalName } from "~/lib/vitals/vitals.server";
import { formatVital, rateVital } from "~/lib/vitals/vitals-rating";
import { requirePermission } from "~/staff/access/checks.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta } from "../components/admin-page";
import { RatingBadge } from "../components/badges";
import type { Route } from "./+types/speed";

const DAY_MS = 86_400_000;
const windows = [7, 28] as const;

interface Cell {
  p75: number;
  count: number;
}

/**
 * p75 per route and metric over the last 7 and 28 days (UTC days), read from the daily
 * histograms in server/db/vitals.ts (within 3 % of the exact percentile).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requirePermission(request, context, "speed.read");
  const now = Date.now();
  const [week, month] = await Promise.all(
    windows.map((days) => admin.inbox.vitalsP75(now - days * DAY_MS)),
  );
  const byPath = new Map<string, Record<string, Partial<Record<7 | 28, Cell>>>>();
  for (const [days, rows] of [
    [7, week ?? []],
    [28, month ?? []],
  ] as const) {
    for (const row of rows) {
      const metrics = byPath.get(row.path) ?? {};
      metrics[row.name] = { ...metrics[row.name], [days]: { p75: row.p75, count: row.count } };
      byPath.set(row.path, metrics);
    }
  }
  const routes = [...byPath.entries()]
    .map(([path, metrics]) => ({
      path,
      samples: Math.max(0, ...Object.values(metrics).map((m) => m[28]?.count ?? 0)),
      metrics,
    }))
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path));
  return { routes };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.speedPage.title);

function Value({ name, cell }: { name: VitalName; cell: Cell | undefined }) {
  if (!cell) return <span className="text-muted">{copy.speedPage.noData}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold tabular-nums">{formatVital(name, cell.p75)}</span>
      <RatingBadge rating={rateVital(name, cell.p75)} />
      <span className="text-xs text-muted">
        {fill(copy.speedPage.samples[cell.count === 1 ? "one" : "other"], { count: cell.count })}
      </span>
    </span>
  );
}

export default function AdminSpeed({ loaderData }: Route.ComponentProps) {
  const { routes } = loaderData;
  return (
    <>
      <AdminPageTitle title={copy.speedPage.title} intro={copy.speedPage.intro} />
      {routes.length === 0 ? (
        <p className="mt-6 text-muted">{copy.speedPage.empty}</p>
      ) : (
        <div className="mt-6 space-y-6">
          {routes.map((route) => (
            <section
              key={route.path}
              aria-labelledby={`speed-${route.path}`}
              data-testid="speed-route"
              className="rounded-card border border-line bg-card shadow-card"
            >
              <h2
                id={`speed-${route.path}`}
                className="border-b border-line px-4 py-3 font-mono text-base font-bold break-all sm:px-5"
              >
                {route.path === "other" ? copy.speedPage.otherPages : route.path}
              </h2>
              <div>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">
                    {fill(copy.speedPage.caption, { path: route.path })}
                  </caption>
                  <thead className="bg-surface text-muted">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-semibold sm:px-5">
                        {copy.speedPage.metric}
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        {copy.speedPage.last7Days}
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        {copy.speedPage.last28Days}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {copy.metrics.map((metric) => (
                      <tr key={metric.name}>
                        <th
                          scope="row"
                          className="w-16 px-4 py-3 align-top font-semibold sm:w-auto sm:px-5"
                        >
                          <abbr title={metric.label} className="no-underline">
                            {metric.name}
                          </abbr>
                          <span className="hidden text-xs font-normal text-muted sm:block">
                            {metric.label}
                          </span>
                        </th>
                        <td
                          className="px-4 py-3 align-top"
                          data-metric={metric.name}
                          data-window="7"
                        >
                          <Value name={metric.name} cell={route.metrics[metric.name]?.[7]} />
                        </td>
                        <td
                          className="px-4 py-3 align-top"
                          data-metric={metric.name}
                          data-window="28"
                        >
                          <Value name={metric.name} cell={route.metrics[metric.name]?.[28]} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
