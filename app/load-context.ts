/**
 * What the Express server hands to every loader and action (server/app.ts builds it). Routes
 * reach server-side services only through this, never through a global import.
 */
import "react-router";

export interface ServerServices {
  cspNonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends Partial<ServerServices> {}
}
