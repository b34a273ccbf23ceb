import CalendarCheck from "lucide-react/icons/calendar-check";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import Rocket from "lucide-react/icons/rocket";
import Users from "lucide-react/icons/users";
import { CareerHeroArt } from "~/components/art/career-hero";
import { roleIdsByTitleKey } from "~/components/career/applied-role";
import { careerFormId } from "~/components/career/apply-link";
import { CareerLeadForm } from "~/components/career/career-lead-form";
import { RoleCard } from "~/components/career/role-card";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { SectionLink } from "~/components/ui/section-link";
import { dictionary } from "~/content/dictionary.server";
import { leadAction } from "~/lib/lead-action.server";
import { locales } from "~/lib/locale";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import { fill } from "~/lib/template";
import type { Route } from "./+types/career";

const perkIcons = [Rocket, Users, CalendarCheck];

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/career");
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
      locales.map((locale) => dictionary(locale).careers.careerRoles),
    ),
    art: { ...art, badgeLabel: fill(art.badgeLabel, { roles: careerRoles.length }) },
  };
}

export const meta = pageMeta;

/** The careers form posts here (leads backend). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadAction(request, context, ["career"]);

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  const { words, careerRoles, careersCopy, careersEmail, art } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={careersCopy.heroEyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<CareerHeroArt copy={art} />}
        actions={
          <>
            <SectionLink to="roles" className={buttonClass("accent", "lg")}>
              {careersCopy.heroPrimaryAction}
            </SectionLink>
            <SectionLink to={careerFormId} className={buttonClass("light", "lg")}>
              {careersCopy.heroSecondaryAction}
            </SectionLink>
          </>
        }
      />
      <section aria-labelledby="perks-title" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="perks-title"
            title={careersCopy.perksTitle}
            intro={careersCopy.perksIntro}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {careersCopy.perks.map((perk, index) => {
              const Icon = perkIcons[index % perkIcons.length] ?? Rocket;
              return (
                <li
                  key={perk.title}
                  className="rounded-card border border-line bg-card p-6 shadow-card"
                >
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-text">
                    <Icon size={22} aria-hidden="true" strokeWidth={1.75} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink">{perk.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{perk.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section id="roles" aria-labelledby="roles-title" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="roles-title"
            eyebrow={careersCopy.rolesEyebrow}
            title={careersCopy.rolesTitle}
            intro={careersCopy.rolesIntro}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
        </div>
      </section>
      {/* Apply scrolls here: 120 px below the sticky header (docs/requirements.md). */}
      <section
        id={careerFormId}
        aria-labelledby="career-form-title"
        className="scroll-mt-[calc(var(--header-height,4rem)+120px)] py-16 sm:py-20"
      >
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">
              {careersCopy.formEyebrow}
            </p>
            <h2
              id="career-form-title"
              className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-4xl"
            >
              {careersCopy.formTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{careersCopy.formIntro}</p>
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
            <div className="mt-6">
              <CareerLeadForm
                applyingFor={careersCopy.applyingFor}
                roles={careerRoles}
                roleIdsByTitleKey={loaderData.roleIdsByTitleKey}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
