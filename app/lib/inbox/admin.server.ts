/**
 * The session check every /admin loader and action runs on the server (a layout's loader alone
 * would not do: React Router runs child loaders in parallel with it, and actions without it).
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { admin as copy } from "~/content/admin";
import { SESSION_COOKIE } from "./session-cookie";

/** The staff services the server hands every loader (app/load-context.ts). */
type AdminService = NonNullable<AppLoadContext["admin"]>;
/** Who is signed in. */
type StaffIdentity = NonNullable<Awaited<ReturnType<AdminService["authenticate"]>>>;

function adminOf(context: AppLoadContext): AdminService {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  return context.admin;
}

/** Only same-site inbox paths may be a sign-in's destination. */
export function safeNext(value: unknown): string {
  if (typeof value !== "string") return "/admin/leads";
  if (!/^\/admin(\/|$)/.test(value) || value.startsWith("//") || /[\\\s]/.test(value))
    return "/admin/leads";
  if (value.startsWith("/admin/login") || value.startsWith("/admin/logout")) return "/admin/leads";
  return value;
}

/**
 * The request came over https: its URL's scheme, which is https only behind a TRUST_PROXY proxy
 * that says so (X-Forwarded-Proto). The session cookie is then `__Host-` and Secure.
 */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The signed-in staff member, or a redirect to the sign-in page. */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
): Promise<{ admin: AdminService; staff: StaffIdentity }> {
  const admin = adminOf(context);
  const cookie = request.headers.get("Cookie");
  const staff = await admin.authenticate(cookie, isHttps(request));
  if (!staff) {
    const url = new URL(request.url);
    const next = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin/leads";
    const headers = new Headers();
    // A stale or forged cookie is cleared.
    if (cookie?.includes(`${SESSION_COOKIE}=`))
      headers.set("Set-Cookie", admin.clearCookie(isHttps(request)));
    throw redirect(`/admin/login?next=${encodeURIComponent(safeNext(next))}`, {
      status: 303,
      headers,
    });
  }
  return { admin, staff };
}

/** A staff member's form post: session and CSRF token checked, the form read. */
export async function requireStaffPost(request: Request, context: AppLoadContext) {
  const { admin, staff } = await requireStaff(request, context);
  if (request.method !== "POST") throw data(copy.errors.methodNotAllowed, { status: 405 });
  const form = await request.formData();
  if (!admin.verifyCsrf(staff, form.get("csrf"))) {
    throw data(copy.errors.formExpired, { status: 403 });
  }
  return { admin, staff, form };
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** Dates are formatted on the server (India time), so the browser never re-formats them. */
export function formatTime(ms: number): string {
  return `${dateTime.format(new Date(ms))} IST`;
}
