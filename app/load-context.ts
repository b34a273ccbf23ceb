/**
 * What the Express server hands to every loader and action (server/app.ts builds it). Routes
 * reach server-side services only through this, never through a global import.
 */
import "react-router";
import type { VitalSample } from "./lib/vitals.server";

/** Stores real visitors' web-vitals samples (server/vitals). */
export interface VitalsService {
  record(samples: VitalSample[]): Promise<void>;
}

export interface ServerServices {
  cspNonce: string;
  vitals: VitalsService;
}

declare module "react-router" {
  interface AppLoadContext extends Partial<ServerServices> {}
}
