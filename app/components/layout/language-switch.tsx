import Languages from "lucide-react/icons/languages";
import { useLocation } from "react-router";
import { localizedPath } from "~/base/locale";
import { useSiteCopy } from "~/lib/pages/site-copy";

/**
 * The link to this page in the other language. Its text is the other language's name in that
 * language (with `lang`), its accessible name is in the current page's language. With
 * JavaScript it keeps the section the visitor is reading (#id, app/enhancements/other-language-link.ts);
 * without, the other page opens at its top. No cookie and no Accept-Language redirect: a URL
 * always shows the same page.
 */
export function LanguageSwitch({ className, testId }: { className: string; testId: string }) {
  const { pathname, search } = useLocation();
  const { locale, ui } = useSiteCopy();
  const copy = ui.languageSwitch;
  const href = `${localizedPath(pathname, locale === "hi" ? "en" : "hi")}${search}`;
  return (
    <a
      href={href}
      hrefLang={copy.hrefLang}
      aria-label={copy.ariaLabel}
      data-language-switch=""
      className={className}
      data-testid={testId}
    >
      <Languages size={16} aria-hidden="true" className="shrink-0" />
      {/* A fixed minimum width, so the label's box keeps its size when the Devanagari font
          swaps in (no layout shift). */}
      <span lang={copy.labelLang} className="inline-block min-w-[4.25rem] text-center">
        {copy.label}
      </span>
    </a>
  );
}
