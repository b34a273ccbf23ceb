/**
 * The lead list's filters as GET query parameters (they work without JavaScript and can be
 * bookmarked): view (mine, unassigned, due today, overdue), q (search), source, stage, from and
 * to (YYYY-MM-DD, India time, inclusive) and page. The CSV export reads the same parameters.
 */
import { type Channel, channelParam } from "~/base/arrival";
import {
  type LeadKind,
  type LeadQuery,
  type LeadStage,
  leadSources,
  leadStages,
} from "~/base/lead-fields";
export const PAGE_SIZE = 25;

/** The inbox's views: the leads I own, nobody's leads, follow-ups due today, overdue ones. */
export const leadViews = ["mine", "unassigned", "due", "overdue"] as const;
export type LeadView = (typeof leadViews)[number];
const DAY_MS = 86_400_000;

export interface LeadFilters {
  view: LeadView | "";
  q: string;
  source: LeadKind | "";
  /** How the visitor arrived (issue 55, app/base/arrival.ts). */
  channel: Channel | "";
  stage: LeadStage | "";
  from: string;
  to: string;
  page: number;
}

/** Midnight at the start of a YYYY-MM-DD day in India (UTC+05:30), or undefined. */
export function istDayStart(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00+05:30`);
  return Number.isFinite(ms) ? ms : undefined;
}

export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const source = params.get("source") ?? "";
  const stage = params.get("stage") ?? "";
  const view = params.get("view") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    view: (leadViews as readonly string[]).includes(view) ? (view as LeadView) : "",
    q: (params.get("q") ?? "").trim().slice(0, 200),
    source: (leadSources as readonly string[]).includes(source) ? (source as LeadKind) : "",
    channel: channelParam(params.get("channel")),
    stage: (leadStages as readonly string[]).includes(stage) ? (stage as LeadStage) : "",
    from: istDayStart(from) === undefined ? "" : from,
    to: istDayStart(to) === undefined ? "" : to,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The midnight that starts the India day of `ms`. */
export function istDayStartOf(ms: number): number {
  const day = new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
  return Date.parse(`${day}T00:00:00+05:30`);
}

const IST_OFFSET_MS = 19_800_000;

/** Who asks and when: the views "mine", "due" and "overdue" depend on both. */
export interface LeadViewer {
  staffId: number;
  now: number;
  /** Only the viewer's own and unassigned leads (a role without leads.all). */
  restricted: boolean;
}

/** The query of a view: "due" is from now to the end of today (India), "overdue" before now. */
function viewQuery(view: LeadFilters["view"], viewer: LeadViewer): LeadQuery {
  switch (view) {
    case "mine":
      return { ownerId: viewer.staffId };
    case "unassigned":
      return { unassigned: true };
    case "due":
      return {
        open: true,
        followUpFrom: viewer.now,
        followUpBefore: istDayStartOf(viewer.now) + DAY_MS,
      };
    case "overdue":
      return { open: true, followUpBefore: viewer.now };
    default:
      return {};
  }
}

/** The repository query of the filters (without paging). */
export function leadQueryOf(filters: LeadFilters, viewer: LeadViewer): LeadQuery {
  const to = istDayStart(filters.to);
  return {
    ...viewQuery(filters.view, viewer),
    visibleTo: viewer.restricted ? viewer.staffId : undefined,
    search: filters.q || undefined,
    source: filters.source || undefined,
    channel: filters.channel || undefined,
    stage: filters.stage || undefined,
    createdFrom: istDayStart(filters.from),
    createdBefore: to === undefined ? undefined : to + DAY_MS,
  };
}

/** The query string of the filters, with `page` when above 1 (no leading "?"). */
export function filterSearch(filters: LeadFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.view) params.set("view", filters.view);
  if (filters.q) params.set("q", filters.q);
  if (filters.source) params.set("source", filters.source);
  if (filters.channel) params.set("channel", filters.channel);
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
