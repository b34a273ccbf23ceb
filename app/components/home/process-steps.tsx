import ClipboardList from "lucide-react/icons/clipboard-list";
import Code2 from "lucide-react/icons/code-xml";
import Puzzle from "lucide-react/icons/puzzle";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Rocket from "lucide-react/icons/rocket";
import ShieldCheck from "lucide-react/icons/shield-check";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeCopy } from "~/content/home.schema";

const icons = {
  clipboard: ClipboardList,
  code: Code2,
  puzzle: Puzzle,
  shield: ShieldCheck,
  rocket: Rocket,
  refresh: RefreshCw,
} as const;

/** The six-step how-it-works process, as an ordered list of cards. */
export function ProcessSteps({
  section,
  steps,
  divided = false,
}: {
  section: HomeCopy["processSection"];
  steps: HomeCopy["steps"];
  divided?: boolean;
}) {
  return (
    <section
      id="process"
      aria-labelledby="process-title"
      className={`bg-page py-16 sm:py-20 ${divided ? "border-t border-line" : ""}`}
    >
      <div className="container-page">
        <SectionHeading
          id="process-title"
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="process-steps">
          {steps.map((step) => {
            const Icon = icons[step.icon];
            return (
              <li
                key={step.id}
                className="relative rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift"
              >
                <div className="flex items-center justify-between">
                  <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-600 to-violet text-white">
                    <Icon size={24} aria-hidden="true" strokeWidth={1.75} />
                  </span>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-brand"
                  >
                    {step.badge}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-ink">
                  <span className="sr-only">{step.srPrefix}</span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
