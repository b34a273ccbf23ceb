import Lock from "lucide-react/icons/lock";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Link } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import type { Forbidden } from "~/staff/access/forbidden";
import { admin as copy } from "~/staff/words";
import { RoleAbilities } from "./staff-parts";

/**
 * The page of a 403: a request beyond the role says what the role can do and whom to ask; a
 * request before a required second factor says why, and links to setting it up.
 */
export function ForbiddenPage({ forbidden }: { forbidden: Forbidden }) {
  const role = copy.roles[forbidden.role].label;
  const action = copy.permissionActions[forbidden.permission];
  const secondFactor = forbidden.reason === "second-factor";
  return (
    <div
      className="mx-auto max-w-2xl rounded-card border border-line bg-card p-6 shadow-card sm:p-8"
      data-testid="forbidden"
    >
      <title>{fill(copy.pageTitle, { page: copy.forbidden.title })}</title>
      <p className="flex items-center gap-2 text-sm font-semibold text-accent-text">
        {secondFactor ? (
          <ShieldAlert size={18} aria-hidden="true" />
        ) : (
          <Lock size={18} aria-hidden="true" />
        )}
        {fill(copy.layout.error.status, { status: 403 })}
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">
        {secondFactor ? copy.forbidden.secondFactorHeading : copy.forbidden.heading}
      </h1>
      {secondFactor ? (
        <>
          <p className="mt-3 text-muted">
            {fill(copy.forbidden.secondFactorText, { role, action })}
          </p>
          <Link to="/admin/account" className={`${buttonClass("primary")} mt-6`}>
            {copy.forbidden.secondFactorLink}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 text-muted">{fill(copy.forbidden.text, { role, action })}</p>
          <h2 className="mt-6 font-semibold">{fill(copy.forbidden.canLabel, { role })}</h2>
          <RoleAbilities role={forbidden.role} className="mt-2" />
          <p className="mt-4 text-muted">{copy.forbidden.askOwner}</p>
          <Link to="/admin" className={`${buttonClass("outline")} mt-6`}>
            {copy.layout.error.backLabel}
          </Link>
        </>
      )}
      <p className="mt-6 text-xs text-muted">{copy.forbidden.recorded}</p>
    </div>
  );
}
