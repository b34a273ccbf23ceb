import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "~/components/ui/link";
import { Logo } from "~/components/ui/logo";
import { SocialLinks } from "~/components/ui/social-links";
import { copyrightYears } from "~/lib/browser/copyright";
import { type MenuLink, useSiteCopy } from "~/lib/pages/site-copy";
import { ThemeSwitch } from "./theme-switch";

const footerLink = "text-slate-300 transition-colors hover:text-white";

function LinkList({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-[0.9375rem]">
        {links.map((link) => (
          <li key={link.href}>
            {link.external ? (
              <ExternalLink href={link.href} className={footerLink}>
                {link.label}
              </ExternalLink>
            ) : (
              <Link to={link.href} className={footerLink}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer's id: a public page's first paint waits until the parser has passed it
 * (`<link rel="expect">` in app/root.tsx), so the first frame shows the whole page laid out once.
 */
export const footerId = "site-footer";

export function Footer() {
  const { ui, menus, contact } = useSiteCopy();
  // The years are the build's here; the page script shows the current year (app/enhancements).
  const [beforeYears, afterYears] = ui.footer.copyright.split("{years}");
  return (
    <footer id={footerId} className="bg-primary-900 text-slate-300">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo inverted />
          <p className="mt-4 max-w-xs text-[0.9375rem] leading-relaxed">{ui.footer.tagline}</p>
          <SocialLinks
            className="mt-6 flex gap-3"
            label={ui.footer.socialLabel}
            linkLabel={ui.footer.socialLink}
            iconSize={20}
            itemClassName="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          />
        </div>
        <LinkList
          id="footer-services"
          title={ui.footer.lists.services}
          links={menus.footerServices}
        />
        <LinkList
          id="footer-quick-links"
          title={ui.footer.lists.quickLinks}
          links={menus.footerQuickLinks}
        />
        <LinkList
          id="footer-policies"
          title={ui.footer.lists.policies}
          links={menus.footerPolicies}
        />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {ui.footer.contactTitle}
          </h2>
          <ul className="mt-4 space-y-3 text-[0.9375rem]">
            <li className="flex gap-3">
              <Phone size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-orange-300" />
              <span className="flex flex-col gap-2">
                {[
                  { phone: contact.phoneMobile, label: contact.phoneLabels.mobile },
                  { phone: contact.phoneDesktop, label: contact.phoneLabels.desktop },
                ].map(({ phone, label }) => (
                  <span key={phone.e164} className="flex flex-col">
                    <span className="text-sm text-slate-300">{label}</span>
                    <a href={`tel:${phone.e164}`} className={`${footerLink} py-0.5`}>
                      {phone.display}
                    </a>
                  </span>
                ))}
              </span>
            </li>
            <li className="flex gap-3">
              <Mail size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-orange-300" />
              <a href={`mailto:${contact.email}`} className={`${footerLink} break-all`}>
                {contact.email}
              </a>
            </li>
            <li className="flex gap-3">
              <WhatsAppIcon size={18} className="mt-0.5 shrink-0 text-orange-300" />
              <ExternalLink href={contact.chat.url} className={footerLink}>
                {contact.chat.label}
              </ExternalLink>
            </li>
            <li className="flex gap-3">
              <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-orange-300" />
              <span>{ui.footer.address}</span>
            </li>
            <li className="flex gap-3">
              <Clock size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-orange-300" />
              <span>{contact.officeHours}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="copyright">
            {beforeYears}
            <span data-copyright-since={ui.footer.copyrightSince}>
              {copyrightYears(ui.footer.copyrightSince, __BUILD_YEAR__)}
            </span>
            {afterYears}
          </p>
          {/* Wide screens: the header has no room beside the full navigation (header.tsx). */}
          <div className="hidden xl:block">
            <ThemeSwitch compact />
          </div>
          <p>{ui.footer.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
