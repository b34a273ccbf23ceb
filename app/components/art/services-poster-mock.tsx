import type { FlexBoard } from "~/content/graphic/schema";
import { type Hue, palettes } from "./work-palette";

interface PosterMockProps {
  hue: Hue;
  motif: "circles" | "waves" | "burst" | "grid" | "arch";
  lines: readonly string[];
  footer: string;
  /** Alternative text; when absent the drawing is decorative. */
  label?: string;
  className?: string;
}

function Motif({
  motif,
  light,
  main,
}: {
  motif: PosterMockProps["motif"];
  light: string;
  main: string;
}) {
  switch (motif) {
    case "circles":
      return (
        <>
          <circle cx="200" cy="40" r="70" fill={light} opacity=".35" />
          <circle cx="30" cy="210" r="50" fill={light} opacity=".25" />
        </>
      );
    case "waves":
      return (
        <>
          <path d="M0 170 Q60 140 120 170 T240 170 V240 H0Z" fill={light} opacity=".3" />
          <path d="M0 195 Q60 170 120 195 T240 195 V240 H0Z" fill={light} opacity=".3" />
        </>
      );
    case "burst":
      return (
        <g opacity=".3" fill={light}>
          {[0, 30, 60, 90, 120, 150].map((deg) => (
            <rect
              key={deg}
              x="110"
              y="-60"
              width="20"
              height="360"
              transform={`rotate(${deg} 120 120)`}
            />
          ))}
        </g>
      );
    case "grid":
      return (
        <g stroke={light} opacity=".3">
          {[40, 80, 120, 160, 200].map((v) => (
            <g key={v}>
              <line x1={v} y1="0" x2={v} y2="240" />
              <line x1="0" y1={v} x2="240" y2={v} />
            </g>
          ))}
        </g>
      );
    case "arch":
      return (
        <>
          <path d="M150 240 V120 a45 45 0 0 1 90 0 V240Z" fill={light} opacity=".35" />
          <circle cx="195" cy="120" r="22" fill={main} opacity=".6" />
        </>
      );
  }
}

/** A square social media post: background, a motif, two or three big words and an offer line. */
export function PosterMock({ hue, motif, lines, footer, label, className }: PosterMockProps) {
  const p = palettes[hue];
  const size = lines.some((l) => l.length > 9) ? 26 : 34;
  const top = (lines.length > 2 ? 108 : 116) - (lines.length * size) / 2;
  const a11y = label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true } as const);
  return (
    <svg viewBox="0 0 240 240" className={className} focusable="false" {...a11y}>
      <rect width="240" height="240" fill={p.main} />
      <Motif motif={motif} light={p.light} main={p.dark} />
      <rect x="20" y="20" width="44" height="8" rx="4" fill="#fff" opacity=".8" />
      <text
        x="20"
        y={top}
        fill="#fff"
        fontSize={size}
        fontWeight="800"
        fontFamily="inherit"
        letterSpacing="-0.5"
      >
        {lines.map((line, i) => (
          <tspan key={line} x="20" dy={i === 0 ? size : size * 1.05}>
            {line}
          </tspan>
        ))}
      </text>
      <rect
        x="20"
        y="186"
        width={Math.min(200, footer.length * 7.2 + 24)}
        height="30"
        rx="15"
        fill="#fff"
      />
      <text x="32" y="206" fill={p.dark} fontSize="13" fontWeight="700" fontFamily="inherit">
        {footer}
      </text>
    </svg>
  );
}

/** A wide printed flex board for a school: name with a crest, headline and three points. */
export function FlexBoardMock({ board, className }: { board: FlexBoard; className?: string }) {
  const p = palettes[board.hue];
  return (
    <svg
      viewBox="0 0 600 220"
      className={className}
      role="img"
      aria-label={board.alt}
      focusable="false"
    >
      <rect width="600" height="220" fill={p.main} />
      <path d="M380 0 H600 V220 H300Z" fill={p.dark} opacity=".5" />
      <circle cx="520" cy="110" r="70" fill={p.light} opacity=".3" />
      <path d="M490 140 V95 L520 74 L550 95 V140Z" fill="#fff" opacity=".85" />
      <rect x="512" y="112" width="16" height="28" fill={p.main} />
      <rect x="0" y="0" width="600" height="44" fill="#fff" />
      <circle cx="30" cy="22" r="14" fill={p.main} />
      <path d="M22 26 L30 14 L38 26Z" fill="#FDE68A" />
      <text x="52" y="29" fill={p.dark} fontSize="19" fontWeight="800" fontFamily="inherit">
        {board.school}
      </text>
      <text x="28" y="98" fill="#fff" fontSize="40" fontWeight="800" fontFamily="inherit">
        {board.headline}
      </text>
      <rect x="28" y="110" width="80" height="6" rx="3" fill="#FDE68A" />
      {board.points.map((point, i) => (
        <g key={point}>
          <circle cx="36" cy={142 + i * 24} r="5" fill="#FDE68A" />
          <text
            x="50"
            y={148 + i * 24}
            fill="#fff"
            fontSize="17"
            fontWeight="600"
            fontFamily="inherit"
          >
            {point}
          </text>
        </g>
      ))}
    </svg>
  );
}
