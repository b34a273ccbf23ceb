import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Share2 from "lucide-react/icons/share-2";
import type { ReactNode } from "react";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { ExternalLink } from "~/components/ui/external-link";
import { SocialLinks } from "~/components/ui/social-links";
import type { ContactCopy } from "~/content/contact/schema";
import { useSiteCopy } from "~/lib/pages/site-copy";

const linkClass = "font-semibold text-brand underline-offset-2 hover:opacity-80 hover:underline";

function Block({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li data-testid={testId} className="flex gap-4 p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-brand">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        {text ? <p className="mt-0.5 text-[0.9375rem] text-muted">{text}</p> : null}
        <div className="mt-2">{children}</div>
      </div>
    </li>
  );
}

/**
 * Phone, email, chat, social profiles, office hours and address, from the agency's facts (app/content/site/facts.json): the layout's
 * site copy has the phones, the hello address, the chat and the office hours; the page's loader
 * gives the rest (`studio`).
 */
export function ContactDetails({
  blocks,
  studio,
}: {
  blocks: ContactCopy["contact"]["blocks"];
  studio: ContactCopy["studio"];
}) {
  const { contact } = useSiteCopy();
  const { address } = studio;
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-card shadow-card">
      <Block
        testId="contact-phone"
        icon={<Phone size={22} aria-hidden="true" />}
        title={blocks.phone.title}
        text={blocks.phone.text}
      >
        <ul className="space-y-1">
          {[
            { phone: contact.phoneMobile, label: contact.phoneLabels.mobile },
            { phone: contact.phoneDesktop, label: contact.phoneLabels.desktop },
          ].map(({ phone, label }) => (
            <li key={phone.e164} className="flex flex-col">
              <span className="text-sm text-muted">{label}</span>
              <a href={`tel:${phone.e164}`} className={`${linkClass} whitespace-nowrap`}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        testId="contact-email"
        icon={<Mail size={22} aria-hidden="true" />}
        title={blocks.email.title}
        text={blocks.email.text}
      >
        <dl className="space-y-1.5 text-[0.9375rem]">
          {[
            { label: blocks.email.helloLabel, email: contact.email },
            { label: blocks.email.careersLabel, email: studio.careersEmail },
          ].map((item) => (
            <div key={item.email}>
              <dt className="text-muted">{item.label}</dt>
              <dd>
                <a href={`mailto:${item.email}`} className={`${linkClass} break-all`}>
                  {item.email}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </Block>
      <Block
        testId="contact-chat"
        icon={<WhatsAppIcon size={22} />}
        title={blocks.chat.title}
        text={blocks.chat.text}
      >
        <ExternalLink href={contact.chat.url} className={linkClass}>
          {contact.chat.label}
        </ExternalLink>
      </Block>
      <Block
        testId="contact-social"
        icon={<Share2 size={22} aria-hidden="true" />}
        title={blocks.social.title}
        text={blocks.social.text}
      >
        <SocialLinks
          className="flex flex-wrap gap-2"
          itemClassName="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-3.5 text-sm font-semibold text-ink transition-colors hover:border-brand hover:text-brand"
        />
      </Block>
      <Block
        testId="contact-hours"
        icon={<Clock size={22} aria-hidden="true" />}
        title={blocks.hours.title}
        text={blocks.hours.text}
      >
        <p className="font-semibold text-ink">{contact.officeHours}</p>
      </Block>
      <Block
        testId="contact-address"
        icon={<MapPin size={22} aria-hidden="true" />}
        title={blocks.address.title}
      >
        <address className="text-ink not-italic">
          {studio.legalName}
          <br />
          {address.locality}, {address.region} {address.postalCode}, {blocks.address.country}
        </address>
      </Block>
    </ul>
  );
}
