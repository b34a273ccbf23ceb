import type { ContactBandCopy } from "~/content/sections.schema";
import { useSiteCopy } from "~/lib/site-copy";
import { ContactLinks } from "./contact-links";

const item =
  "flex min-h-14 items-center gap-3 rounded-xl border border-white/20 bg-white/10 px-4 py-3 font-semibold text-white transition-colors hover:bg-white/20";

/**
 * Call, email and chat links on a dark band, with a heading; every value comes from the site
 * copy (app/content/site.ts).
 */
export function ContactBand({
  id = "contact",
  title,
  text,
  callLabel,
  emailLabel,
}: ContactBandCopy & { id?: string }) {
  const { contact } = useSiteCopy();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-page py-16 sm:py-20">
      <div className="container-page">
        <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-primary-900 via-primary-800 to-violet p-6 text-white shadow-lift sm:p-10 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <h2
              id={`${id}-title`}
              className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
            >
              {title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-indigo-100">{text}</p>
          </div>
          <ContactLinks
            phone={contact.phoneDesktop}
            callLabel={callLabel}
            emailLabel={emailLabel}
            itemClassName={item}
          />
        </div>
      </div>
    </section>
  );
}
