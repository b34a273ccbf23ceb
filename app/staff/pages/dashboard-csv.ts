import { requirePermission } from "~/staff/access/checks.server";
import { csvRow } from "~/staff/export/leads-csv";
import {
  dashboardData,
  figureTables,
  parsePeriod,
  type TableId,
  tableIds,
} from "~/staff/sources/dashboard.server";
import { admin as copy } from "~/staff/words";
import type { Route } from "./+types/dashboard-csv";

/**
 * GET /admin/dashboard.csv?table=<weeks|source|landing|service|language>&from&to: one of the
 * dashboard's tables as CSV (formula-safe, as the leads' export), the same numbers as the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "dashboard.read");
  const params = new URL(request.url).searchParams;
  const id = params.get("table") ?? "";
  if (!(tableIds as readonly string[]).includes(id))
    return new Response(copy.layout.error.notFound, { status: 404 });
  const period = parsePeriod(params, Date.now());
  const figures = await dashboardData(context, period);
  const table = figures ? figureTables(figures).find((t) => t.id === (id as TableId)) : undefined;
  if (!table) return new Response(copy.errors.unavailable, { status: 503 });
  const lines = [
    csvRow(table.head),
    ...table.rows.map((row) => csvRow([row.label, ...row.values])),
  ];
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${id}-${period.from}-${period.to}.csv"`,
    },
  });
}
