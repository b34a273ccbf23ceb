import Atom from "lucide-react/icons/atom";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Code from "lucide-react/icons/code";
import Image from "lucide-react/icons/image";
import LayoutTemplate from "lucide-react/icons/layout-template";
import MessagesSquare from "lucide-react/icons/messages-square";
import Palette from "lucide-react/icons/palette";
import PenTool from "lucide-react/icons/pen-tool";
import Server from "lucide-react/icons/server";
import Smartphone from "lucide-react/icons/smartphone";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import { buttonClass } from "~/components/ui/button";
import type { CareerRole } from "~/content/careers.schema";
import { ApplyLink } from "./apply-link";

const icons = {
  layout: LayoutTemplate,
  server: Server,
  atom: Atom,
  "pen-tool": PenTool,
  palette: Palette,
  smartphone: Smartphone,
  code: Code,
  "clipboard-list": ClipboardList,
  image: Image,
  messages: MessagesSquare,
  "trending-up": TrendingUp,
  target: Target,
} as const satisfies Record<CareerRole["icon"], unknown>;

interface RoleCardProps {
  role: CareerRole;
  labels: { eligibility: string; tools: string; apply: string };
}

/** One role: what the job is, who can apply (experience and tools) and its Apply link. */
export function RoleCard({ role, labels }: RoleCardProps) {
  const Icon = icons[role.icon];
  const titleId = `role-${role.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="role-card"
      className="flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand">
          <Icon size={24} aria-hidden="true" strokeWidth={1.75} />
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
