import Download from "lucide-react/icons/download";
import { Link } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { can, requirePermission } from "~/staff/access/checks.server";
import {
  filterSearch,
  type LeadFilters,
  leadQueryOf,
  PAGE_SIZE,
  parseLeadFilters,
} from "~/staff/filters/lead-filters";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta, Notice, Pagination } from "../components/admin-page";
import { StageBadge } from "../components/badges";
import { FilterForm } from "../components/filter-form";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "leads.read");
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  const result = await admin.inbox.listLeads({
    ...leadQueryOf(filters),
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  });
  return {
    filters,
    canExport: can(staff, "leads.export"),
    total: result.total,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    deleted: url.searchParams.get("deleted") === "1",
    leads: result.items.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      preview: lead.message.slice(0, 140),
      source: lead.source,
      language: lead.language,
      stage: lead.stage,
      created: formatTime(lead.createdAt),
    })),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.leadsPage.title);

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-field bg-card px-3 text-sm text-ink focus-visible:border-focus";

/** One filter of the list: a labelled select whose first option drops the filter. */
function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: string;
  label: string;
  allLabel: string;
  options: Record<string, string>;
  value: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <select id={`f-${name}`} name={name} defaultValue={value} className={field}>
        <option value="">{allLabel}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ filters }: { filters: LeadFilters }) {
  const words = copy.leadsPage.filters;
  return (
    <FilterForm
      words={words}
      gridClass="lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
      idPrefix="f"
      fieldClass={field}
      from={filters.from}
      to={filters.to}
      clearTo="/admin/leads"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="f-q" className="text-sm font-semibold">
          {words.search}
        </label>
        <input
          id="f-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={words.searchPlaceholder}
          className={field}
        />
      </div>
      <FilterSelect
        name="source"
        label={words.source}
        allLabel={words.allSources}
        options={copy.sources}
        value={filters.source}
      />
      <FilterSelect
        name="stage"
        label={words.stage}
        allLabel={words.allStages}
        options={copy.stages}
        value={filters.stage}
      />
    </FilterForm>
  );
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filters, leads, total, pages, deleted, canExport } = loaderData;
  const page = Math.min(filters.page, pages);
  const query = filterSearch(filters);
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <>
      <AdminPageTitle
        title={copy.leadsPage.title}
        intro={copy.leadsPage.intro}
        actions={
          canExport ? (
            <a
              href={`/admin/leads.csv${query ? `?${query}` : ""}`}
              className={buttonClass("outline")}
              download
            >
              <Download size={16} aria-hidden="true" />
              {copy.leadsPage.exportCsv}
            </a>
          ) : null
        }
      />
      {deleted ? <Notice>{copy.leadsPage.deleted}</Notice> : null}
      <Filters filters={filters} />
      <p className="mt-6 text-sm text-muted" aria-live="polite" data-testid="lead-count">
        {total === 0
          ? copy.leadsPage.noMatch
          : fill(copy.leadsPage.showing[total === 1 ? "one" : "other"], { first, last, total })}
      </p>
      {leads.length > 0 ? (
        <ul className="mt-3 divide-y divide-line overflow-hidden rounded-card border border-line bg-card shadow-card">
          {leads.map((lead) => (
            <li key={lead.id} className="relative hover:bg-primary-50/50" data-testid="lead-row">
              <div className="grid gap-1 px-4 py-4 sm:grid-cols-[1fr_auto] sm:gap-4 sm:px-5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Link
                      to={`/admin/leads/${lead.id}`}
                      className="font-semibold text-brand underline-offset-2 after:absolute after:inset-0 hover:underline"
                    >
                      {lead.name}
                    </Link>
                    <StageBadge stage={lead.stage} />
                  </p>
                  <p className="mt-0.5 truncate text-sm text-muted">
                    {lead.email} · {lead.phone}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm break-words">{lead.preview}</p>
                </div>
                <div className="flex gap-3 text-sm text-muted sm:flex-col sm:items-end sm:gap-1 sm:text-right">
                  <span>{copy.sources[lead.source]}</span>
                  <span data-testid="lead-language">{copy.languages[lead.language]}</span>
                  <span>{lead.created}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={page} pages={pages} search={(to) => filterSearch(filters, to)} />
    </>
  );
}
