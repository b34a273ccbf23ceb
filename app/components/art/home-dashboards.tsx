/**
 * Mock screenshots of the three dashboard demos (admin, user, student), drawn in SVG
 * (public/art/dashboard-*.svg) and shown as images: each is an informative image with its own
 * label. As files they stay out of the home page's HTML and JavaScript and load only when the
 * carousel nears the screen (docs/performance.md).
 */
import { dashboardArt as labels } from "~/content/art";

type Kind = keyof typeof labels;

export function DashboardArt({ kind }: { kind: Kind }) {
  return (
    <img
      src={`/art/dashboard-${kind}.svg`}
      alt={labels[kind]}
      width="400"
      height="250"
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
    />
  );
}
