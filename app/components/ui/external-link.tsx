import type { AnchorHTMLAttributes, ReactNode } from "react";
import { safeHref } from "~/base/html";
import { useSiteCopy } from "~/lib/pages/site-copy";

interface ExternalLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab, says so to screen readers, and cannot reach back (noopener). */
export function ExternalLink({ children, href, ...rest }: ExternalLinkProps) {
  const { ui } = useSiteCopy();
  // Its address comes from editable facts, which the publish check keeps to https, tel: and
  // mailto:; should one ever be a script (javascript:, data:), it leads nowhere.
  return (
    <a target="_blank" rel="noopener noreferrer" href={href && safeHref(href)} {...rest}>
      {children}
      <span className="sr-only">{ui.newTabNote}</span>
    </a>
  );
}
