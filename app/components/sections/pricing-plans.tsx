import CalendarDays from "lucide-react/icons/calendar-days";
import Check from "lucide-react/icons/check";
import MessageCircle from "lucide-react/icons/message-circle";
import Sparkles from "lucide-react/icons/sparkles";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { fill } from "~/base/template";
import { PhoneMock } from "~/components/art/work-phone-mock";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "~/components/ui/link";
import { Price } from "~/components/ui/price";
import type { InternshipCopy, Programme } from "~/content/internship/schema";
import type { Package, PricingCopy, SeoPlan, StartingPrice } from "~/content/pricing/schema";
import { useSiteCopy } from "~/lib/pages/site-copy";

/**
 * The plan cards of /pricing, /services/digital-marketing and /internship: prices from, packages,
 * monthly plans and programmes, each listing what it includes.
 */

type PlanCardCopy = PricingCopy["planCardCopy"];

/**
 * A plan feature with an included or excluded marker. The state is said in words to screen
 * readers and shown by icon and styling, never by colour alone.
 */
export function FeatureItem({ included, children }: { included: boolean; children: ReactNode }) {
  const labels = useSiteCopy().ui.feature;
  return (
    <li className="flex gap-2.5" data-included={included}>
      {included ? (
        <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
      ) : (
        <X size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-field" />
      )}
      <span className={included ? "text-ink" : "text-muted line-through decoration-field"}>
        <span className="sr-only">{`${included ? labels.included : labels.notIncluded} `}</span>
        {children}
      </span>
    </li>
  );
}

const card =
  "flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift";

/** A graphic design item priced "from". */
export function StartingPriceCard({ item }: { item: StartingPrice }) {
  return (
    <article className={card} data-testid="graphic-price">
      <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
      <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-muted">{item.description}</p>
      <div className="mt-5 border-t border-line pt-4">
        <Price price={item.price} from size="md" />
      </div>
    </article>
  );
}

/** A website or app package: price, scope and what it includes. */
export function PackageCard({
  item,
  copy,
  highlight = false,
}: {
  item: Package;
  copy: PlanCardCopy;
  highlight?: boolean;
}) {
  return (
    <article
      className={`${card} ${highlight ? "ring-2 ring-primary-600" : ""}`}
      data-testid="package"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-xl font-semibold text-ink">{item.name}</h3>
        {item.scope ? (
          <span className="shrink-0 rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-brand">
            {item.scope}
          </span>
        ) : null}
      </div>
      <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
      <div className="mt-5">
        <Price price={item.price} from />
      </div>
      <ul className="mt-6 flex-1 space-y-2.5 border-t border-line pt-5">
        {item.features.map((feature) => (
          <FeatureItem key={feature} included>
            {feature}
          </FeatureItem>
        ))}
      </ul>
      <Link
        to={copy.getQuote.to}
        className={`${buttonClass(highlight ? "accent" : "outline")} mt-6`}
      >
        {copy.getQuote.label}
      </Link>
    </article>
  );
}

/** A monthly SEO plan: counts, features with markers, support channels and Contact Us. */
export function SeoPlanCard({ plan, copy }: { plan: SeoPlan; copy: PlanCardCopy }) {
  const { contact } = useSiteCopy();
  const { stats: statLabels } = copy;
  const stats = [
    ["keywords", statLabels.keywords, plan.keywords],
    ["backlinks", statLabels.backlinks, plan.backlinks],
    ["landing-pages", statLabels.landingPages, plan.landingPages],
  ] as const;
  return (
    <article
      className={`${card} relative ${plan.popular ? "ring-2 ring-accent" : ""}`}
      data-testid="seo-plan"
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <Sparkles size={14} aria-hidden="true" />
          {copy.mostPopular}
        </p>
      ) : null}
      <h3 className="text-xl font-semibold text-ink">{plan.name}</h3>
      <div className="mt-3">
        <Price price={plan.monthlyPrice} perMonth size="md" />
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 rounded-xl bg-surface p-3 text-center">
        {stats.map(([key, label, value]) => (
          <div key={key} className="flex flex-col-reverse justify-end">
            <dt className="text-xs leading-tight font-medium text-muted">{label}</dt>
            <dd className="text-lg font-bold text-ink" data-testid={`seo-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-5 space-y-2.5 text-[0.9375rem]">
        {plan.features.map((feature) => (
          <FeatureItem key={feature.label} included={feature.included}>
            {feature.label}
          </FeatureItem>
        ))}
      </ul>
      <h4 className="mt-5 border-t border-line pt-4 text-sm font-semibold tracking-wider text-muted uppercase">
        {copy.support}
      </h4>
      <ul className="mt-3 flex-1 space-y-2.5 text-[0.9375rem]" data-testid="support-channels">
        {plan.support.map((channel) => (
          <FeatureItem key={channel.id} included={channel.included}>
            {channel.label}
          </FeatureItem>
        ))}
      </ul>
      <ExternalLink
        href={contact.chat.url}
        className={`${buttonClass(plan.popular ? "accent" : "primary")} mt-6`}
        aria-label={fill(copy.contactLabel, { plan: plan.name })}
      >
        <MessageCircle size={18} aria-hidden="true" />
        {copy.contact}
      </ExternalLink>
    </article>
  );
}

/** The app package: price, what it includes and a phone mock-up (large screens). */
export function AppPackageCard({ item, copy }: { item: Package; copy: PlanCardCopy }) {
  return (
    <article
      className="grid items-center gap-8 overflow-hidden rounded-card border border-line bg-card p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1fr_auto]"
      data-testid="app-package"
    >
      <div>
        <h3 className="text-2xl font-bold text-ink">{item.name}</h3>
        <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
        <div className="mt-5">
          <Price price={item.price} from />
        </div>
        <Link to={copy.getQuote.to} className={`${buttonClass("accent", "lg")} mt-6`}>
          {copy.getQuote.label}
        </Link>
      </div>
      <ul className="space-y-3">
        {item.features.map((feature) => (
          <FeatureItem key={feature} included>
            {feature}
          </FeatureItem>
        ))}
      </ul>
      <div aria-hidden="true" className="hidden justify-center lg:flex">
        <PhoneMock screen="campus" className="h-64 w-auto drop-shadow-xl" />
      </div>
    </article>
  );
}

/** A monthly SEO plan in brief: its name, monthly price and counts in one line. */
export interface SeoPlanSummary {
  id: string;
  name: string;
  monthlyPrice: string;
  counts: string;
}

/** The SEO plans in brief, four to a row on large screens. */
export function SeoPlanSummaryList({
  plans,
  testId,
}: {
  plans: readonly SeoPlanSummary[];
  testId?: string;
}) {
  const priceLabels = useSiteCopy().ui.price;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {plans.map((plan) => (
        <li key={plan.id} className="rounded-card border border-line bg-card p-6 shadow-card">
          <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
          <p className="mt-2">
            <span className="text-2xl font-bold tracking-tight text-ink">{plan.monthlyPrice}</span>
            <span className="text-sm text-muted">{` ${priceLabels.perMonth}`}</span>
          </p>
          <p className="mt-3 text-[0.9375rem] text-muted">{plan.counts}</p>
        </li>
      ))}
    </ul>
  );
}

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
          (app/content/internship/index.ts): never a claim either way elsewhere. */}
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
