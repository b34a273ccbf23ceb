/**
 * The one script every page loads. The staff app is a React Router app: its documents carry
 * React Router's context, and the whole document is hydrated (./staff-app.client.tsx, loaded only
 * there). A public page is HTML with islands: its behaviours are a few lines each and its islands
 * load React only when one is needed (docs/decisions/0016-islands.md).
 */
import { startPublicPage } from "./enhancements";
import { islandComponents } from "./island-components";

declare global {
  interface Window {
    __reactRouterContext?: unknown;
  }
}

if (window.__reactRouterContext) void import("./staff/staff-app.client");
else void startPublicPage(islandComponents);
