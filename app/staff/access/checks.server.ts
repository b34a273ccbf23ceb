/**
 * The session and permission checks every /admin loader and action runs on the server (a
 * layout's loader alone would not do: React Router runs child loaders in parallel with it, and
 * actions without it). A page that reads or changes data calls `requirePermission` (or
 * `requirePermissionPost` for a form) with the permission it needs (app/base/staff-roles.ts):
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const { admin, staff } = await requirePermission(request, context, "content.edit");
 *     ...
 *   }
 *   export async function action({ request, context }: Route.ActionArgs) {
 *     const { admin, staff, form } = await requirePermissionPost(request, context, "content.publish");
 *     ... publish ...
 *     await recordAudit(context, staff, { kind: "content.publish", subject: "content:pricing" });
 *   }
 *
 * A request beyond the role answers 403 with a page that says what the role can do (or, for a
 * role that must first add a second factor, why and where to set it up), and is recorded in the
 * audit trail as "access.denied". Buttons a role cannot use are hidden with `can` too, but the
 * check on the server is what counts.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { AuditKind } from "~/base/audit-kinds";
import { can, decide, type Permission, type StaffRole } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { brandOf } from "~/lib/pages/live-content.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import type { Forbidden } from "./forbidden";
import { SESSION_COOKIE } from "./session-cookie";

export { can } from "~/base/staff-roles";
export { type Forbidden, isForbidden } from "./forbidden";

/** The staff services the server hands every loader (app/load-context.ts). */
type AdminService = NonNullable<AppLoadContext["admin"]>;
/** Who is signed in. */
export type StaffIdentity = NonNullable<Awaited<ReturnType<AdminService["authenticate"]>>>;

function adminOf(context: AppLoadContext): AdminService {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  return context.admin;
}

/**
 * Only same-site staff paths may be a sign-in's destination. By default /admin, whose page sends
 * each role to its first page (the dashboard for owners and sales: app/staff/pages/index.ts).
 */
export function safeNext(value: unknown): string {
  const home = "/admin";
  if (typeof value !== "string") return home;
  if (!/^\/admin(\/|$)/.test(value) || value.startsWith("//") || /[\\\s]/.test(value)) return home;
  if (/^\/admin\/(login|logout|set-password)/.test(value)) return home;
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
    // A sign-in waiting for its second factor continues on the code page.
    if (await admin.pendingSignIn(cookie, isHttps(request)))
      throw redirect(`/admin/login/code?next=${encodeURIComponent(safeNext(next))}`, 303);
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
  const signedIn = await requireStaff(request, context);
  return { ...signedIn, form: await readStaffForm(request, context, signedIn) };
}

async function readStaffForm(
  request: Request,
  context: AppLoadContext,
  { admin, staff }: { admin: AdminService; staff: StaffIdentity },
) {
  if (request.method !== "POST") throw data(copy.errors.methodNotAllowed, { status: 405 });
  const form = await request.formData();
  if (!admin.verifyCsrf(staff, form.get("csrf"))) {
    // Counted in the audit trail, per client and minute (a forged post can come in floods).
    admin.audit.recordAggregated({
      kind: "form.refused",
      subject: `staff:${staff.staffId} ${staff.email}`,
      ipHash: admin.hashIp(context.clientIp),
      details: { reason: "form-token", path: new URL(request.url).pathname },
    });
    throw data(copy.errors.formExpired, { status: 403 });
  }
  return form;
}

/**
 * The signed-in staff member, if their role allows `permission` (and, for a permission that
 * needs it, their account has the second factor their role requires). Otherwise: a redirect to
 * sign in, or a 403 (recorded in the audit trail) whose page says what the role can do.
 */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  permission: Permission,
): Promise<{ admin: AdminService; staff: StaffIdentity }> {
  const signedIn = await requireStaff(request, context);
  const { admin, staff } = signedIn;
  const decision = decide(staff, permission);
  if (decision === "allowed") return signedIn;
  const url = new URL(request.url);
  await admin.audit.record({
    actor: { id: staff.staffId, email: staff.email },
    kind: "access.denied",
    subject: `${request.method} ${url.pathname}`,
    details: { permission, role: staff.role, reason: decision },
    ipHash: admin.hashIp(context.clientIp),
  });
  const forbidden: Forbidden = { forbidden: true, role: staff.role, permission, reason: decision };
  throw data(forbidden, { status: 403 });
}

/**
 * A form post that needs `permission`: the permission is checked (403, recorded) before the
 * form is read, then the method and the CSRF token.
 */
export async function requirePermissionPost(
  request: Request,
  context: AppLoadContext,
  permission: Permission,
) {
  const allowed = await requirePermission(request, context, permission);
  return { ...allowed, form: await readStaffForm(request, context, allowed) };
}

/**
 * Records what the signed-in staff member did, from this request's (hashed) address: the
 * audit trail's entry for an action (server/admin/audit.ts).
 */
export function recordAudit(
  context: AppLoadContext,
  staff: StaffIdentity,
  entry: { kind: AuditKind; subject?: string | null; details?: Record<string, unknown> | null },
): Promise<void> {
  const admin = adminOf(context);
  return admin.audit.record({
    actor: { id: staff.staffId, email: staff.email },
    ...entry,
    ipHash: admin.hashIp(context.clientIp),
  });
}

/** The acting staff member for the account services (server/admin/staff.ts). */
export function actorOf(context: AppLoadContext, staff: StaffIdentity) {
  return {
    staffId: staff.staffId,
    email: staff.email,
    ipHash: adminOf(context).hashIp(context.clientIp),
  };
}

/**
 * A one-time link as the staff pages' link panel shows it (app/staff/components/staff-parts.tsx),
 * its WhatsApp message signed with the agency's published name.
 */
export function linkPanelData(
  context: AppLoadContext,
  link: {
    url: string;
    email: string;
    expiresAt: number;
    delivery: "sent" | "failed" | "off";
  },
) {
  return {
    url: link.url,
    email: link.email,
    expires: formatTime(link.expiresAt),
    delivery: link.delivery,
    message: fill(copy.linkPanel.whatsAppText, { brand: brandOf(context), url: link.url }),
  };
}

/**
 * The heading and first line of a valid one-time link's page (app/staff/pages/set-password.tsx);
 * `brand` is the agency's published name.
 */
export function setPasswordWords(
  brand: string,
  link: {
    email: string;
    role: StaffRole;
    purpose: "invite" | "reset";
  },
) {
  const words = copy.setPasswordPage;
  const role = copy.roles[link.role];
  return link.purpose === "invite"
    ? {
        heading: words.inviteHeading,
        intro: fill(words.inviteIntro, {
          brand,
          role: role.label,
          summary: role.summary,
        }),
      }
    : { heading: words.resetHeading, intro: fill(words.resetIntro, { email: link.email }) };
}

/**
 * Whether `staff` may work `lead`: with leads.all every lead; otherwise the leads they own and
 * the unassigned ones (app/base/staff-roles.ts).
 */
export function mayWorkLead(staff: StaffIdentity, lead: { ownerId: number | null }): boolean {
  return can(staff, "leads.all") || lead.ownerId === null || lead.ownerId === staff.staffId;
}

/**
 * The lead `id`, if it exists (else 404) and `staff` may work it (else a 403 like a role's,
 * recorded in the audit trail as "access.denied" with the reason "owner"). Every lead page and
 * action calls it, after its permission check.
 */
export async function requireLead(
  request: Request,
  context: AppLoadContext,
  staff: StaffIdentity,
  id: string,
) {
  const admin = adminOf(context);
  const lead = await admin.inbox.getLead(id);
  if (!lead) throw data(copy.errors.leadNotFound, { status: 404 });
  if (mayWorkLead(staff, lead)) return lead;
  await admin.audit.record({
    actor: { id: staff.staffId, email: staff.email },
    kind: "access.denied",
    subject: `${request.method} ${new URL(request.url).pathname}`,
    details: { permission: "leads.all", role: staff.role, reason: "owner", lead: id },
    ipHash: admin.hashIp(context.clientIp),
  });
  const forbidden: Forbidden = {
    forbidden: true,
    role: staff.role,
    permission: "leads.all",
    reason: "role",
  };
  throw data(forbidden, { status: 403 });
}
