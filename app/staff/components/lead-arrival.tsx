/** The lead page's "How they found us" (issue 55): rows from app/staff/sources/lead-arrival.server.ts. */
import { sourcesWords } from "~/staff/words";

export function LeadArrival({
  arrival,
}: {
  arrival: { rows: { key: string; label: string; value: string }[]; note: string | null };
}) {
  return (
    <section aria-labelledby="lead-arrival" className="mt-8" data-testid="lead-arrival">
      <h2 id="lead-arrival" className="text-lg font-bold">
        {sourcesWords.arrival.heading}
      </h2>
      {arrival.note ? <p className="mt-2 text-sm text-muted">{arrival.note}</p> : null}
      {arrival.rows.length > 0 ? (
        <dl className="mt-3 divide-y divide-line rounded-card border border-line bg-card shadow-card">
          {arrival.rows.map((row) => (
            <div
              key={row.key}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4 sm:px-5"
            >
              <dt className="text-sm font-semibold text-muted">{row.label}</dt>
              <dd className="min-w-0 break-words" data-testid={`arrival-${row.key}`}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
