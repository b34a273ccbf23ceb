import MessageCircle from "lucide-react/icons/message-circle";
import Sparkles from "lucide-react/icons/sparkles";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { FeatureItem } from "~/components/ui/feature-item";
import { Link } from "~/components/ui/link";
import { Price } from "~/components/ui/price";
import type { Package, PricingCopy, SeoPlan, StartingPrice } from "~/content/pricing.schema";
import { useSiteCopy } from "~/lib/site-copy";
import { fill } from "~/lib/template";

type PlanCardCopy = PricingCopy["planCardCopy"];

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
        prefetch="intent"
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
