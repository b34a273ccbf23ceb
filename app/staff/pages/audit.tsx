import { data } from "react-router";
import { auditKinds } from "~/base/audit-kinds";
import { isStaffRole } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { requirePermission } from "~/staff/access/checks.server";
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditQueryOf,
  auditSearch,
  parseAuditFilters,
} from "~/staff/filters/audit-filters";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta, fieldClass, Pagination } from "../components/admin-page";
import { FilterForm } from "../components/filter-form";
import type { Route } from "./+types/audit";

const detailWords: { labels: Record<string, string>; values: Record<string, string> } =
  copy.auditDetails;

/**
 * A detail's value as a person reads it: a role or a permission by its name, a code by its word
 * (app/staff/words: auditDetails), a list joined, anything else as stored.
 */
function detailText(value: unknown): string {
  if (Array.isArray(value))
    return value.map(detailText).join(", ") || detailWords.values.none || "";
  if (isStaffRole(value)) return copy.roles[value].label;
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value);
  if (text in copy.permissionActions)
    return copy.permissionActions[text as keyof typeof copy.permissionActions];
  return detailWords.values[text] ?? text;
}

/** /admin/audit: who did what, filterable by person, kind and date (owners; read-only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requirePermission(request, context, "audit.read");
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const [page, people] = await Promise.all([
    admin.audit.list(auditQueryOf(filters)),
    admin.staff.list(),
  ]);
  return {
    filters,
    retentionDays: admin.audit.retentionDays,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / AUDIT_PAGE_SIZE)),
    people: people.map((person) => ({ id: String(person.id), email: person.email })),
    entries: page.items.map((entry) => ({
      id: entry.id,
      time: formatTime(entry.createdAt),
      actor: entry.actorEmail,
      kind: entry.kind,
      subject: entry.subject,
      details: Object.entries(entry.details ?? {}).map(([key, value]) => ({
        key: detailWords.labels[key] ?? key,
        value: detailText(value),
      })),
      address: entry.ipHash ? entry.ipHash.slice(0, 12) : null,
    })),
  };
}

/**
 * The audit trail takes no changes: a post is refused, 403 (and recorded) for a role without
 * it, 405 for an owner. Nothing is read from the form and nothing is written.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "audit.read");
  throw data(copy.auditPage.readOnly, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.auditPage.title);

function Filters({
  filters,
  people,
}: {
  filters: AuditFilters;
  people: { id: string; email: string }[];
}) {
  const words = copy.auditPage.filters;
  return (
    <FilterForm
      words={words}
      gridClass="lg:grid-cols-[2fr_2fr_1fr_1fr_auto]"
      idPrefix="a"
      fieldClass={fieldClass}
      from={filters.from}
      to={filters.to}
      clearTo="/admin/audit"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="a-person" className="text-sm font-semibold">
          {words.person}
        </label>
        <select id="a-person" name="person" defaultValue={filters.person} className={fieldClass}>
          <option value="">{words.everyone}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.email}
            </option>
          ))}
          <option value="none">{words.nobody}</option>
        </select>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="a-kind" className="text-sm font-semibold">
          {words.kind}
        </label>
        <select id="a-kind" name="kind" defaultValue={filters.kind} className={fieldClass}>
          <option value="">{words.allKinds}</option>
          {auditKinds.map((kind) => (
            <option key={kind} value={kind}>
              {copy.auditKinds[kind]}
            </option>
          ))}
        </select>
      </div>
    </FilterForm>
  );
}

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const words = copy.auditPage;
  const { filters, entries, total, pages, retentionDays } = loaderData;
  const page = Math.min(filters.page, pages);
  const first = total === 0 ? 0 : (page - 1) * AUDIT_PAGE_SIZE + 1;
  const last = Math.min(total, page * AUDIT_PAGE_SIZE);
  return (
    <>
      <AdminPageTitle
        title={words.title}
        intro={retentionDays > 0 ? fill(words.intro, { days: retentionDays }) : words.introForever}
      />
      <Filters filters={filters} people={loaderData.people} />
      <p className="mt-6 text-sm text-muted" aria-live="polite" data-testid="audit-count">
        {total === 0
          ? words.noMatch
          : fill(words.showing[total === 1 ? "one" : "other"], { first, last, total })}
      </p>
      {entries.length > 0 ? (
        <ol className="mt-3 divide-y divide-line overflow-hidden rounded-card border border-line bg-card shadow-card">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4 sm:px-5"
              data-testid="audit-entry"
              data-kind={entry.kind}
            >
              <p className="text-sm text-muted">{entry.time}</p>
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <strong className="font-semibold">{copy.auditKinds[entry.kind]}</strong>
                  <span className="text-sm break-all" data-testid="audit-actor">
                    {entry.actor ?? words.nobody}
                  </span>
                </p>
                {entry.subject ? (
                  <p className="mt-0.5 text-sm break-all" data-testid="audit-subject">
                    {entry.subject}
                  </p>
                ) : null}
                {entry.details.length > 0 || entry.address ? (
                  <p className="mt-0.5 text-xs break-words text-muted">
                    {entry.details.map((detail) => `${detail.key}: ${detail.value}`).join(" · ")}
                    {entry.details.length > 0 && entry.address ? " · " : ""}
                    {entry.address ? fill(words.address, { hash: entry.address }) : ""}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={page} pages={pages} search={(to) => auditSearch(filters, to)} />
    </>
  );
}
