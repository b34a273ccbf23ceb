import ArrowRight from "lucide-react/icons/arrow-right";
import { InternshipArt } from "~/components/art/internship-art";
import { ApplySteps } from "~/components/internship/apply-steps";
import { ProgrammeCard } from "~/components/internship/programme-card";
import { ScholarshipFacts } from "~/components/internship/scholarship-facts";
import { TestimonialCarousel } from "~/components/internship/testimonial-carousel";
import { ContactLinks } from "~/components/sections/contact-links";
import { PageSection } from "~/components/sections/page-section";
import { ReasonList } from "~/components/services/reason-list";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { SectionLink } from "~/components/ui/section-link";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import { useSiteCopy } from "~/lib/site-copy";
import type { Route } from "./+types/internship";

// Served at /internship and /paid-internship; both declare /internship canonical (the head is
// built for the path requested, app/lib/page.server.ts).
export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/internship");
  return { head, words, internship: copy.internship };
}

export const meta = pageMeta;

const contactItem =
  "flex min-h-12 items-center gap-3 rounded-xl border border-line bg-card px-4 py-3 font-semibold text-ink shadow-card transition-colors hover:border-brand hover:text-brand";

export default function InternshipPage({ loaderData }: Route.ComponentProps) {
  const { words, internship } = loaderData;
  const {
    applySteps,
    internshipPage: c,
    internshipWhyChoose,
    internTestimonials,
    programmes,
    scholarshipFacts,
  } = internship;
  const { contact } = useSiteCopy();
  return (
    <>
      <PageHero
        eyebrow={c.heroEyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<InternshipArt className="mx-auto h-auto w-full max-w-md" />}
        actions={
          <>
            <SectionLink to="programmes" className={buttonClass("accent", "lg")}>
              {c.heroActions.programmes}
            </SectionLink>
            <SectionLink to="how-to-apply" className={buttonClass("light", "lg")}>
              {c.heroActions.apply}
            </SectionLink>
          </>
        }
      />

      <PageSection
        id="programmes"
        eyebrow={c.programmes.eyebrow}
        title={c.programmes.title}
        intro={c.programmes.intro}
        tone="surface"
      >
        <ul className="grid gap-6 pt-3 md:grid-cols-3" data-testid="programmes">
          {programmes.map((programme) => (
            <li key={programme.id}>
              <ProgrammeCard
                programme={programme}
                copy={internship.programmeCardCopy}
                enrolUrl={internship.enrolUrl}
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="fees-and-scholarship"
        eyebrow={c.fees.eyebrow}
        title={c.fees.title}
        intro={c.fees.intro}
      >
        <ScholarshipFacts facts={scholarshipFacts} />
      </PageSection>

      <section
        id="why-choose"
        aria-labelledby="why-choose-title"
        className="bg-surface py-16 sm:py-20"
      >
        <div className="container-page grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <InternshipArt className="mx-auto h-auto w-full max-w-sm" label={c.whyChoose.artLabel} />
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">
              {c.whyChoose.eyebrow}
            </p>
            <h2
              id="why-choose-title"
              className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-4xl"
            >
              {c.whyChoose.title}
            </h2>
            <div className="mt-8">
              <ReasonList items={internshipWhyChoose} testId="internship-why-choose" />
            </div>
          </div>
        </div>
      </section>

      <PageSection
        id="testimonials"
        eyebrow={c.testimonials.eyebrow}
        title={c.testimonials.title}
        intro={c.testimonials.intro}
      >
        <TestimonialCarousel
          items={internTestimonials}
          label={c.testimonials.label}
          copy={internship.testimonialCarouselCopy}
        />
      </PageSection>

      <PageSection id="how-to-apply" eyebrow={c.apply.eyebrow} title={c.apply.title} tone="surface">
        <ApplySteps steps={applySteps} stepLabel={internship.stepLabel} />
      </PageSection>

      <section
        id="internship-contact"
        aria-labelledby="internship-contact-title"
        className="bg-page py-16 sm:py-20"
      >
        <div className="container-page">
          <div className="grid gap-8 rounded-3xl border border-line bg-gradient-to-br from-primary-50 to-card p-6 shadow-card sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div>
              <h2
                id="internship-contact-title"
                className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
              >
                {c.contact.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-muted">
                {c.contact.intro} {c.contact.hours}
              </p>
              <ExternalLink
                href={internship.enrolUrl}
                className={`${buttonClass("accent", "lg")} mt-6`}
              >
                {c.contact.enrol}
                <ArrowRight size={18} aria-hidden="true" />
              </ExternalLink>
            </div>
            <ContactLinks
              phone={contact.phoneMobile}
              callLabel={c.contact.call}
              emailLabel={c.contact.email}
              itemClassName={contactItem}
              iconClassName="text-brand"
              chatIconClassName="text-success"
            />
          </div>
        </div>
      </section>
    </>
  );
}
