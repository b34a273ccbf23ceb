/**
 * The audit trail's filters as GET query parameters (they work without JavaScript and can be
 * bookmarked): person (a staff id, or "none" for entries without one), kind, from and to
 * (YYYY-MM-DD, India time, inclusive) and page.
 */
import { type AuditKind, isAuditKind } from "~/base/audit-kinds";
import { istDayStart } from "./lead-filters";

export const AUDIT_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

export interface AuditFilters {
  person: string;
  kind: AuditKind | "";
  from: string;
  to: string;
  page: number;
}

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const person = params.get("person") ?? "";
  const kind = params.get("kind") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    person: person === "none" || /^[1-9]\d{0,15}$/.test(person) ? person : "",
    kind: isAuditKind(kind) ? kind : "",
    from: istDayStart(from) === undefined ? "" : from,
    to: istDayStart(to) === undefined ? "" : to,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The store's query of the filters, with paging. */
export function auditQueryOf(filters: AuditFilters) {
  const to = istDayStart(filters.to);
  return {
    actorId:
      filters.person === "none"
        ? ("none" as const)
        : filters.person
          ? Number(filters.person)
          : undefined,
    kind: filters.kind || undefined,
    createdFrom: istDayStart(filters.from),
    createdBefore: to === undefined ? undefined : to + DAY_MS,
    limit: AUDIT_PAGE_SIZE,
    offset: (filters.page - 1) * AUDIT_PAGE_SIZE,
  };
}

/** The query string of the filters, with `page` when above 1 (no leading "?"). */
export function auditSearch(filters: AuditFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.person) params.set("person", filters.person);
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
