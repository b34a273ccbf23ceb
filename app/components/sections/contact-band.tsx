import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { ExternalLink } from "~/components/ui/external-link";
import * as siteHi from "~/content/hi/site";
import type { ContactBandCopy } from "~/content/sections.schema";
import * as siteEn from "~/content/site";
import { useLocalized } from "~/lib/locale";

const item =
  "flex min-h-14 items-center gap-3 rounded-xl border border-white/20 bg-white/10 px-4 py-3 font-semibold text-white transition-colors hover:bg-white/20";

/**
 * Call, email and chat links on a dark band, with a heading; every value comes from site.ts.
 */
export function ContactBand({
  id = "contact",
  title,
  text,
  callLabel,
  emailLabel,
}: ContactBandCopy & { id?: string }) {
  const { site } = useLocalized({ en: siteEn, hi: siteHi });
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
          <ul className="grid gap-3" data-testid="contact-links">
            <li>
              <a href={`tel:${site.phoneDesktop.e164}`} className={item}>
                <Phone size={20} aria-hidden="true" />
                <span>
                  <span className="sr-only">{`${callLabel} `}</span>
                  {site.phoneDesktop.display}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.emails.hello}`} className={item}>
                <Mail size={20} aria-hidden="true" />
                <span>
                  <span className="sr-only">{`${emailLabel} `}</span>
                  {site.emails.hello}
                </span>
              </a>
            </li>
            <li>
              <ExternalLink href={site.chat.url} className={item}>
                <WhatsAppIcon size={20} />
                {site.chat.label}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
