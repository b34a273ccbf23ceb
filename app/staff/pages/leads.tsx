import Download from "lucide-react/icons/download";
import { Link } from "react-router";
import { type LeadStage, leadStages } from "~/base/lead-fields";
import { visitorMessage } from "~/base/lead-message";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { can, mayWorkLead, requirePermission } from "~/staff/access/checks.server";
import {
  filterSearch,
  type LeadFilters,
  leadQueryOf,
  leadViews,
  PAGE_SIZE,
  parseLeadFilters,
} from "~/staff/filters/lead-filters";
import { formatDuration } from "~/staff/format-duration";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy, leadPageWords } from "~/staff/words";
import { AdminPageTitle, adminMeta, Notice, Pagination } from "../components/admin-page";
import { StageBadge } from "../components/badges";
import { ChannelFilter } from "../components/channel-filter";
import { FilterForm } from "../components/filter-form";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "leads.read");
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  const now = Date.now();
  const [result, accounts] = await Promise.all([
    admin.inbox.listLeads({
      ...leadQueryOf(filters, {
        staffId: staff.staffId,
        now,
        restricted: !can(staff, "leads.all"),
      }),
      limit: PAGE_SIZE,
      offset: (filters.page - 1) * PAGE_SIZE,
    }),
    admin.staff.list(),
  ]);
  const emails = new Map(accounts.map((account) => [account.id, account.email]));
  // Marked when another lead is the same person (email or phone) and this person may open it.
  const duplicates = await admin.inbox.duplicatesAmong(result.items);
  const hasTwin = (id: string) =>
    (duplicates.get(id) ?? []).some((other) => mayWorkLead(staff, other));
  return {
    filters,
    canExport: can(staff, "leads.export"),
    canAssign: can(staff, "leads.assign"),
    total: result.total,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    deleted: url.searchParams.get("deleted") === "1",
    leads: result.items.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      preview: visitorMessage(lead.message).slice(0, 140),
      source: lead.source,
      language: lead.language,
      stage: lead.stage,
      owner: lead.ownerId === null ? null : (emails.get(lead.ownerId) ?? null),
      followUp: lead.followUpAt === null ? null : formatTime(lead.followUpAt),
      overdue:
        lead.followUpAt !== null &&
        lead.followUpAt < now &&
        !["won", "lost", "spam"].includes(lead.stage),
      noAnswer: Boolean(lead.noAnswerAt) && lead.firstAnswerAt === null,
      firstAnswer:
        lead.firstAnswerAt === null ? null : formatDuration(lead.firstAnswerAt - lead.createdAt),
      duplicate: hasTwin(lead.id),
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
      gridClass="lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto]"
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
      <ChannelFilter value={filters.channel} />
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

type LeadCard = Route.ComponentProps["loaderData"]["leads"][number];

/** The inbox's views as links that keep the other filters (the URL is the state). */
function Views({ filters }: { filters: LeadFilters }) {
  const words = copy.leadsPage.views;
  return (
    <nav aria-label={words.label} className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {(["", ...leadViews] as const).map((view) => {
          const search = filterSearch({ ...filters, view, page: 1 });
          const current = filters.view === view;
          return (
            <li key={view || "all"} className="shrink-0">
              <Link
                to={`/admin/leads${search ? `?${search}` : ""}`}
                aria-current={current ? "page" : undefined}
                className={buttonClass(current ? "primary" : "outline", "sm")}
              >
                {view ? words[view] : words.all}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function StageColumn({ stage, leads }: { stage: LeadStage; leads: LeadCard[] }) {
  return (
    <section aria-labelledby={`stage-${stage}`} className="lead-board-column">
      <h2 id={`stage-${stage}`} className="px-1 text-sm font-bold">
        {copy.stages[stage]} <span className="font-normal text-muted">({leads.length})</span>
      </h2>
      <ul className="mt-2 divide-y divide-line overflow-hidden rounded-card border border-line bg-card shadow-card">
        {leads.map((lead) => (
          <li key={lead.id} className="relative hover:bg-primary-50/50" data-testid="lead-row">
            <div className="lead-card grid gap-1 px-4 py-4">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    className="font-semibold text-brand underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {lead.name}
                  </Link>
                  <StageBadge stage={lead.stage} />
                  {lead.duplicate ? (
                    <span
                      className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
                      title={leadPageWords.duplicateInListTitle}
                      data-testid="lead-duplicate"
                    >
                      {leadPageWords.duplicateInList}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 truncate text-sm text-muted">
                  {lead.email} · {lead.phone}
                </p>
                <p className="mt-1 line-clamp-2 text-sm break-words">{lead.preview}</p>
                <p className="mt-1 text-sm" data-testid="lead-owner">
                  {lead.owner
                    ? fill(copy.leadsPage.ownerLabel, { owner: lead.owner })
                    : copy.leadsPage.unassigned}
                </p>
                {lead.noAnswer ? (
                  <p className="text-sm font-semibold text-error" data-testid="lead-no-answer">
                    {copy.leadPage.work.noAnswer}
                  </p>
                ) : null}
                {lead.firstAnswer ? (
                  <p className="text-sm text-muted" data-testid="lead-first-answer">
                    {fill(leadPageWords.firstAnswer.inList, { duration: lead.firstAnswer })}
                  </p>
                ) : null}
                {lead.followUp ? (
                  <p
                    className={`text-sm ${lead.overdue ? "font-semibold text-error" : "text-muted"}`}
                    data-testid="lead-follow-up"
                  >
                    {fill(copy.leadsPage.followUpLabel, { time: lead.followUp })}
                    {lead.overdue ? ` · ${copy.leadsPage.overdue}` : ""}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-x-3 text-sm text-muted">
                <span>{copy.sources[lead.source]}</span>
                <span data-testid="lead-language">{copy.languages[lead.language]}</span>
                <span>{lead.created}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filters, leads, total, pages, deleted, canExport, canAssign } = loaderData;
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
          canExport || canAssign ? (
            <>
              {canAssign ? (
                <Link to="/admin/leads/assignment" className={buttonClass("outline")}>
                  {copy.assignmentPage.link}
                </Link>
              ) : null}
              {canExport ? (
                <a
                  href={`/admin/leads.csv${query ? `?${query}` : ""}`}
                  className={buttonClass("outline")}
                  download
                >
                  <Download size={16} aria-hidden="true" />
                  {copy.leadsPage.exportCsv}
                </a>
              ) : null}
            </>
          ) : null
        }
      />
      {deleted ? <Notice>{copy.leadsPage.deleted}</Notice> : null}
      <Views filters={filters} />
      <Filters filters={filters} />
      <p className="mt-6 text-sm text-muted" aria-live="polite" data-testid="lead-count">
        {total === 0
          ? copy.leadsPage.noMatch
          : fill(copy.leadsPage.showing[total === 1 ? "one" : "other"], { first, last, total })}
      </p>
      {leads.length > 0 ? (
        // One section per stage, in the order leads are worked: a board of columns on a wide
        // screen, the same sections one under another on a phone (app/staff/admin.css).
        <div className="lead-board mt-3" data-testid="lead-board">
          {leadStages
            .filter((stage) => leads.some((lead) => lead.stage === stage))
            .map((stage) => (
              <StageColumn
                key={stage}
                stage={stage}
                leads={leads.filter((lead) => lead.stage === stage)}
              />
            ))}
        </div>
      ) : null}
      <Pagination page={page} pages={pages} search={(to) => filterSearch(filters, to)} />
    </>
  );
}
