/** Gradient pairs for avatars; chosen from the name so each person keeps the same colours. */
const palettes = [
  ["#4338CA", "#6D28D9"],
  ["#C2410C", "#9A3412"],
  ["#0F766E", "#115E59"],
  ["#7C3AED", "#5B21B6"],
  ["#1D4ED8", "#1E3A8A"],
  ["#BE185D", "#9D174D"],
] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

function paletteFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length] ?? palettes[0];
}

/** A round initials avatar. Decorative: the person's name is always written next to it. */
export function InitialsAvatar({ name, size = 64 }: { name: string; size?: number }) {
  const [from, to] = paletteFor(name);
  const id = `avatar-${initialsOf(name)}-${size}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${id})`} />
      <circle
        cx="32"
        cy="32"
        r="30"
        fill="none"
        stroke="#fff"
        strokeOpacity=".25"
        strokeWidth="2"
      />
      <text
        x="32"
        y="33"
        dominantBaseline="middle"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill="#fff"
        fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
