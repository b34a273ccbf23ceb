import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import LeadFormIsland from "~/components/forms/lead-form.island";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { Dialog, DialogBody } from "~/components/ui/dialog";
import { contactPopupId } from "~/lib/browser/dialog-ids";
import { type SiteCopy, useSiteCopy } from "~/lib/pages/site-copy";

const contactRow =
  "flex items-center gap-3 rounded-xl border border-line bg-card p-3 text-[0.9375rem] font-medium text-ink transition-colors hover:border-brand";

/** Quick ways to reach the agency, beside the popup's form. */
function ContactOptions({ site }: { site: SiteCopy }) {
  const { ui, contact } = site;
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
        <a href={contact.chat.url} target="_blank" rel="noopener noreferrer" className={contactRow}>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-green-50 text-[#128C4B] dark:text-success">
            <WhatsAppIcon size={18} />
          </span>
          <span>
            <span className="block text-xs font-normal text-muted">{copy.chat}</span>
            {contact.chat.label}
          </span>
          <span className="sr-only">{ui.newTabNote}</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * The site-wide contact popup, opened by the floating Message button and by page buttons
 * (app/enhancements/dialogs.ts). Every page carries its frame (title, description, close); what
 * it holds, the same on every page of a language, is fetched the first time a visitor reaches
 * for it (`ContactPopupBody`). Without JavaScript it never opens: the Message button is a link
 * to the contact page.
 */
export function ContactPopup() {
  const { ui } = useSiteCopy();
  const copy = ui.contactPopup;
  return (
    <Dialog
      id={contactPopupId}
      title={copy.title}
      description={copy.description}
      size="xl"
      testId="contact-popup"
    >
      <DialogBody />
    </Dialog>
  );
}

/**
 * What the contact popup holds: the popup's lead form (an island, hydrated at its first touch;
 * until then it posts natively) and the other ways to reach the agency. Rendered once per
 * language into /dialogs.json (app/routes/site-dialogs.ts), from the site copy alone.
 */
export function ContactPopupBody({ site }: { site: SiteCopy }) {
  const copy = site.ui.contactPopup;
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-[1.5fr_1fr]">
      <div>
        <LeadFormIsland
          kind="popup"
          idPrefix="popup"
          copy={site.dialogs.leadForm}
          locale={site.locale}
        />
      </div>
      <aside aria-label={copy.asideLabel} className="rounded-2xl bg-surface p-4 sm:p-5">
        <h3 className="mb-3 text-sm font-semibold text-muted">{copy.asideTitle}</h3>
        <ContactOptions site={site} />
        <p className="mt-4 text-sm text-muted">{site.contact.officeHours}</p>
      </aside>
    </div>
  );
}
