import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { aliasRoutes, sitePages } from "./base/site-routes";

/**
 * Every route. The public pages come from the page table (app/base/site-routes.ts), each served
 * in English and, under /hi, in Hindi by the same module: its loader reads the language from the
 * request's path and hands the page its copy in that language (app/lib/pages/page.server.ts).
 */
const idOf = (file: string) => file.replace(/\.tsx?$/, "");
const internship = sitePages.find((page) => page.path === "/internship")?.file ?? "";

const publicPages = [
  ...sitePages.map((page) => ({ path: page.path.slice(1), file: page.file, id: idOf(page.file) })),
  // Paths the brief names that render a table page as they are (their canonical is the page's).
  ...aliasRoutes.map((alias) => ({ path: alias.path.slice(1), file: internship, id: alias.id })),
];

export default [
  ...publicPages.map((page) =>
    page.path === ""
      ? index(page.file, { id: page.id })
      : route(page.path, page.file, { id: page.id }),
  ),
  ...publicPages.map((page) =>
    route(page.path === "" ? "hi" : `hi/${page.path}`, page.file, { id: `hi/${page.id}` }),
  ),
  route("contactform.php", "routes/contactform-php.ts"),
  route("api/blogs", "routes/api.blogs.ts"),
  route("api/leads", "routes/api.leads.ts"),
  route("hi/api/leads", "routes/api.leads.ts", { id: "hi/api/leads" }),
  route("api/vitals", "routes/api.vitals.ts"),
  // The staff app (app/staff): rendered per request, never prerendered or in the sitemap (not in the page
  // table), noindex (server/app.ts and each page's meta).
  route("admin/login", "staff/pages/login.tsx"),
  route("admin/login/code", "staff/pages/login-code.tsx"),
  route("admin/login/link/:token", "staff/pages/login-link.tsx"),
  route("admin/set-password/:token", "staff/pages/set-password.tsx"),
  route("admin/logout", "staff/pages/logout.ts"),
  route("admin/leads.csv", "staff/pages/leads-csv.ts"),
  route("admin/dashboard.csv", "staff/pages/dashboard-csv.ts"),
  // The words editor's autosave and its previews: answers of their own, outside the layout.
  route("admin/content/:topic/draft", "staff/pages/content/draft.ts"),
  route("admin/content/:topic/preview", "staff/pages/content/preview.ts"),
  route("admin/content/:topic/changes", "staff/pages/content/changes.ts"),
  route("admin", "staff/pages/layout.tsx", { id: "admin" }, [
    index("staff/pages/index.ts"),
    route("dashboard", "staff/pages/dashboard.tsx"),
    route("leads", "staff/pages/leads.tsx"),
    route("leads/assignment", "staff/pages/lead-assignment.tsx"),
    route("leads/:id", "staff/pages/lead.tsx"),
    route("leads/:id/delete", "staff/pages/lead-delete.tsx"),
    route("leads/:id/reply", "staff/pages/lead-reply.tsx"),
    route("leads/:id/merge", "staff/pages/lead-merge.tsx"),
    route("outbox", "staff/pages/outbox.tsx"),
    route("speed", "staff/pages/speed.tsx"),
    route("media", "staff/pages/media.tsx"),
    route("staff", "staff/pages/staff.tsx"),
    route("staff/:id", "staff/pages/staff-member.tsx"),
    route("audit", "staff/pages/audit.tsx"),
    route("account", "staff/pages/account.tsx"),
    route("launch", "staff/pages/launch.tsx"),
    route("content", "staff/pages/content/overview.tsx"),
    route("content/:topic", "staff/pages/content/topic.tsx"),
    route("content/:topic/history", "staff/pages/content/history.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("site.webmanifest", "routes/site-webmanifest.ts"),
  route("dialogs.json", "routes/site-dialogs.ts"),
  route("hi/dialogs.json", "routes/site-dialogs.ts", { id: "hi/site-dialogs" }),
  route("hi/*", "routes/not-found.tsx", { id: "hi/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
