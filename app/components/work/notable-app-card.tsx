import Check from "lucide-react/icons/check";
import { PhoneMock } from "~/components/art/work-phone-mock";
import type { NotableApp, NotableAppCopy } from "~/content/apps.schema";

/** One of the two notable apps: phone artwork, category, description, platforms, features. */
export function NotableAppCard({ app, copy }: { app: NotableApp; copy: NotableAppCopy }) {
  return (
    <article
      className="grid h-full gap-6 overflow-hidden rounded-card border border-line bg-card p-6 shadow-card sm:grid-cols-[auto_1fr] sm:p-8"
      data-testid="notable-app"
    >
      <div className="flex justify-center rounded-2xl bg-gradient-to-br from-primary-50 to-line/50 px-8 py-6 sm:px-6">
        <PhoneMock
          screen={app.screen}
          label={app.imageAlt}
          className="h-64 w-auto drop-shadow-lg sm:h-72"
        />
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">
          {app.category}
        </p>
        <h3 className="mt-1 text-2xl font-bold text-ink">{app.name}</h3>
        <p className="mt-3 leading-relaxed text-muted">{app.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={copy.platformsLabel}>
          {app.platforms.map((platform) => (
            <li
              key={platform}
              className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-brand"
            >
              {copy.platforms[platform]}
            </li>
          ))}
        </ul>
        <ul className="mt-5 space-y-2">
          {app.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-ink">
              <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
