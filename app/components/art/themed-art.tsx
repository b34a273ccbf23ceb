import type { ReactNode } from "react";

/**
 * An artwork drawn twice, for the light and the dark theme: both are rendered and the `dark:`
 * variant (html[data-theme], or the phone's setting) shows one of them, also without
 * JavaScript. Each sits in a `display: contents` wrapper, so the visible one lays out as if the
 * wrapper were not there; the hidden one is `display: none`, so a lazy image in it is never
 * fetched and an informative image in it is not read twice (docs/decisions/0010-dark-mode.md).
 */
export function ThemedArt({ render }: { render: (theme: "light" | "dark") => ReactNode }) {
  return (
    <>
      <span className="contents dark:hidden" data-theme-art="light">
        {render("light")}
      </span>
      <span className="hidden dark:contents" data-theme-art="dark">
        {render("dark")}
      </span>
    </>
  );
}
