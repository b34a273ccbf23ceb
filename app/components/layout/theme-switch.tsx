import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useId } from "react";
import { themePreferences } from "~/lib/browser/theme";
import { useSiteCopy } from "~/lib/pages/site-copy";

const icons = { system: Monitor, light: Sun, dark: Moon } as const;
/** The cycle button shows the icon of the choice in its `data-preference` (literal, for Tailwind). */
const shownWhen = {
  system: "group-data-[preference=system]:block",
  light: "group-data-[preference=light]:block",
  dark: "group-data-[preference=dark]:block",
} as const;

/**
 * System, Light or Dark, as three radio buttons (arrow keys move between them). `compact` shows
 * icons only (the header); the mobile menu shows the words too. The server renders "System";
 * the page script shows the visitor's stored choice and applies a new one
 * (app/enhancements/theme-choice.ts). Hidden without JavaScript (app/app.css: `.theme-switch`),
 * where the phone's setting alone decides.
 */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const copy = useSiteCopy().theme;
  const name = useId();
  return (
    <fieldset className="theme-switch m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">{copy.label}</legend>
      <div className="inline-flex rounded-full border border-line bg-surface p-0.5">
        {themePreferences.map((option) => {
          const Icon = icons[option];
          return (
            <label
              key={option}
              className="relative flex min-h-9 min-w-9 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted has-checked:bg-card has-checked:text-ink has-checked:shadow-card has-focus-visible:outline-3 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={option}
                defaultChecked={option === "system"}
                className="sr-only"
              />
              <Icon size={16} aria-hidden="true" />
              <span className={compact ? "sr-only" : undefined}>{copy.options[option]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The same choice as one button, for the header beside the full navigation where three would
 * not fit: it shows the current choice and moves to the next (System → Light → Dark) on each
 * press; its name says the choice ("Colour theme: Dark"), so screen readers hear the change.
 */
export function ThemeCycleButton() {
  const copy = useSiteCopy().theme;
  const labels = Object.fromEntries(
    themePreferences.map((option) => [option, `${copy.label}: ${copy.options[option]}`]),
  );
  return (
    <button
      type="button"
      className="theme-switch group inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface"
      aria-label={labels.system}
      title={labels.system}
      data-testid="theme-cycle"
      data-theme-cycle=""
      data-preference="system"
      data-labels={JSON.stringify(labels)}
    >
      {themePreferences.map((option) => {
        const Icon = icons[option];
        return (
          <Icon
            key={option}
            size={18}
            aria-hidden="true"
            className={`hidden ${shownWhen[option]}`}
          />
        );
      })}
    </button>
  );
}
