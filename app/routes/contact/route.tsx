import { useLocation } from "react-router";
import { nativeAnswerFor } from "~/base/lead-fields";
import LeadFormIsland from "~/components/forms/lead-form.island";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { leadAction } from "~/lib/leads/lead-action.server";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { useLocale, useSiteCopy } from "~/lib/pages/site-copy";
import type { Route } from "./+types/route";
import { ContactDetails } from "./contact-details";
import { ContactHeroArt } from "./hero-art";

export function loader({ request, context }: Route.LoaderArgs) {
  const { copy, words, head } = loadPage({ request, context }, "/contact-us");
  const { contact, studio } = copy.contact;
  return {
    head,
    words,
    contact,
    studio,
    art: copy.art.contactHeroArt,
  };
}

export const meta = pageMeta;

/** The contact form and the contact popup post here (leads backend). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadAction(request, context, ["contact", "popup"]);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { words, contact, studio, art } = loaderData;
  // The same words the contact popup's form has (the root's site copy).
  const { leadForm } = useSiteCopy().dialogs;
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <>
      <Hero eyebrow={contact.heroEyebrow} words={words} art={<ContactHeroArt copy={art} />} />

      <Section
        as="div"
        tone="plain"
        containerClassName="grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12"
      >
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
            <LeadFormIsland
              kind="contact"
              copy={leadForm}
              locale={locale}
              pagePath={pathname}
              // A popup post that arrived without JavaScript is answered here too.
              nativeAnswer={nativeAnswerFor(actionData, ["contact", "popup"])}
            />
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
      </Section>

      <Section titleId="next-title" title={contact.nextTitle} tone="surface" bodyClassName="mt-12">
        <Steps
          look="numbered"
          steps={contact.nextSteps.map((step) => ({
            id: step.title,
            title: step.title,
            description: step.text,
          }))}
        />
      </Section>
    </>
  );
}
