import type { ReactNode } from "react";

/** The informative SVG frame of the page-hero artworks (about, careers, contact): 440 wide. */
export function HeroArtFrame({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 440 ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-md drop-shadow-2xl"
    >
      {children}
    </svg>
  );
}
