/**
 * What the Express server hands to every loader and action (server/app.ts builds it). Routes
 * reach server-side services only through this, never through a global import.
 */
import "react-router";
import type { AdminService } from "../server/admin/service";
import type { LeadService } from "../server/leads/service";
import type { BlogPost } from "./content/blog/schema";
import type { VitalSample } from "./lib/vitals/vitals.server";

/** The recent blog posts: the content file, or the live feed (server/blog/source.ts). */
export interface BlogService {
  getRecentPosts(): Promise<BlogPost[]>;
}

/** Stores real visitors' web-vitals samples (server/vitals). */
export interface VitalsService {
  record(samples: VitalSample[]): Promise<void>;
}

export interface ServerServices {
  cspNonce: string;
  /** Takes in the forms' leads (server/leads/service.ts). */
  leads: LeadService;
  /** The client's IP as Express sees it (TRUST_PROXY decides); hashed before storage. */
  clientIp: string | undefined;
  /** Web-vitals samples from real visitors (server/vitals/service.ts). */
  vitals: VitalsService;
  /** Recent blog posts for the home grid and /api/blogs. */
  blog: BlogService;
  /** Staff sign-in, sessions and the inbox's data (server/admin/service.ts). */
  admin: AdminService;
}

declare module "react-router" {
  interface AppLoadContext extends Partial<ServerServices> {}
}
