import type { ArtCopy } from "~/content/art/schema";
import { PosterMock } from "./services-poster-mock";
import { BrowserMock } from "./work-browser-mock";
import { mockVars, screen } from "./work-palette";
import { PhoneMock } from "./work-phone-mock";

/** A rising-traffic chart card for the digital marketing hero. */
function GrowthChart({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 200"
      className={`${mockVars} ${className ?? ""}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="200" rx="14" fill={screen.paper} />
      <rect x="20" y="18" width="90" height="8" rx="4" fill={screen.ink} />
      <rect x="20" y="32" width="60" height="6" rx="3" fill={screen.bar} />
      <rect x="232" y="16" width="68" height="24" rx="12" fill="var(--color-green-50, #DCFCE7)" />
      <path
        d="M246 32 l6-8 6 8"
        fill="none"
        stroke="var(--color-success)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="262" y="25" width="28" height="6" rx="3" fill="var(--color-success)" />
      {[70, 100, 130, 160].map((y) => (
        <line key={y} x1="20" y1={y} x2="300" y2={y} stroke={screen.fill} />
      ))}
      <path
        d="M20 170 L70 150 L120 156 L170 118 L220 104 L270 70 L300 58 V180 H20Z"
        fill="var(--color-primary-100)"
      />
      <path
        d="M20 170 L70 150 L120 156 L170 118 L220 104 L270 70 L300 58"
        fill="none"
        stroke={screen.chart}
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="270" cy="70" r="7" fill="#C2410C" stroke={screen.paper} strokeWidth="3" />
    </svg>
  );
}

const frame = "absolute drop-shadow-2xl";

/** Which artwork to draw; the graphic-design one draws two posters with the words given. */
export type ServiceHeroArtProps =
  | { kind: "web" | "app" | "digital" | "work" }
  | { kind: "graphic"; posterArt: ArtCopy["posterArt"] };

/** Decorative artwork beside the heading of each service page (large screens only). */
export function ServiceHeroArt(props: ServiceHeroArtProps) {
  const { kind } = props;
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[5/4] w-full max-w-md">
      {kind === "web" && (
        <>
          <BrowserMock
            layout="dashboard"
            hue="indigo"
            className={`${frame} top-0 left-0 w-[88%]`}
          />
          <BrowserMock
            layout="landing"
            hue="orange"
            className={`${frame} right-0 bottom-0 w-[62%]`}
          />
        </>
      )}
      {kind === "app" && (
        <>
          <PhoneMock
            screen="food"
            className={`${frame} top-0 left-[12%] h-[92%] w-auto -rotate-6`}
          />
          <PhoneMock
            screen="bank"
            className={`${frame} right-[12%] bottom-0 h-[92%] w-auto rotate-6`}
          />
        </>
      )}
      {props.kind === "graphic" && (
        <>
          <PosterMock
            hue="orange"
            motif="burst"
            lines={props.posterArt.first.lines}
            footer={props.posterArt.first.footer}
            className={`${frame} top-0 left-0 w-[58%] -rotate-3 rounded-xl`}
          />
          <PosterMock
            hue="violet"
            motif="waves"
            lines={props.posterArt.second.lines}
            footer={props.posterArt.second.footer}
            className={`${frame} right-0 bottom-0 w-[58%] rotate-3 rounded-xl`}
          />
        </>
      )}
      {kind === "digital" && (
        <>
          <GrowthChart className={`${frame} top-[6%] left-0 w-[90%]`} />
          <PhoneMock screen="fitness" className={`${frame} right-0 bottom-0 h-[70%] w-auto`} />
        </>
      )}
      {kind === "work" && (
        <>
          <BrowserMock layout="portfolio" hue="rose" className={`${frame} top-0 left-0 w-[80%]`} />
          <BrowserMock
            layout="space"
            hue="slate"
            className={`${frame} right-[6%] bottom-[4%] w-[56%]`}
          />
          <PhoneMock screen="ludo" className={`${frame} right-0 top-[14%] h-[62%] w-auto`} />
        </>
      )}
    </div>
  );
}
