import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin } from "~/staff/words";
// Every staff page imports this module, so each loads the staff pages' own classes.
import "../admin.css";

/** Title row of a staff page: its one <h1>, a short line and optional actions. */
export function AdminPageTitle({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A polite confirmation after an action (status changed, lead deleted, email queued). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-card border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-success"
    >
      {children}
    </p>
  );
}

/** A refusal or a field problem after a form post: read out at once, kept beside the form. */
export function ErrorNotice({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p
      role="alert"
      id={id}
      className="mt-4 rounded-card border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-error"
    >
      {children}
    </p>
  );
}

/** A section of a staff page: a card with its own <h2>. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-card border border-line bg-card p-4 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-prose text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** The class of the staff pages' text inputs and selects. */
export const fieldClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-card px-3 text-ink placeholder:text-muted focus-visible:border-focus";

export const adminMeta = (title: string) => [
  { title: fill(admin.pageTitle, { page: title }) },
  { name: "robots", content: "noindex, nofollow" },
];

/** Previous and next of a paged list (leads, the audit trail); `search(page)` is a page's query. */
export function Pagination({
  page,
  pages,
  search,
}: {
  page: number;
  pages: number;
  search: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const words = admin.leadsPage.pagination;
  return (
    <nav aria-label={words.label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`?${search(page - 1)}`} className={buttonClass("outline", "sm")} rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
          {words.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{fill(words.position, { page, pages })}</span>
      {page < pages ? (
        <Link to={`?${search(page + 1)}`} className={buttonClass("outline", "sm")} rel="next">
          {words.next}
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
