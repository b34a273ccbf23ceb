import type { ScholarshipFact } from "~/content/internship/schema";

/** The programme and scholarship-test facts as a definition list of figure cards. */
export function ScholarshipFacts({ facts }: { facts: readonly ScholarshipFact[] }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6" data-testid="scholarship-facts">
      {facts.map((fact, i) => (
        <div
          key={fact.id}
          className={`flex flex-col rounded-card border border-line bg-card p-6 shadow-card ${i < 3 ? "lg:col-span-2" : "lg:col-span-3"} ${i === facts.length - 1 && facts.length % 2 ? "sm:max-lg:col-span-2" : ""}`}
        >
          <dt>
            <span className="block text-2xl font-bold tracking-tight text-brand">{fact.value}</span>
            <span className="mt-1 block text-sm font-semibold text-ink">{fact.label}</span>
          </dt>
          <dd className="mt-3 text-[0.9375rem] leading-relaxed text-muted">{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
