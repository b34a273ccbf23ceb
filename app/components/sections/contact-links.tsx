import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { ExternalLink } from "~/components/ui/external-link";
import type { Phone as PhoneNumber } from "~/content/format";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * Call, email and WhatsApp links (values from app/content/site.ts), with the words "Call"/"Email" for
 * screen readers before each value. The look is the caller's: each page styles the items.
 */
export function ContactLinks({
  phone,
  callLabel,
  emailLabel,
  itemClassName,
  iconClassName,
  chatIconClassName,
}: {
  phone: PhoneNumber;
  callLabel: string;
  emailLabel: string;
  itemClassName: string;
  iconClassName?: string;
  chatIconClassName?: string;
}) {
  const { contact } = useSiteCopy();
  return (
    <ul className="grid gap-3" data-testid="contact-links">
      <li>
        <a href={`tel:${phone.e164}`} className={itemClassName}>
          <Phone size={20} aria-hidden="true" className={iconClassName} />
          <span>
            <span className="sr-only">{`${callLabel.trim()} `}</span>
            {phone.display}
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${contact.email}`} className={itemClassName}>
          <Mail size={20} aria-hidden="true" className={iconClassName} />
          <span>
            <span className="sr-only">{`${emailLabel.trim()} `}</span>
            {contact.email}
          </span>
        </a>
      </li>
      <li>
        <ExternalLink href={contact.chat.url} className={itemClassName}>
          <WhatsAppIcon size={20} className={chatIconClassName} />
          {contact.chat.label}
        </ExternalLink>
      </li>
    </ul>
  );
}
