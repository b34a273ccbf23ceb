import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { CareerRole } from "~/content/careers/schema";
import { ApplyLink } from "./apply-link";

interface RoleCardProps {
  role: CareerRole;
  labels: { eligibility: string; tools: string; apply: string };
}

/** One role: what the job is, who can apply (experience and tools) and its Apply link. */
export function RoleCard({ role, labels }: RoleCardProps) {
  const titleId = `role-${role.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="role-card"
      className="flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand">
          <Icon name={role.icon} />
        </span>
        <h3 id={titleId} className="text-lg leading-snug font-semibold text-ink">
          {role.title}
        </h3>
      </div>
      <p className="mt-4 leading-relaxed text-muted">{role.description}</p>
      <div className="mt-5 flex-1 border-t border-line pt-4 text-[0.9375rem]">
        <p>
          <span className="font-semibold text-ink">{labels.eligibility}: </span>
          <span className="text-muted">{role.experience}</span>
        </p>
        <p className="mt-3 font-semibold text-ink">{labels.tools}:</p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`${labels.tools} (${role.title})`}>
          {role.tools.map((tool) => (
            <li
              key={tool}
              className="rounded-full border border-primary-100 bg-primary-50 px-2.5 py-0.5 text-sm text-brand"
            >
              {tool}
            </li>
          ))}
        </ul>
      </div>
      {/* The address names the role by its id (?role=frontend-developer), the same in both
          languages; the career form shows the title in the page's language. */}
      <ApplyLink role={role.id} className={`${buttonClass("accent", "md")} mt-6 self-start`}>
        {labels.apply}
        <span className="sr-only">{role.applySuffix}</span>
      </ApplyLink>
    </article>
  );
}
