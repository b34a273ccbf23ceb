/** A client's monogram logo: initials on a rounded tile in one of four brand tones. */
const tones = {
  indigo: ["#4338CA", "#6D28D9"],
  orange: ["#C2410C", "#9A3412"],
  violet: ["#6D28D9", "#9333EA"],
  emerald: ["#047857", "#0F766E"],
} as const;

export function MonogramLogo({
  monogram,
  tone,
  company,
  size = 56,
}: {
  monogram: string;
  tone: keyof typeof tones;
  company: string;
  size?: number;
}) {
  const [from, to] = tones[tone];
  const id = `mono-${monogram}-${tone}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 56 56"
      role="img"
      aria-label={`${company} logo`}
      className="shrink-0"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="56" height="56" rx="16" fill={`url(#${id})`} />
      <text
        x="28"
        y="35"
        textAnchor="middle"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontSize="19"
        fontWeight="700"
        fill="#fff"
        letterSpacing=".5"
      >
        {monogram}
      </text>
    </svg>
  );
}
