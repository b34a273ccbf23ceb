import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import type { Phone as PhoneNumber } from "~/base/format";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { ExternalLink } from "~/components/ui/external-link";
import { useSiteCopy } from "~/lib/pages/site-copy";
import { Section } from "./section";

/**
 * Call, email and WhatsApp links (values from app/content/site/facts.json), with the words
 * "Call"/"Email" for screen readers before each value. The look is the caller's: each page styles
 * the items.
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

/**
 * How the band looks: white on the brand gradient (a service page's closing band) or ink on a
 * light panel, with the links as cards (the internship's).
 */
const looks = {
  dark: {
    panel:
      "grid gap-8 rounded-3xl bg-gradient-to-br from-primary-900 via-primary-800 to-violet p-6 text-white shadow-lift sm:p-10 lg:grid-cols-[1.1fr_1fr] lg:items-center",
    title: "text-2xl font-bold tracking-tight text-balance sm:text-3xl",
    text: "mt-3 text-lg leading-relaxed text-indigo-100",
    item: "flex min-h-14 items-center gap-3 rounded-xl border border-white/20 bg-white/10 px-4 py-3 font-semibold text-white transition-colors hover:bg-white/20",
    icon: undefined,
    chatIcon: undefined,
  },
  light: {
    panel:
      "grid gap-8 rounded-3xl border border-line bg-gradient-to-br from-primary-50 to-card p-6 shadow-card sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center",
    title: "text-2xl font-bold tracking-tight text-ink sm:text-3xl",
    text: "mt-3 text-lg leading-relaxed text-muted",
    item: "flex min-h-12 items-center gap-3 rounded-xl border border-line bg-card px-4 py-3 font-semibold text-ink shadow-card transition-colors hover:border-brand hover:text-brand",
    icon: "text-brand",
    chatIcon: "text-success",
  },
} as const;

/**
 * The contact band: a heading, a sentence, an optional action under them, and the call, email
 * and chat links (values from app/content/site/facts.json, in the site copy) beside them.
 */
export function ContactBand({
  id = "contact",
  title,
  text,
  callLabel,
  emailLabel,
  look = "dark",
  phone = "mobile",
  action,
}: {
  id?: string;
  title: string;
  text: string;
  callLabel: string;
  emailLabel: string;
  look?: keyof typeof looks;
  /**
   * Which of the site's numbers to call: the mobile, as every single call link does (the chat
   * link beside it is the mobile's WhatsApp), unless a page asks for the office.
   */
  phone?: "desktop" | "mobile";
  /** Under the sentence (e.g. an Enrol link). */
  action?: ReactNode;
}) {
  const { contact } = useSiteCopy();
  const l = looks[look];
  return (
    <Section id={id}>
      <div className={l.panel}>
        <div>
          <h2 id={`${id}-title`} className={l.title}>
            {title}
          </h2>
          <p className={l.text}>{text}</p>
          {action}
        </div>
        <ContactLinks
          phone={phone === "mobile" ? contact.phoneMobile : contact.phoneDesktop}
          callLabel={callLabel}
          emailLabel={emailLabel}
          itemClassName={l.item}
          iconClassName={l.icon}
          chatIconClassName={l.chatIcon}
        />
      </div>
    </Section>
  );
}
