import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { LeadForm } from "~/components/forms/lead-form";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { Dialog } from "~/components/ui/dialog";
import { ExternalLink } from "~/components/ui/external-link";
import * as siteHi from "~/content/hi/site";
import * as uiHi from "~/content/hi/ui";
import * as siteEn from "~/content/site";
import * as uiEn from "~/content/ui";
import { useLocalized } from "~/lib/locale";
import { useSiteDialogs } from "./site-dialogs";

const contactRow =
  "flex items-center gap-3 rounded-xl border border-line bg-card p-3 text-[0.9375rem] font-medium text-ink transition-colors hover:border-brand";

/** Quick ways to reach the agency, beside the popup's form. */
function ContactOptions() {
  const copy = useLocalized({ en: uiEn, hi: uiHi }).ui.contactPopup;
  const { site } = useLocalized({ en: siteEn, hi: siteHi });
  return (
    <ul className="space-y-3">
      <li>
        <a href={`tel:${site.phoneMobile.e164}`} className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-brand">
            <Phone size={18} aria-hidden="true" />
          </span>
          <span>
            <span className="block text-xs font-normal text-muted">{copy.call}</span>
            {site.phoneMobile.display}
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${site.emails.hello}`} className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-brand">
            <Mail size={18} aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block text-xs font-normal text-muted">{copy.email}</span>
            <span className="break-all">{site.emails.hello}</span>
          </span>
        </a>
      </li>
      <li>
        <ExternalLink href={site.chat.url} className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-green-50 text-[#128C4B] dark:text-success">
            <WhatsAppIcon size={18} />
          </span>
          <span>
            <span className="block text-xs font-normal text-muted">{copy.chat}</span>
            {site.chat.label}
          </span>
        </ExternalLink>
      </li>
    </ul>
  );
}

/** The site-wide contact popup, opened by the floating Message button and by page buttons. */
export default function ContactPopup() {
  const { open, close } = useSiteDialogs();
  const copy = useLocalized({ en: uiEn, hi: uiHi }).ui.contactPopup;
  const { site } = useLocalized({ en: siteEn, hi: siteHi });
  return (
    <Dialog
      open={open === "contact"}
      onClose={close}
      title={copy.title}
      description={copy.description}
      size="xl"
      testId="contact-popup"
    >
      <div className="mt-6 grid gap-8 md:grid-cols-[1.5fr_1fr]">
        <div>
          <LeadForm kind="popup" idPrefix="popup" />
        </div>
        <aside aria-label={copy.asideLabel} className="rounded-2xl bg-surface p-4 sm:p-5">
          <h3 className="mb-3 text-sm font-semibold text-muted">{copy.asideTitle}</h3>
          <ContactOptions />
          <p className="mt-4 text-sm text-muted">{site.officeHours}</p>
        </aside>
      </div>
    </Dialog>
  );
}
