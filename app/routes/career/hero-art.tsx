import { HeroArtFrame } from "~/components/art/hero-art-frame";
import type { ArtCopy } from "~/content/art/schema";

/**
 * Careers hero artwork: a team board of people with their roles. Informative, light SVG. The
 * badge's label arrives filled with the number of roles.
 */
export function CareerHeroArt({
  copy,
}: {
  copy: Omit<ArtCopy["careerHeroArt"], "badgeLabel"> & { badgeLabel: string };
}) {
  const [fd, ux, pm] = copy.rowInitials;
  const rows = [
    { y: 78, initials: fd, c1: "#F97316", c2: "#FDBA74", w: 150 },
    { y: 150, initials: ux, c1: "#8B5CF6", c2: "#C4B5FD", w: 120 },
    { y: 222, initials: pm, c1: "#10B981", c2: "#6EE7B7", w: 170 },
  ];
  return (
    <HeroArtFrame label={copy.label} height={330}>
      <defs>
        <linearGradient id="career-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" className="dark:[stop-color:var(--color-card)]" />
          <stop
            offset="1"
            stopColor="#EEF2FF"
            className="dark:[stop-color:var(--color-primary-50)]"
          />
        </linearGradient>
      </defs>
      <circle cx="380" cy="60" r="46" fill="#fff" opacity=".08" />
      <circle cx="40" cy="290" r="60" fill="#FDBA74" opacity=".15" />
      <rect x="30" y="20" width="340" height="280" rx="22" fill="url(#career-card)" />
      <rect
        x="56"
        y="42"
        width="120"
        height="12"
        rx="6"
        fill="#312E81"
        className="dark:fill-brand"
      />
      <rect x="292" y="40" width="54" height="18" rx="9" fill="#C2410C" />
      {rows.map((row) => (
        <g key={row.initials}>
          <rect
            x="50"
            y={row.y - 6}
            width="300"
            height="58"
            rx="14"
            fill="#fff"
            stroke="#E2E8F0"
            className="dark:fill-card dark:stroke-line"
          />
          <circle cx="82" cy={row.y + 23} r="18" fill={row.c1} />
          <text
            x="82"
            y={row.y + 28}
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
            fontFamily="inherit"
          >
            {row.initials}
          </text>
          <rect
            x="112"
            y={row.y + 10}
            width={row.w}
            height="10"
            rx="5"
            fill="#1E1B4B"
            className="dark:fill-ink"
            opacity=".8"
          />
          <rect x="112" y={row.y + 28} width={row.w - 50} height="8" rx="4" fill={row.c2} />
          <circle
            cx="326"
            cy={row.y + 23}
            r="10"
            fill="#E0E7FF"
            className="dark:fill-primary-100"
          />
          <path
            d={`M321 ${row.y + 23}l4 4 7-8`}
            stroke="#4338CA"
            className="dark:stroke-brand"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <g transform="translate(300 238)">
        <rect width="120" height="64" rx="16" fill="#1E1B4B" />
        <text x="18" y="28" fontSize="13" fill="#C7D2FE" fontFamily="inherit">
          {copy.badgeTitle}
        </text>
        <text x="18" y="50" fontSize="20" fontWeight="700" fill="#fff" fontFamily="inherit">
          {copy.badgeLabel}
        </text>
      </g>
    </HeroArtFrame>
  );
}
