import CalendarDays from "lucide-react/icons/calendar-days";
import Sparkles from "lucide-react/icons/sparkles";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { FeatureItem } from "~/components/ui/feature-item";
import type { InternshipCopy, Programme } from "~/content/internship.schema";

/** A programme: duration, fees, projects, mock interviews, certificate and Enroll Now. */
export function ProgrammeCard({
  programme,
  copy,
  enrolUrl,
}: {
  programme: Programme;
  copy: InternshipCopy["programmeCardCopy"];
  /** Where Enroll Now goes (the enrolment site, in a new tab). */
  enrolUrl: string;
}) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift sm:p-7 ${programme.popular ? "ring-2 ring-accent" : ""}`}
      data-testid="programme"
    >
      {programme.popular ? (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <Sparkles size={14} aria-hidden="true" />
          {copy.popular}
        </p>
      ) : null}
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-brand">
        <CalendarDays size={16} aria-hidden="true" />
        <span className="sr-only">{copy.duration}</span>
        {programme.duration}
      </p>
      <h3 className="mt-4 text-xl font-semibold text-ink">{programme.name}</h3>
      <p className="mt-2 leading-relaxed text-muted">{programme.summary}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-surface p-4">
        <div>
          <dt className="text-sm text-muted">{copy.fee}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink" data-testid="programme-fee">
            {programme.fee}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{copy.registrationFee}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink" data-testid="registration-fee">
            {programme.registrationFee}
          </dd>
        </div>
      </dl>
      {/* Projects, mock interviews and, only where the brief promises one, the certificate
          (app/content/internship-copy.ts): never a claim either way elsewhere. */}
      <ul className="mt-5 flex-1 space-y-2.5">
        {programme.features.map((feature) => (
          <FeatureItem key={feature.label} included={feature.included}>
            {feature.label}
          </FeatureItem>
        ))}
      </ul>
      <ExternalLink
        href={enrolUrl}
        className={`${buttonClass(programme.popular ? "accent" : "primary", "lg")} mt-6`}
        aria-label={programme.enrolLabel}
      >
        {copy.enrol}
      </ExternalLink>
    </article>
  );
}
