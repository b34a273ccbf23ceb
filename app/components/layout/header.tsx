import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import PhoneIcon from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { useLocation } from "react-router";
import type { Phone } from "~/base/format";
import { basePath } from "~/base/locale";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Link, NavLink as SiteNavLink, useLocalizeHref } from "~/components/ui/link";
import { Logo } from "~/components/ui/logo";
import { type MenuLink as MenuLinkCopy, useSiteCopy } from "~/lib/pages/site-copy";
import { LanguageSwitch } from "./language-switch";
import { ThemeCycleButton, ThemeSwitch } from "./theme-switch";

const linkBase =
  "rounded-full px-3 py-2 text-[0.9375rem] whitespace-nowrap font-medium text-ink/80 transition-colors hover:bg-primary-50 hover:text-brand";
const activeLink = "text-brand bg-primary-50";
/** The full navigation's links: tighter, so the row fits at 1280 px (xl, where it appears). */
const navLink = `${linkBase} xl:px-2`;

function MenuLink({ link, className }: { link: MenuLinkCopy; className: string }) {
  const localizeHref = useLocalizeHref();
  if (link.external) {
    return (
      <ExternalLink href={localizeHref(link.href)} className={className}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <SiteNavLink
      to={link.href}
      className={({ isActive }) => `${className} ${isActive ? activeLink : ""}`}
    >
      {link.label}
    </SiteNavLink>
  );
}

/** The header's "Call Us" button for one of the two numbers. */
function CallButton({ phone, testId }: { phone: Phone; testId: string }) {
  const { ui } = useSiteCopy();
  return (
    <a
      href={`tel:${phone.e164}`}
      className={buttonClass("accent", "sm")}
      aria-label={fill(ui.header.callUsOn, { number: phone.display })}
      data-testid={testId}
    >
      <PhoneIcon size={16} aria-hidden="true" />
      {ui.header.callUs}
    </a>
  );
}

/**
 * The sticky navigation bar. Menus are <details> elements, so they open without JavaScript;
 * with it they also close on Escape and on a press elsewhere (app/enhancements/menus.ts).
 */
export function Header() {
  const location = useLocation();
  const { ui, menus, contact } = useSiteCopy();
  const mainNav = menus.main;
  const servicesMenu = menus.services;
  const serviceLinks = menus.services.links;
  const servicesActive = basePath(location.pathname).toLowerCase().startsWith("/services");

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-page/95 backdrop-blur supports-[backdrop-filter]:bg-page/85">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link to="/" className="-m-1 rounded-lg p-1" aria-label={ui.header.homeLabel}>
          <Logo />
        </Link>

        {/* The full navigation needs 1280 px: below that it would wrap or overflow the header. */}
        <nav aria-label={ui.header.navLabel} className="hidden xl:block">
          <ul className="flex items-center">
            {mainNav.before.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className={navLink} />
              </li>
            ))}
            <li>
              <details data-menu="" className="group relative">
                <summary
                  className={`${navLink} ${servicesActive ? activeLink : ""} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
                >
                  {servicesMenu.label}
                  <ChevronDown
                    size={16}
                    aria-hidden="true"
                    className="transition-transform group-open:rotate-180"
                  />
                </summary>
                <ul className="absolute top-full left-1/2 z-50 mt-2 w-72 -translate-x-1/2 rounded-2xl border border-line bg-card p-2 shadow-lift">
                  {serviceLinks.map((link) => (
                    <li key={link.href}>
                      <MenuLink
                        link={link}
                        className="block rounded-xl px-4 py-2.5 text-[0.9375rem] font-medium text-ink hover:bg-primary-50 hover:text-brand"
                      />
                    </li>
                  ))}
                  <li className="mt-1 border-t border-line pt-1">
                    <MenuLink
                      link={servicesMenu.all}
                      className="block rounded-xl px-4 py-2.5 text-sm font-semibold text-brand hover:bg-primary-50"
                    />
                  </li>
                </ul>
              </details>
            </li>
            {mainNav.after.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className={navLink} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch
            testId="language-switch-header"
            className={`${linkBase} hidden items-center gap-1.5 sm:inline-flex`}
          />
          {/* Icons only here; below `sm` it lives in the mobile menu. Beside the full navigation
              there is room for one button only, which steps through the three choices. */}
          <div className="hidden sm:block xl:hidden">
            <ThemeSwitch compact />
          </div>
          <div className="hidden xl:block">
            <ThemeCycleButton />
          </div>
          {/* One number on small screens, another on large ones (docs/requirements.md). */}
          <span className="lg:hidden">
            <CallButton phone={contact.phoneMobile} testId="call-us-mobile" />
          </span>
          <span className="hidden lg:block">
            <CallButton phone={contact.phoneDesktop} testId="call-us-desktop" />
          </span>

          <details data-menu="" className="group xl:hidden">
            <summary
              className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-surface [&::-webkit-details-marker]:hidden"
              aria-label={ui.header.menuLabel}
            >
              <X size={24} aria-hidden="true" className="hidden group-open:block" />
              <Menu size={24} aria-hidden="true" className="group-open:hidden" />
            </summary>
            <nav
              aria-label={ui.header.navLabel}
              className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-card shadow-lift"
            >
              <ul className="container-page flex flex-col gap-1 py-4">
                {/* First in the menu, so a phone shows it without scrolling. */}
                <li className="mb-1 border-b border-line pb-2">
                  <LanguageSwitch
                    testId="language-switch-menu"
                    className={`${linkBase} flex items-center gap-2 rounded-xl px-4 py-3`}
                  />
                  <div className="px-4 pt-2 pb-1">
                    <ThemeSwitch />
                  </div>
                </li>
                {mainNav.before.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} className={`${linkBase} block rounded-xl px-4 py-3`} />
                  </li>
                ))}
                <li>
                  <p className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                    {servicesMenu.label}
                  </p>
                  <ul className="flex flex-col gap-1">
                    {serviceLinks.map((link) => (
                      <li key={link.href}>
                        <MenuLink
                          link={link}
                          className={`${linkBase} block rounded-xl px-4 py-3 pl-6`}
                        />
                      </li>
                    ))}
                    <li>
                      <MenuLink
                        link={servicesMenu.all}
                        className={`${linkBase} block rounded-xl px-4 py-3 pl-6`}
                      />
                    </li>
                  </ul>
                </li>
                {mainNav.after.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} className={`${linkBase} block rounded-xl px-4 py-3`} />
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
