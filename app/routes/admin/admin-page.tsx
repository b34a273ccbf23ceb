import type { ReactNode } from "react";
import { fill } from "~/base/template";
import { admin } from "~/content/admin";

/** Title row of an inbox page: its one <h1>, a short line and optional actions. */
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

export const adminMeta = (title: string) => [
  { title: fill(admin.pageTitle, { page: title }) },
  { name: "robots", content: "noindex, nofollow" },
];
