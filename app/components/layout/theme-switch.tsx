import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useEffect, useId, useState } from "react";
import { useSiteCopy } from "~/lib/site-copy";
import {
  readThemePreference,
  setThemePreference,
  type ThemePreference,
  themePreferences,
} from "~/lib/theme";

const icons = { system: Monitor, light: Sun, dark: Moon } as const;

/** The switch's words in the page's language, and the visitor's choice (read after hydration). */
function useThemeChoice() {
  const copy = useSiteCopy().theme;
  const [preference, setPreference] = useState<ThemePreference>("system");
  useEffect(() => setPreference(readThemePreference()), []);
  const choose = (next: ThemePreference) => {
    setPreference(next);
    setThemePreference(next);
  };
  return { copy, preference, choose };
}

/**
 * System, Light or Dark, as three radio buttons (arrow keys move between them). `compact` shows
 * icons only (the header); the mobile menu shows the words too. Hidden without JavaScript
 * (app/app.css: `.theme-switch`), where the phone's setting alone decides.
 */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const { copy, preference, choose } = useThemeChoice();
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
                checked={preference === option}
                onChange={() => choose(option)}
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
  const { copy, preference, choose } = useThemeChoice();
  const Icon = icons[preference];
  const label = `${copy.label}: ${copy.options[preference]}`;
  return (
    <button
      type="button"
      className="theme-switch inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface"
      aria-label={label}
      title={label}
      data-testid="theme-cycle"
      onClick={() => {
        const next =
          themePreferences[(themePreferences.indexOf(preference) + 1) % themePreferences.length] ??
          "system";
        choose(next);
      }}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}
