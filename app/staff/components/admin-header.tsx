import LogOut from "lucide-react/icons/log-out";
import { Form, Link, NavLink } from "react-router";
import type { StaffRole } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { Logo } from "~/components/ui/logo";
import { admin } from "~/staff/words";
import { CsrfField } from "./csrf-field";

/**
 * The staff pages' own header: brand, the sections the role has (the layout's loader picks them; each
 * page checks its permission again on the server), who is signed in and as what, sign-out.
 */
export function AdminHeader({
  email,
  role,
  nav,
}: {
  email: string;
  role: StaffRole;
  nav: readonly { to: string; label: string }[];
}) {
  return (
    <header className="border-b border-line bg-card">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <Link
          // The first page of the person's work (app/staff/pages/index.ts).
          to="/admin"
          className="inline-flex items-center gap-3 rounded-lg"
          aria-label={admin.header.homeLabel}
        >
          <Logo />
          <span className="hidden rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-brand sm:inline">
            {admin.productName}
          </span>
        </Link>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden max-w-56 truncate text-muted md:inline" title={email}>
            {email}
          </span>
          <span
            className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-muted"
            data-testid="signed-in-role"
          >
            {fill(admin.header.roleLabel, { role: admin.roles[role].label })}
          </span>
          <Form method="post" action="/admin/logout" reloadDocument>
            <CsrfField />
            <button
              type="submit"
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-4 font-semibold text-ink hover:border-brand hover:text-brand"
            >
              <LogOut size={16} aria-hidden="true" />
              {admin.header.signOut}
            </button>
          </Form>
        </div>
        <nav aria-label={admin.header.navLabel} className="-mx-1 w-full">
          {/* Wrapped, not scrolled: on a phone every section stays in sight. */}
          <ul className="flex flex-wrap gap-1 px-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
                      isActive ? "bg-primary-700 text-white" : "text-brand hover:bg-primary-50"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
