/**
 * What the Express server hands to every loader and action: its services (server/services.ts,
 * built by server/app.ts), typed here as React Router's load context; and the media library's
 * shapes of the pictures a page shows (`mediaShapes`, declared here in app: the pages' own type).
 */
import "react-router";
import type { ServerServices } from "../server/services";
import type { MediaShapesLookup } from "./base/media-urls";

declare module "react-router" {
  interface AppLoadContext extends Partial<ServerServices> {
    /**
     * The size and focal point of library pictures, by hash (app/lib/pages/pictures.server.ts
     * reads it); absent (a test's render): every picture place shows its drawing.
     */
    mediaShapes?: MediaShapesLookup;
  }
}
