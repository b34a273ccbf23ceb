/**
 * Where clients come from (issue 55), as the staff pages read it: each lead's arrival (the
 * lead's page, the CSV) and the dashboard's figures (./dashboard.ts).
 */
import type { ArrivalStore, LeadArrival } from "../db/arrivals";
import type { VisitStore } from "../db/visits";
import { type DashboardFigures, dashboardFigures } from "./dashboard";

export interface ClientSources {
  arrivalsOf(leadIds: readonly string[]): Promise<Map<string, LeadArrival>>;
  /** The dashboard's figures from the day holding `from` to the day holding `to` (UTC days). */
  dashboard(from: number, to: number): Promise<DashboardFigures>;
}

export function clientSources(store: ArrivalStore & VisitStore): ClientSources {
  return {
    arrivalsOf: (ids) => store.arrivalsOf(ids),
    dashboard: (from, to) => dashboardFigures(store, from, to),
  };
}
