import type { AnchorHTMLAttributes } from "react";
import { scrollToSection } from "~/lib/scroll";

interface SectionLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** id of the section on this page. */
  to: string;
}

/**
 * A link to a section of the current page: a plain #anchor without JavaScript, a smooth scroll
 * (to the section's scroll-margin offset) with it.
 */
export function SectionLink({ to, onClick, ...rest }: SectionLinkProps) {
  return (
    <a
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (scrollToSection(to)) event.preventDefault();
      }}
      {...rest}
    />
  );
}
