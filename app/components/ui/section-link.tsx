import type { AnchorHTMLAttributes } from "react";

interface SectionLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** id of the section on this page. */
  to: string;
}

/**
 * A link to a section of the current page: a plain #anchor without JavaScript, a smooth scroll
 * (to the section's scroll-margin offset) with it (app/enhancements/section-links.ts).
 */
export function SectionLink({ to, ...rest }: SectionLinkProps) {
  return <a href={`#${to}`} data-section-link="" {...rest} />;
}
