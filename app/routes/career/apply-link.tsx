import type { ReactNode } from "react";
import { useLocalizeHref } from "~/components/ui/link";
import { applyHref } from "~/lib/browser/career-apply";

/**
 * Apply: a link to the form with the role in the address; with JavaScript it scrolls smoothly to
 * the form 120 px below the sticky header and names the role in the message
 * (app/enhancements/section-links.ts).
 */
export function ApplyLink({
  role,
  className,
  children,
}: {
  role: string;
  className?: string;
  children: ReactNode;
}) {
  const localizeHref = useLocalizeHref();
  return (
    <a href={localizeHref(applyHref(role))} data-apply-role={role} className={className}>
      {children}
    </a>
  );
}
