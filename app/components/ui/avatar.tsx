/**
 * The one avatar of the site: initials on a gradient, as a circle (people) or a rounded tile
 * (client monogram logos). No photos exist, so nothing here loads an image. With a `label` it
 * is an image with that name; without one it is decorative (the name is written next to it).
 */

export type Gradient = readonly [from: string, to: string];

/** Gradients picked from a person's name (about page), so each person keeps the same colours. */
const nameGradients = [
  ["#4338CA", "#6D28D9"],
  ["#C2410C", "#9A3412"],
  ["#0F766E", "#115E59"],
  ["#7C3AED", "#5B21B6"],
  ["#1D4ED8", "#1E3A8A"],
  ["#BE185D", "#9D174D"],
] as const satisfies readonly Gradient[];

/** The client monogram tones of the home testimonials. */
export const clientTones = {
  indigo: ["#4338CA", "#6D28D9"],
  orange: ["#C2410C", "#9A3412"],
  violet: ["#6D28D9", "#9333EA"],
  emerald: ["#047857", "#0F766E"],
} as const satisfies Record<string, Gradient>;

/** The intern hues of app/content/internship/schema.ts (the theme's 600 to 800 shades). */
export const internHues = {
  indigo: ["#4338CA", "#312E81"],
  violet: ["#6D28D9", "#312E81"],
  teal: ["#0D9488", "#115E59"],
  orange: ["#C2410C", "#9A3412"],
  rose: ["#E11D48", "#9F1239"],
  sky: ["#0284C7", "#075985"],
} as const satisfies Record<string, Gradient>;

export function gradientFor(name: string): Gradient {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return nameGradients[hash % nameGradients.length] ?? nameGradients[0];
}

/** Geometry per shape, in viewBox units. */
const shapes = {
  circle: { box: 64, textY: 33, fontSize: 22, letterSpacing: undefined },
  tile: { box: 56, textY: 35, fontSize: 19, letterSpacing: ".5" },
} as const;

export function Avatar({
  initials,
  gradient,
  shape = "circle",
  size = 64,
  label,
  ring = false,
}: {
  initials: string;
  gradient: Gradient;
  shape?: keyof typeof shapes;
  size?: number;
  /** Accessible name; omit when the name is written next to the avatar. */
  label?: string;
  /** A faint white ring inside the circle. */
  ring?: boolean;
}) {
  const { box, textY, fontSize, letterSpacing } = shapes[shape];
  const half = box / 2;
  const id = `avatar-${shape}-${initials}-${gradient[0].slice(1)}-${size}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      {...(label
        ? { role: "img", "aria-label": label }
        : { "aria-hidden": true, focusable: false })}
      className="shrink-0"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={gradient[0]} />
          <stop offset="1" stopColor={gradient[1]} />
        </linearGradient>
      </defs>
      {shape === "circle" ? (
        <circle cx={half} cy={half} r={half} fill={`url(#${id})`} />
      ) : (
        <rect width={box} height={box} rx="16" fill={`url(#${id})`} />
      )}
      {ring ? (
        <circle
          cx={half}
          cy={half}
          r={half - 2}
          fill="none"
          stroke="#fff"
          strokeOpacity=".25"
          strokeWidth="2"
        />
      ) : null}
      <text
        x={half}
        y={textY}
        dominantBaseline={shape === "circle" ? "middle" : undefined}
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight="700"
        fill="#fff"
        // The page's font stack (app/app.css): Inter only once it is cached (app/lib/browser/web-fonts.ts).
        fontFamily="inherit"
        letterSpacing={letterSpacing}
      >
        {initials}
      </text>
    </svg>
  );
}
