/**
 * Mock screenshots of the three dashboard demos (admin, user, student), drawn in SVG
 * (public/art/dashboard-*.svg) and shown as images: each is an informative image with its own
 * label. As files they stay out of the home page's HTML and JavaScript and load only when the
 * carousel nears the screen (docs/performance.md). Each has a dark twin (dashboard-*-dark.svg,
 * a dark-mode screen in the dark tokens' colours) that ThemedArt shows in the dark theme.
 */

import { ThemedArt } from "~/components/art/themed-art";
import type { WorkDemo } from "~/content/home";

/** `label`: the screenshot's accessible name (the art words' `dashboardArt`). */
export function DashboardArt({ kind, label }: { kind: WorkDemo["workImg"]; label: string }) {
  return (
    <ThemedArt
      render={(theme) => (
        <img
          src={`/art/dashboard-${kind}${theme === "dark" ? "-dark" : ""}.svg`}
          alt={label}
          width="400"
          height="250"
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      )}
    />
  );
}
