import { fill } from "~/base/template";
import { can, recordAudit, requirePermission } from "~/staff/access/checks.server";
import { type LeadRecord, leadsCsv } from "~/staff/export/leads-csv";
import { filterSearch, leadQueryOf, parseLeadFilters } from "~/staff/filters/lead-filters";
import { arrivalColumns } from "~/staff/sources/lead-arrival.server";
import { admin as copy } from "~/staff/words";
import type { Route } from "./+types/leads-csv";

const BATCH = 500;
/** A sanity bound on one export (the retention period keeps the table far smaller). */
const MAX_ROWS = 100_000;

/**
 * GET /admin/leads.csv?<the lead list's filters>: every matching lead, newest first. (no-store and
 * noindex come from server/app.ts, like every /admin response.)
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "leads.export");
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  // A role without leads.all exports only the leads it may open: its own and the unassigned.
  const query = leadQueryOf(filters, {
    staffId: staff.staffId,
    now: Date.now(),
    restricted: !can(staff, "leads.all"),
  });
  const leads: LeadRecord[] = [];
  for (let offset = 0; offset < MAX_ROWS; offset += BATCH) {
    const page = await admin.inbox.listLeads({ ...query, limit: BATCH, offset });
    leads.push(...page.items);
    if (page.items.length < BATCH) break;
  }
  await recordAudit(context, staff, {
    kind: "lead.export",
    subject: "leads.csv",
    details: { filters: filterSearch(filters) || "none", rows: leads.length },
  });
  const day = new Date().toISOString().slice(0, 10);
  const ownerEmails = new Map(
    (await admin.staff.list()).map((account) => [account.id, account.email]),
  );
  return new Response(leadsCsv(leads, ownerEmails, await arrivalColumns(context, leads)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fill(copy.csvExport.fileName, { date: day })}"`,
    },
  });
}
