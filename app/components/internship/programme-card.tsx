import CalendarDays from "lucide-react/icons/calendar-days";
import Sparkles from "lucide-react/icons/sparkles";
import { FeatureItem } from "~/components/pricing/feature-item";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import type { Programme } from "~/content/internship.schema";
import { formatInr } from "~/content/pricing";
import { site } from "~/content/site";

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** A programme: duration, fees, projects, mock interviews, certificate and Enroll Now. */
export function ProgrammeCard({ programme }: { programme: Programme }) {
  const free = programme.fee === 0 && programme.registrationFee === 0;
  return (
    <article
      className={`relative flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift sm:p-7 ${programme.popular ? "ring-2 ring-accent" : ""}`}
      data-testid="programme"
    >
      {programme.popular ? (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <Sparkles size={14} aria-hidden="true" />
          Most complete
        </p>
      ) : null}
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-700">
        <CalendarDays size={16} aria-hidden="true" />
        <span className="sr-only">Duration: </span>
        {programme.duration}
      </p>
      <h3 className="mt-4 text-xl font-semibold text-ink">{programme.name}</h3>
      <p className="mt-2 leading-relaxed text-muted">{programme.summary}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-surface p-4">
        <div>
          <dt className="text-sm text-muted">Programme fee</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink" data-testid="programme-fee">
            {programme.fee === 0 ? "Free" : formatInr(programme.fee)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Registration fee</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink" data-testid="registration-fee">
            {programme.registrationFee === 0 ? "None" : formatInr(programme.registrationFee)}
          </dd>
        </div>
      </dl>
      <ul className="mt-5 flex-1 space-y-2.5">
        <FeatureItem included>{plural(programme.frontendProjects, "frontend project")}</FeatureItem>
        <FeatureItem included={programme.backendProjects > 0}>
          {programme.backendProjects > 0
            ? plural(programme.backendProjects, "backend project")
            : "Backend projects"}
        </FeatureItem>
        <FeatureItem included={programme.mockInterviews > 0}>
          {programme.mockInterviews > 0
            ? plural(programme.mockInterviews, "mock interview")
            : "Mock interviews"}
        </FeatureItem>
        {/* Only where the brief promises one; never a claim either way elsewhere. */}
        {programme.certificate ? (
          <FeatureItem included>Certificate of completion</FeatureItem>
        ) : null}
      </ul>
      <ExternalLink
        href={site.internshipEnrolUrl}
        className={`${buttonClass(programme.popular ? "accent" : "primary", "lg")} mt-6`}
        aria-label={`Enroll Now: ${programme.name}${free ? ", free" : ""} (opens in a new tab)`}
      >
        Enroll Now
      </ExternalLink>
    </article>
  );
}
