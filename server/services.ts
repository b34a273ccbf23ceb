/**
 * The server's services as every loader and action receives them (server/app.ts builds them;
 * app/load-context.ts hands them to React Router). Routes reach server-side services only
 * through these, never through a global import.
 */
import type { BlogPost } from "../app/content/blog/schema";
import type { Content } from "../app/content/engine/content";
import type { VitalSample } from "../app/lib/vitals/vitals.server";
import type { AdminService } from "./admin/service";
import type { ContentEditorService } from "./content/editor";
import type { LeadService } from "./leads/service";
import type { MediaCards } from "./media/routes";
import type { ClientSources } from "./visits/client-sources";

/** The recent blog posts of the live feed (server/blog/source.ts); null without a feed. */
export interface BlogService {
  getRecentPosts(): Promise<BlogPost[] | null>;
}

/** Stores real visitors' web-vitals samples (server/vitals). */
export interface VitalsService {
  record(samples: VitalSample[]): Promise<void>;
}

export interface ServerServices {
  cspNonce: string;
  /** The live revision of the site's words and facts, fixed for the request (server/content/). */
  content: Content;
  /** Takes in the forms' leads (server/leads/service.ts). */
  leads: LeadService;
  /** The client's IP as Express sees it (TRUST_PROXY decides); hashed before storage. */
  clientIp: string | undefined;
  /** Web-vitals samples from real visitors (server/vitals/service.ts). */
  vitals: VitalsService;
  /**
   * Where clients come from (issue 55): each lead's arrival and the dashboard's figures
   * (server/visits/client-sources.ts); absent where a server runs without it (some tests').
   */
  clientSources?: ClientSources;
  /** Recent blog posts for the home grid and /api/blogs. */
  blog: BlogService;
  /** Staff sign-in, sessions and the inbox's data (server/admin/service.ts). */
  admin: AdminService;
  /** The words editor's drafts, checks, previews and publishes (server/content/editor.ts). */
  contentEditor: ContentEditorService;
  /**
   * The media library's list and items for the /admin/media page (server/media/routes.ts);
   * absent where a server runs without the library (some tests' servers).
   */
  mediaLibrary?: MediaCards;
  /**
   * When a page's words last changed (epoch ms): the latest publish of a topic it reads, or the
   * build for the shipped words; undefined while unknown (the sitemap's lastmod).
   */
  pageDate?: (path: string) => number | undefined;
}
