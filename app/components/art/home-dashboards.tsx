/**
 * Mock screenshots of the three dashboard demos (admin, user, student), drawn in SVG
 * (public/art/dashboard-*.svg) and shown as images: each is an informative image with its own
 * label. As files they stay out of the home page's HTML and JavaScript and load only when the
 * carousel nears the screen (docs/performance.md).
 */
type Kind = "admin" | "user" | "student";

const labels: Record<Kind, string> = {
  admin:
    "Admin dashboard screenshot: sidebar menu, four summary tiles, a sales bar chart and a table of recent orders",
  user: "User dashboard screenshot: profile card, order status list and a support ticket panel",
  student:
    "Student dashboard screenshot: course progress rings, an attendance chart and upcoming assignments",
};

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
