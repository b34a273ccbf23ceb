import { HeroArtFrame } from "~/components/art/hero-art-frame";
import type { ArtCopy } from "~/content/art/schema";

/** Contact hero artwork: a conversation with a reply on the way. Informative, light SVG. */
export function ContactHeroArt({ copy }: { copy: ArtCopy["contactHeroArt"] }) {
  return (
    <HeroArtFrame label={copy.label} height={320}>
      <circle cx="380" cy="60" r="52" fill="#fff" opacity=".08" />
      {/* Envelope */}
      <g transform="translate(250 30)">
        <rect width="160" height="110" rx="14" fill="#fff" className="dark:fill-card" />
        <path
          d="M10 16l70 50 70-50"
          fill="none"
          stroke="#6366F1"
          className="dark:stroke-brand"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <circle cx="150" cy="8" r="16" fill="#C2410C" />
        <text
          x="150"
          y="13"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill="#fff"
          fontFamily="inherit"
        >
          {copy.unread}
        </text>
      </g>
      {/* Visitor bubble */}
      <g transform="translate(30 100)">
        <rect width="230" height="74" rx="18" fill="#fff" className="dark:fill-card" />
        <path d="M24 74l-6 20 26-20Z" fill="#fff" className="dark:fill-card" />
        <rect
          x="20"
          y="20"
          width="170"
          height="10"
          rx="5"
          fill="#1E1B4B"
          opacity=".8"
          className="dark:fill-ink"
        />
        <rect
          x="20"
          y="42"
          width="120"
          height="8"
          rx="4"
          fill="#CBD5E1"
          className="dark:fill-field"
        />
      </g>
      {/* Studio reply */}
      <g transform="translate(150 200)">
        <rect width="250" height="80" rx="18" fill="#4338CA" />
        <path d="M226 80l8 20-28-20Z" fill="#4338CA" />
        <circle cx="34" cy="40" r="18" fill="#FDBA74" />
        <text
          x="34"
          y="45"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#7C2D12"
          fontFamily="inherit"
        >
          {copy.studioInitials}
        </text>
        <rect x="64" y="26" width="150" height="10" rx="5" fill="#fff" />
        <rect x="64" y="46" width="100" height="8" rx="4" fill="#C7D2FE" />
      </g>
    </HeroArtFrame>
  );
}
