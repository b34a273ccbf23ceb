import { ContactHeroArt } from "~/components/art/contact-hero";
import { ContactDetails } from "~/components/contact/contact-details";
import { LeadForm } from "~/components/forms/lead-form";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { leadAction } from "~/lib/lead-action.server";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage(request, "/contact-us");
  const { contact, studio } = copy.contact;
  return { head, words, contact, studio, art: copy.art.contactHeroArt };
}

export const meta = pageMeta;

/** The contact form and the contact popup post here (leads backend). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadAction(request, context, ["contact", "popup"]);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { words, contact, studio, art } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={contact.heroEyebrow}
        heading={words.heading}
        intro={words.intro}
        art={<ContactHeroArt copy={art} />}
      />

      <div className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12">
          <section
            id="contact-form"
            aria-labelledby="contact-form-title"
            className="rounded-card border border-line bg-card p-6 shadow-card sm:p-8 lg:self-start"
          >
            <h2
              id="contact-form-title"
              className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              {contact.formTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{contact.formIntro}</p>
            <div className="mt-6">
              <LeadForm kind="contact" />
            </div>
          </section>

          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="text-xl font-bold tracking-tight text-ink">
              {contact.detailsTitle}
            </h2>
            <div className="mt-5">
              <ContactDetails blocks={contact.blocks} studio={studio} />
            </div>
          </section>
        </div>
      </div>

      <section aria-labelledby="next-title" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="next-title" title={contact.nextTitle} />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {contact.nextSteps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-card border border-line bg-card p-6 shadow-card"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
