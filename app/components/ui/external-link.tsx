import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useSiteCopy } from "~/lib/pages/site-copy";

interface ExternalLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab, says so to screen readers, and cannot reach back (noopener). */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const { ui } = useSiteCopy();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only">{ui.newTabNote}</span>
    </a>
  );
}
