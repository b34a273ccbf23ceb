import { type AnchorHTMLAttributes, type ReactNode, useContext } from "react";
import { UNSAFE_LocationContext } from "react-router";
import * as uiHi from "~/content/hi/ui";
import * as uiEn from "~/content/ui";
import { localeOfPath, pickLocale } from "~/lib/locale";

interface ExternalLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab, says so to screen readers, and cannot reach back (noopener). */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  // The location without useLocation(), which throws outside a router: this link is also
  // rendered alone (component tests); there it speaks English.
  const pathname = useContext(UNSAFE_LocationContext)?.location.pathname ?? "/";
  const { ui } = pickLocale({ en: uiEn, hi: uiHi }, localeOfPath(pathname));
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only">{ui.newTabNote}</span>
    </a>
  );
}
