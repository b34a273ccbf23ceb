import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin as copy } from "~/content/admin";
import { requireStaff } from "~/lib/inbox/admin.server";
import type { Route } from "./+types/layout";
import { AdminHeader } from "./admin-header";
import { adminMeta } from "./admin-page";

/** Every inbox page: the session is checked here and again in each page's loader or action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  return { email: staff.email, csrf: staff.csrfToken };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.layout.title);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-surface">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {copy.layout.skipLink}
      </a>
      <AdminHeader email={loaderData.email} />
      <main id="main" tabIndex={-1} className="container-page py-8 outline-none sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("admin") as { email: string } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? copy.layout.error.notFound
        : copy.layout.error.unknown;
  return (
    <div className="min-h-dvh bg-surface">
      {data ? <AdminHeader email={data.email} /> : null}
      <main id="main" className="container-page py-16">
        <title>{fill(copy.errorPage.title, { status })}</title>
        <p className="text-sm font-semibold text-accent-text">
          {fill(copy.layout.error.status, { status })}
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">{copy.layout.error.heading}</h1>
        <p className="mt-3 max-w-prose text-muted">{message}</p>
        <Link to="/admin/leads" className={`${buttonClass("primary")} mt-6`}>
          {copy.layout.error.backLabel}
        </Link>
      </main>
    </div>
  );
}
