import MailWarning from "lucide-react/icons/mail-exclamation-point";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { decide, rolePermissions, secondFactorGated } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { requireStaff } from "~/staff/access/checks.server";
import { isForbidden } from "~/staff/access/forbidden";
import { admin as copy, leadPageWords } from "~/staff/words";
import { AdminHeader } from "../components/admin-header";
import { adminMeta } from "../components/admin-page";
import { ForbiddenPage } from "../components/forbidden";
import type { Route } from "./+types/layout";

/** Every staff page: the session is checked here and again in each page's loader or action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requireStaff(request, context);
  return {
    // Without SMTP, every lead email is written "Not sent (no SMTP)": nobody hears of a new
    // enquiry. (There is always an address: LEADS_NOTIFY_TO, the owners' choice, the owners, or
    // the shipped general email: server/leads/notify-to.ts.)
    mailOff: !admin.mailEnabled,
    email: staff.email,
    csrf: staff.csrfToken,
    role: staff.role,
    // The sections of the header this role has (each page checks again on the server).
    nav: copy.nav.filter(
      // A role's own, and what an owner gave this account (an editor reading the enquiries).
      (item) => item.permission === null || decide(staff, item.permission) !== "role",
    ),
    secondFactorNeeded:
      staff.secondFactorRequired &&
      !staff.secondFactor &&
      secondFactorGated.some((permission) => rolePermissions[staff.role].includes(permission)),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.layout.title);

/** The list of what a role must have a second factor for: "publish the site's words". */
function gatedActions(role: keyof typeof copy.roles) {
  return secondFactorGated
    .filter((permission) => rolePermissions[role].includes(permission))
    .map((permission) => copy.permissionActions[permission])
    .join(" or ");
}

function SecondFactorBanner({ role }: { role: keyof typeof copy.roles }) {
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-amber-900">
      <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
        <ShieldAlert size={18} aria-hidden="true" className="shrink-0" />
        <span>
          {fill(copy.header.secondFactorNeeded, {
            role: copy.roles[role].label,
            actions: gatedActions(role),
          })}
        </span>
        <Link to="/admin/account" className="font-semibold underline underline-offset-2">
          {copy.header.secondFactorLink}
        </Link>
      </p>
    </div>
  );
}

/** Every staff page, while new enquiries are saved but emailed to nobody: what to do. */
function MailBanner() {
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-amber-900" data-testid="mail-banner">
      <p className="container-page flex items-center gap-x-3 py-2.5 text-sm">
        <MailWarning size={18} aria-hidden="true" className="shrink-0" />
        <span>{leadPageWords.mailBanner}</span>
      </p>
    </div>
  );
}

/** Every page tells an editor or a sales person what their role can do, and where to read more. */
function RoleNote({ role }: { role: keyof typeof copy.roles }) {
  return (
    <p className="container-page pt-4 text-sm text-muted" data-testid="role-note">
      {fill(copy.header.roleNote, {
        role: copy.roles[role].label,
        summary: copy.roles[role].summary,
      })}{" "}
      <Link to="/admin/account" className="font-semibold text-brand underline underline-offset-2">
        {copy.header.roleNoteLink}
      </Link>
    </p>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-surface">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {copy.layout.skipLink}
      </a>
      <AdminHeader email={loaderData.email} role={loaderData.role} nav={loaderData.nav} />
      {loaderData.secondFactorNeeded ? <SecondFactorBanner role={loaderData.role} /> : null}
      {loaderData.mailOff ? <MailBanner /> : null}
      {loaderData.role === "owner" ? null : <RoleNote role={loaderData.role} />}
      <main id="main" tabIndex={-1} className="container-page py-8 outline-none sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("admin") as Route.ComponentProps["loaderData"] | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden = isRouteErrorResponse(error) && isForbidden(error.data) ? error.data : null;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? copy.layout.error.notFound
        : copy.layout.error.unknown;
  return (
    <div className="min-h-dvh bg-surface">
      {data ? <AdminHeader email={data.email} role={data.role} nav={data.nav} /> : null}
      <main id="main" className="container-page py-12 sm:py-16">
        {forbidden ? (
          <ForbiddenPage forbidden={forbidden} />
        ) : (
          <>
            <title>{fill(copy.errorPage.title, { status })}</title>
            <p className="text-sm font-semibold text-accent-text">
              {fill(copy.layout.error.status, { status })}
            </p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight">{copy.layout.error.heading}</h1>
            <p className="mt-3 max-w-prose text-muted">{message}</p>
            <Link to="/admin" className={`${buttonClass("primary")} mt-6`}>
              {copy.layout.error.backLabel}
            </Link>
          </>
        )}
      </main>
    </div>
  );
}
