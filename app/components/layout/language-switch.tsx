import Languages from "lucide-react/icons/languages";
import type { MouseEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { localizedPath } from "~/base/locale";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * The id of the section at the top of the viewport: the last `section[id]` whose top has
 * scrolled past the sticky header. Undefined above the first one (the page then opens at its top).
 */
function currentSectionId(): string | undefined {
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  let current: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main section[id]")) {
    const box = section.getBoundingClientRect();
    if (box.top <= header + 8 && box.bottom > header) current = section.id;
  }
  return current;
}

/**
 * The link to this page in the other language. Its text is the other language's name in that
 * language (with `lang`), its accessible name is in the current page's language. With
 * JavaScript it keeps the section the visitor is reading (#id); without, the other page opens
 * at its top. No cookie and no Accept-Language redirect: a URL always shows the same page.
 */
export function LanguageSwitch({ className, testId }: { className: string; testId: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { locale, ui } = useSiteCopy();
  const copy = ui.languageSwitch;
  const to = `${localizedPath(pathname, locale === "hi" ? "en" : "hi")}${search}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const section = currentSectionId();
    if (!section) return;
    event.preventDefault();
    navigate(`${to}#${section}`);
  };

  return (
    <RouterLink
      to={to}
      hrefLang={copy.hrefLang}
      aria-label={copy.ariaLabel}
      onClick={onClick}
      className={className}
      data-testid={testId}
    >
      <Languages size={16} aria-hidden="true" className="shrink-0" />
      {/* A fixed minimum width, so the label's box keeps its size when the Devanagari font
          swaps in (no layout shift). */}
      <span lang={copy.labelLang} className="inline-block min-w-[4.25rem] text-center">
        {copy.label}
      </span>
    </RouterLink>
  );
}
