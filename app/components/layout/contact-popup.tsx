import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { localizedPath } from "~/base/locale";
import { popupFormPropsPath } from "~/base/site-routes";
import { LeadFormIsland } from "~/components/forms/lead-form";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { Dialog } from "~/components/ui/dialog";
import { ExternalLink } from "~/components/ui/external-link";
import { contactPopupId } from "~/lib/browser/dialog-ids";
import { useSiteCopy } from "~/lib/pages/site-copy";

const contactRow =
  "flex items-center gap-3 rounded-xl border border-line bg-card p-3 text-[0.9375rem] font-medium text-ink transition-colors hover:border-brand";

/** Quick ways to reach the agency, beside the popup's form. */
function ContactOptions() {
  const { ui, contact } = useSiteCopy();
  const copy = ui.contactPopup;
  return (
    <ul className="space-y-3">
      <li>
        <a href={`tel:${contact.phoneMobile.e164}`} className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-brand">
            <Phone size={18} aria-hidden="true" />
          </span>
          <span>
            <span className="block text-xs font-normal text-muted">{copy.call}</span>
            {contact.phoneMobile.display}
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${contact.email}`} className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-brand">
            <Mail size={18} aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block text-xs font-normal text-muted">{copy.email}</span>
            <span className="break-all">{contact.email}</span>
          </span>
        </a>
      </li>
      <li>
        <ExternalLink href={contact.chat.url} className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-green-50 text-[#128C4B] dark:text-success">
            <WhatsAppIcon size={18} />
          </span>
          <span>
            <span className="block text-xs font-normal text-muted">{copy.chat}</span>
            {contact.chat.label}
          </span>
        </ExternalLink>
      </li>
    </ul>
  );
}

/**
 * The site-wide contact popup, rendered with every page and opened by the floating Message button
 * and by page buttons (app/enhancements/dialogs.ts). Its form is an island, hydrated as the popup
 * opens; until then, and without JavaScript, it posts natively.
 */
export function ContactPopup({ pagePath }: { pagePath: string }) {
  const { ui, contact, locale, dialogs } = useSiteCopy();
  const copy = ui.contactPopup;
  return (
    <Dialog
      id={contactPopupId}
      title={copy.title}
      description={copy.description}
      size="xl"
      testId="contact-popup"
    >
      <div className="mt-6 grid gap-8 md:grid-cols-[1.5fr_1fr]">
        <div>
          {/* Its words, the same on every page, come with its code (island-props.ts). */}
          <LeadFormIsland
            hydrate="interaction"
            shared={{ url: localizedPath(popupFormPropsPath, locale), names: ["copy"] }}
            kind="popup"
            idPrefix="popup"
            copy={dialogs.leadForm}
            locale={locale}
            pagePath={pagePath}
          />
        </div>
        <aside aria-label={copy.asideLabel} className="rounded-2xl bg-surface p-4 sm:p-5">
          <h3 className="mb-3 text-sm font-semibold text-muted">{copy.asideTitle}</h3>
          <ContactOptions />
          <p className="mt-4 text-sm text-muted">{contact.officeHours}</p>
        </aside>
      </div>
    </Dialog>
  );
}
