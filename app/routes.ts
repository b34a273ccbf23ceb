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
  // The staff inbox: rendered per request, never prerendered or in the sitemap (not in the page
  // table), noindex (server/app.ts and each page's meta).
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/code", "routes/admin/login-code.tsx"),
  route("admin/login/link/:token", "routes/admin/login-link.tsx"),
  route("admin/set-password/:token", "routes/admin/set-password.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  // The words editor's autosave and its previews: answers of their own, outside the layout.
  route("admin/content/:topic/draft", "routes/admin/content/draft.ts"),
  route("admin/content/:topic/preview", "routes/admin/content/preview.ts"),
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/index.ts"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/:id", "routes/admin/lead.tsx"),
    route("leads/:id/delete", "routes/admin/lead-delete.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("speed", "routes/admin/speed.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("staff/:id", "routes/admin/staff-member.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("content", "routes/admin/content/overview.tsx"),
    route("content/:topic", "routes/admin/content/topic.tsx"),
    route("content/:topic/history", "routes/admin/content/history.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("site.webmanifest", "routes/site-webmanifest.ts"),
  route("dialogs.json", "routes/site-dialogs.ts"),
  route("hi/dialogs.json", "routes/site-dialogs.ts", { id: "hi/site-dialogs" }),
  route("hi/*", "routes/not-found.tsx", { id: "hi/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
