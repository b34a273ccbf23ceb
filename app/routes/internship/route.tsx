import ArrowRight from "lucide-react/icons/arrow-right";
import { fill } from "~/base/template";
import { ContactBand } from "~/components/sections/contact";
import { Hero } from "~/components/sections/hero";
import { ProgrammeCard } from "~/components/sections/pricing-plans";
import { ReasonList } from "~/components/sections/reason-list";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { Testimonials } from "~/components/sections/testimonials";
import { internHues } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { shownPictures, withShownPictures } from "~/lib/pages/pictures.server";
import type { Route } from "./+types/route";
import { InternshipArt } from "./art";
import { ScholarshipFacts } from "./scholarship-facts";

// Served at /internship and /paid-internship; both declare /internship canonical (the head is
// built for the path requested, app/lib/pages/page.server.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/internship");
  const internship = {
    ...copy.internship,
    internTestimonials: await withShownPictures(
      context,
      copy.internship.internTestimonials,
      (intern) => intern.photo,
    ),
  };
  const [pagePicture] = await shownPictures(context, [copy.internship.pagePicture]);
  return { head, words, internship, pagePicture: pagePicture ?? null };
}

export const meta = pageMeta;

/** Where the page picture shows: beside "Why choose us", at most 24rem wide (the drawing's box). */
const pagePicturePlace = {
  widths: [320, 640, 960],
  aspect: "4x3",
  sizes: "(min-width: 26rem) 24rem, 92vw",
} as const;

export default function InternshipPage({ loaderData }: Route.ComponentProps) {
  const { words, internship, pagePicture } = loaderData;
  const {
    applySteps,
    internshipPage: c,
    internshipWhyChoose,
    internTestimonials,
    programmes,
    scholarshipFacts,
  } = internship;
  return (
    <>
      <Hero
        eyebrow={c.heroEyebrow}
        words={words}
        art={<InternshipArt className="mx-auto h-auto w-full max-w-md" />}
        jumps={[
          { to: "programmes", label: c.heroActions.programmes },
          { to: "how-to-apply", label: c.heroActions.apply },
        ]}
      />

      <Section
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
      </Section>

      <Section
        id="fees-and-scholarship"
        eyebrow={c.fees.eyebrow}
        title={c.fees.title}
        intro={c.fees.intro}
      >
        <ScholarshipFacts facts={scholarshipFacts} />
      </Section>

      <Section
        id="why-choose"
        tone="surface"
        containerClassName="grid items-center gap-10 lg:grid-cols-[2fr_3fr]"
      >
        <Picture
          picture={pagePicture}
          alt={c.whyChoose.pagePictureAlt}
          place={pagePicturePlace}
          className="mx-auto h-auto w-full max-w-sm rounded-card shadow-card"
          placeholder={
            <InternshipArt
              className="mx-auto h-auto w-full max-w-sm"
              label={c.whyChoose.artLabel}
            />
          }
        />
        <div>
          <SectionHeading
            id="why-choose-title"
            eyebrow={c.whyChoose.eyebrow}
            title={c.whyChoose.title}
            align="left"
            width="full"
          />
          <div className="mt-8">
            <ReasonList items={internshipWhyChoose} testId="internship-why-choose" />
          </div>
        </div>
      </Section>

      <Testimonials
        {...c.testimonials}
        carouselLabel={c.testimonials.label}
        layout="paged"
        pagedCopy={internship.testimonialCarouselCopy}
        quotes={internTestimonials.map((item) => ({
          id: item.id,
          text: item.text,
          name: item.title,
          detail: item.role,
          initials: item.image.initials,
          gradient: internHues[item.image.hue],
          avatar: "circle",
          avatarLabel: item.alt,
          picture: item.picture,
          pictureAlt: item.photoAlt,
        }))}
      />

      <Section id="how-to-apply" eyebrow={c.apply.eyebrow} title={c.apply.title} tone="surface">
        <Steps
          look="apply"
          testId="apply-steps"
          steps={applySteps.map((step) => ({
            ...step,
            badge: fill(internship.stepLabel, { number: step.id }),
          }))}
        />
      </Section>

      <ContactBand
        id="internship-contact"
        look="light"
        phone="mobile"
        title={c.contact.title}
        text={`${c.contact.intro} ${c.contact.hours}`}
        callLabel={c.contact.call}
        emailLabel={c.contact.email}
        action={
          <ExternalLink
            href={internship.enrolUrl}
            className={`${buttonClass("accent", "lg")} mt-6`}
          >
            {c.contact.enrol}
            <ArrowRight size={18} aria-hidden="true" />
          </ExternalLink>
        }
      />
    </>
  );
}
