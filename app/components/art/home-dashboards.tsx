/**
 * Mock screenshots of the three dashboard demos (admin, user, student), drawn in SVG
 * (public/art/dashboard-*.svg) and shown as images: each is an informative image with its own
 * label. As files they stay out of the home page's HTML and JavaScript and load only when the
 * carousel nears the screen (docs/performance.md). Each has a dark twin (dashboard-*-dark.svg,
 * a dark-mode screen in the dark tokens' colours) that ThemedArt shows in the dark theme.
 */
import * as artEn from "~/content/art";
import * as artHi from "~/content/hi/art";
import type { WorkDemo } from "~/content/home.schema";
import { useLocalized } from "~/lib/locale";
import { ThemedArt } from "./themed-art";

export function DashboardArt({ kind }: { kind: WorkDemo["workImg"] }) {
  const labels = useLocalized({ en: artEn, hi: artHi }).dashboardArt;
  return (
    <ThemedArt
      render={(theme) => (
        <img
          src={`/art/dashboard-${kind}${theme === "dark" ? "-dark" : ""}.svg`}
          alt={labels[kind]}
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
