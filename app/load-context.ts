/**
 * What the Express server hands to every loader and action: its services (server/services.ts,
 * built by server/app.ts), typed here as React Router's load context.
 */
import "react-router";
import type { ServerServices } from "../server/services";

declare module "react-router" {
  interface AppLoadContext extends Partial<ServerServices> {}
}
