import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The public pages, by path and module. Each is also served in Hindi under /hi with the same
 * module (app/lib/locale.ts: the page reads its language from the path).
 */
const publicPages: { path: string; file: string; id?: string }[] = [
  { path: "", file: "routes/home.tsx" },
  { path: "services", file: "routes/services.tsx" },
  { path: "services/website-development", file: "routes/services.website-development.tsx" },
  { path: "services/app-development", file: "routes/services.app-development.tsx" },
  { path: "services/graphic-designing", file: "routes/services.graphic-designing.tsx" },
  { path: "services/digital-marketing", file: "routes/services.digital-marketing.tsx" },
  { path: "work", file: "routes/work.tsx" },
  { path: "pricing", file: "routes/pricing.tsx" },
  { path: "internship", file: "routes/internship.tsx", id: "internship" },
  { path: "paid-internship", file: "routes/internship.tsx", id: "paid-internship" },
  { path: "career", file: "routes/career.tsx" },
  { path: "aboutUs", file: "routes/about.tsx" },
  { path: "contact-us", file: "routes/contact.tsx" },
  { path: "terms-and-conditions", file: "routes/policy.terms.tsx" },
  { path: "Cancellation-and-Refund", file: "routes/policy.cancellation.tsx" },
  { path: "Shipping-and-Delivery", file: "routes/policy.shipping.tsx" },
  { path: "privacy-policy", file: "routes/policy.privacy.tsx" },
];

const idOf = (page: (typeof publicPages)[number]) => page.id ?? page.file.replace(/\.tsx?$/, "");

export default [
  index("routes/home.tsx"),
  ...publicPages
    .filter((page) => page.path !== "")
    .map((page) => route(page.path, page.file, { id: idOf(page) })),
  route("hi", "routes/home.tsx", { id: "hi/routes/home" }),
  ...publicPages
    .filter((page) => page.path !== "")
    .map((page) => route(`hi/${page.path}`, page.file, { id: `hi/${idOf(page)}` })),
  route("contactform.php", "routes/contactform-php.ts"),
  route("api/blogs", "routes/api.blogs.ts"),
  route("api/vitals", "routes/api.vitals.ts"),
  // The staff inbox: rendered per request, never prerendered or in the sitemap (not in
  // app/lib/site-routes.ts), noindex (server/app.ts and each page's meta).
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/index.ts"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/:id", "routes/admin/lead.tsx"),
    route("leads/:id/delete", "routes/admin/lead-delete.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("speed", "routes/admin/speed.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("site.webmanifest", "routes/site-webmanifest.ts"),
  route("hi/*", "routes/not-found.tsx", { id: "hi/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
