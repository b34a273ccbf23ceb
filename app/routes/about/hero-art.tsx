import { HeroArtFrame } from "~/components/art/hero-art-frame";
import type { ArtCopy } from "~/content/art/schema";

/** About hero artwork: a studio "stack" — browser, phone and brand card — with the founding badge. */
export function AboutHeroArt({ copy }: { copy: ArtCopy["aboutHeroArt"] }) {
  // The badge's second line; the badge widens with it (about 0.62 em per bold character).
  const badgeLabel = copy.badgeLabel;
  const badgeWidth = Math.max(150, Math.ceil(36 + badgeLabel.length * 12.4));
  return (
    <HeroArtFrame label={copy.label} height={330}>
      <defs>
        <linearGradient id="about-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366F1" />
          <stop offset="1" stopColor="#A855F7" />
        </linearGradient>
      </defs>
      <circle cx="390" cy="50" r="50" fill="#fff" opacity=".08" />
      {/* Browser window */}
      <rect x="20" y="30" width="300" height="210" rx="16" fill="#fff" className="dark:fill-card" />
      <rect
        x="20"
        y="30"
        width="300"
        height="30"
        rx="16"
        fill="#E0E7FF"
        className="dark:fill-primary-100"
      />
      <rect
        x="20"
        y="46"
        width="300"
        height="14"
        fill="#E0E7FF"
        className="dark:fill-primary-100"
      />
      <circle cx="40" cy="45" r="5" fill="#F97316" />
      <circle cx="56" cy="45" r="5" fill="#FBBF24" />
      <circle cx="72" cy="45" r="5" fill="#10B981" />
      <rect x="40" y="76" width="260" height="80" rx="10" fill="url(#about-screen)" />
      <rect x="56" y="96" width="130" height="12" rx="6" fill="#fff" />
      <rect x="56" y="116" width="90" height="8" rx="4" fill="#fff" opacity=".7" />
      <rect x="56" y="132" width="54" height="14" rx="7" fill="#C2410C" />
      {[40, 130, 220].map((x) => (
        <rect
          key={x}
          x={x}
          y="170"
          width="80"
          height="52"
          rx="8"
          fill="#F1F5F9"
          className="dark:fill-line"
        />
      ))}
      {/* Phone */}
      <rect x="290" y="110" width="110" height="200" rx="20" fill="#1E1B4B" />
      <rect
        x="300"
        y="126"
        width="90"
        height="168"
        rx="12"
        fill="#fff"
        className="dark:fill-card"
      />
      <rect x="310" y="138" width="70" height="44" rx="8" fill="url(#about-screen)" />
      <rect
        x="310"
        y="192"
        width="60"
        height="8"
        rx="4"
        fill="#CBD5E1"
        className="dark:fill-field"
      />
      <rect
        x="310"
        y="208"
        width="44"
        height="8"
        rx="4"
        fill="#CBD5E1"
        className="dark:fill-field"
      />
      <rect x="310" y="262" width="70" height="20" rx="10" fill="#4338CA" />
      {/* Badge */}
      <g transform="translate(40 250)">
        <rect
          width={badgeWidth}
          height="58"
          rx="16"
          fill="#FFF7ED"
          className="dark:fill-accent-50"
        />
        <text
          x="18"
          y="25"
          fontSize="12"
          fill="#9A3412"
          className="dark:fill-accent-text"
          fontFamily="inherit"
        >
          {copy.badgeTitle}
        </text>
        <text
          x="18"
          y="47"
          fontSize="20"
          fontWeight="700"
          fill="#9A3412"
          className="dark:fill-accent-text"
          fontFamily="inherit"
        >
          {badgeLabel}
        </text>
      </g>
    </HeroArtFrame>
  );
}
