import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import { useLocation } from "react-router";
import { nativeAnswerFor } from "~/base/lead-fields";
import { locales } from "~/base/locale";
import { fill } from "~/base/template";
import LeadFormIsland from "~/components/forms/lead-form.island";
import { Hero } from "~/components/sections/hero";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { roleIdsByTitleKey } from "~/lib/browser/applied-role";
import { careerFormId } from "~/lib/browser/career-apply";
import { leadAction } from "~/lib/leads/lead-action.server";
import { liveContent } from "~/lib/pages/live-content.server";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { useLocale, useSiteCopy } from "~/lib/pages/site-copy";
import type { Route } from "./+types/route";
import { CareerHeroArt } from "./hero-art";
import { RoleCard } from "./role-card";

export function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/career");
  const { careerRoles, careersCopy, careersEmail } = copy.careers;
  const art = copy.art.careerHeroArt;
  return {
    head,
    words,
    careerRoles,
    careersCopy,
    careersEmail,
    // An older Apply link may name a role by its title in either language.
    roleIdsByTitleKey: roleIdsByTitleKey(
      locales.map((locale) => liveContent(context).dictionary(locale).careers.careerRoles),
    ),
    art: { ...art, badgeLabel: fill(art.badgeLabel, { roles: careerRoles.length }) },
  };
}

export const meta = pageMeta;

/** The careers form posts here (leads backend). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadAction(request, context, ["career"]);

export default function CareerPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { words, careerRoles, careersCopy, careersEmail, art } = loaderData;
  // The same words the contact popup's form has (the root's site copy).
  const { leadForm } = useSiteCopy().dialogs;
  return (
    <>
      <Hero
        eyebrow={careersCopy.heroEyebrow}
        words={words}
        art={<CareerHeroArt copy={art} />}
        jumps={[
          { to: "roles", label: careersCopy.heroPrimaryAction },
          { to: careerFormId, label: careersCopy.heroSecondaryAction },
        ]}
      />
      <Section
        titleId="perks-title"
        title={careersCopy.perksTitle}
        intro={careersCopy.perksIntro}
        tone="plain"
        bodyClassName="mt-12"
      >
        <IconCardGrid
          look="perk"
          cols="md-3"
          items={careersCopy.perks.map((perk) => ({
            id: perk.title,
            icon: perk.icon,
            title: perk.title,
            description: perk.text,
          }))}
        />
      </Section>
      <Section
        id="roles"
        eyebrow={careersCopy.rolesEyebrow}
        title={careersCopy.rolesTitle}
        intro={careersCopy.rolesIntro}
        tone="surface"
        bodyClassName="mt-12"
      >
        {careerRoles.length === 0 ? (
          <p
            data-testid="no-open-roles"
            className="mx-auto max-w-2xl text-center text-lg text-muted"
          >
            {careersCopy.noOpenRoles}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {careerRoles.map((role) => (
              <li key={role.id}>
                <RoleCard
                  role={role}
                  labels={{
                    eligibility: careersCopy.eligibilityLabel,
                    tools: careersCopy.toolsLabel,
                    apply: careersCopy.applyLabel,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {/* Apply scrolls here: 120 px below the sticky header (docs/requirements.md). */}
      <Section
        id={careerFormId}
        tone="plain"
        className="scroll-mt-[calc(var(--header-height,4rem)+120px)]"
        containerClassName="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:gap-16"
      >
        <div>
          <SectionHeading
            id="career-form-title"
            eyebrow={careersCopy.formEyebrow}
            title={careersCopy.formTitle}
            intro={careersCopy.formIntro}
            align="left"
            width="full"
          />
          <h3 className="mt-8 font-semibold text-ink">{careersCopy.includeTitle}</h3>
          <ul className="mt-3 space-y-2.5">
            {careersCopy.include.map((item) => (
              <li key={item} className="flex gap-3 text-muted">
                <CheckCircle2
                  size={20}
                  aria-hidden="true"
                  className="mt-0.5 shrink-0 text-success"
                />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted">
            {careersCopy.emailPrompt}{" "}
            <a
              href={`mailto:${careersEmail}`}
              className="font-semibold text-brand underline underline-offset-2 hover:opacity-80"
            >
              {careersEmail}
            </a>
          </p>
        </div>
        <div>
          <p
            data-testid="career-notice"
            className="flex gap-3 rounded-card border border-orange-200 bg-accent-50 dark:border-amber-200 p-5 leading-relaxed text-ink"
          >
            <Info size={22} aria-hidden="true" className="mt-0.5 shrink-0 text-accent-text" />
            <span>{careersCopy.notice}</span>
          </p>
          {/* An Apply link (or a shared one) names the role at the start of the message, before
              and after the form's island hydrates: the page script reads the role's title from
              its card, and an older link's title in either language by its key
              (app/enhancements/applied-role.ts). */}
          <div
            className="mt-6"
            data-applying-for={careersCopy.applyingFor}
            data-role-keys={JSON.stringify(loaderData.roleIdsByTitleKey)}
          >
            <LeadFormIsland
              kind="career"
              copy={leadForm}
              locale={locale}
              pagePath={pathname}
              nativeAnswer={nativeAnswerFor(actionData, ["career"])}
            />
          </div>
        </div>
      </Section>
    </>
  );
}
