import { useId } from "react";
import { Bar } from "./placeholder-bar";
import { mockVars, screenPalette, screen as tone } from "./work-palette";

export type PhoneScreen = "ludo" | "colour" | "food" | "fitness" | "bank" | "campus";

interface PhoneMockProps {
  screen: PhoneScreen;
  /** Alternative text; when absent the drawing is decorative. */
  label?: string;
  className?: string;
}

function Ludo() {
  const q = [
    ["#DC2626", 22, 54],
    ["#16A34A", 92, 54],
    ["#CA8A04", 92, 124],
    ["#2563EB", 22, 124],
  ] as const;
  return (
    <>
      <rect x="12" y="20" width="156" height="320" fill="#1E1B4B" />
      <Bar x={60} y={32} w={60} fill="#E0E7FF" h={8} />
      <rect x="18" y="50" width="144" height="144" rx="6" fill="#fff" />
      {q.map(([c, x, y]) => (
        <g key={c}>
          <rect x={x} y={y} width="66" height="66" rx="4" fill={c} />
          <rect x={x + 13} y={y + 13} width="40" height="40" rx="4" fill="#fff" />
          <circle cx={x + 25} cy={y + 25} r="5" fill={c} />
          <circle cx={x + 41} cy={y + 41} r="5" fill={c} />
        </g>
      ))}
      <path d="M90 106 L76 122 L104 122Z" fill="#16A34A" />
      <rect x="78" y="108" width="24" height="24" fill="#fff" transform="rotate(45 90 120)" />
      <rect x="64" y="220" width="52" height="52" rx="12" fill="#fff" />
      {[
        [78, 234],
        [102, 234],
        [90, 246],
        [78, 258],
        [102, 258],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill="#1E1B4B" />
      ))}
      <rect x="40" y="292" width="100" height="24" rx="12" fill="#F97316" />
      <Bar x={66} y={301} w={48} fill="#fff" />
    </>
  );
}

function Colour() {
  return (
    <>
      <rect x="12" y="20" width="156" height="320" fill="#0F172A" />
      <Bar x={24} y={34} w={70} fill="#E2E8F0" h={8} />
      <rect x="24" y="54" width="132" height="62" rx="10" fill="#1E293B" />
      <Bar x={36} y={66} w={50} fill="#94A3B8" />
      <Bar x={36} y={82} w={80} fill="#FBBF24" h={14} />
      {(
        [
          ["#DC2626", 24],
          ["#16A34A", 70],
          ["#7C3AED", 116],
        ] as const
      ).map(([c, x]) => (
        <rect key={c} x={x} y="130" width="40" height="40" rx="20" fill={c} />
      ))}
      {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
        <circle
          key={n}
          cx={36 + (n % 5) * 27}
          cy={196 + Math.floor(n / 5) * 30}
          r="11"
          fill={n % 3 === 0 ? "#7C3AED" : n % 2 ? "#16A34A" : "#DC2626"}
        />
      ))}
      {[260, 280, 300].map((y) => (
        <g key={y}>
          <Bar x={24} y={y} w={40} fill="#475569" />
          <Bar x={100} y={y} w={56} fill="#334155" />
        </g>
      ))}
    </>
  );
}

function Food() {
  const { p, vars } = screenPalette("orange");
  return (
    <g className={vars}>
      <rect x="12" y="20" width="156" height="320" fill={tone.paper} />
      <Bar x={24} y={34} w={80} fill={tone.ink} h={9} />
      <rect x="24" y="52" width="132" height="20" rx="10" fill={tone.fill} />
      {[24, 58, 92, 126].map((x, i) => (
        <g key={x}>
          <circle cx={x + 14} cy="96" r="14" fill={i === 0 ? p.main : p.soft} />
          <Bar x={x + 2} y={116} w={24} h={4} />
        </g>
      ))}
      {[132, 216].map((y) => (
        <g key={y}>
          <rect
            x="24"
            y={y}
            width="132"
            height="74"
            rx="10"
            fill={tone.surface}
            stroke={tone.line}
          />
          <rect x="24" y={y} width="132" height="40" rx="10" fill={p.light} />
          <Bar x={32} y={y + 48} w={70} fill={tone.ink} />
          <Bar x={32} y={y + 60} w={44} />
          <rect x="118" y={y + 52} width="30" height="14" rx="7" fill={p.main} />
        </g>
      ))}
      <rect x="12" y="306" width="156" height="34" fill={tone.surface} />
      {[40, 80, 120, 150].map((x) => (
        <circle key={x} cx={x} cy="322" r="5" fill={x === 40 ? p.main : tone.bar} />
      ))}
    </g>
  );
}

function Fitness() {
  const { p, vars } = screenPalette("teal");
  return (
    <g className={`${vars} [--mk-track:#CCFBF1] dark:[--mk-track:#134E4A]`}>
      <rect x="12" y="20" width="156" height="320" fill={p.soft} />
      <Bar x={24} y={34} w={70} fill={tone.ink} h={9} />
      <circle cx="90" cy="120" r="52" fill="none" stroke="var(--mk-track)" strokeWidth="14" />
      <path
        d="M90 68 A52 52 0 1 1 44 146"
        fill="none"
        stroke={p.main}
        strokeWidth="14"
        strokeLinecap="round"
      />
      <Bar x={66} y={112} w={48} fill={tone.ink} h={12} />
      <Bar x={72} y={130} w={36} />
      <rect x="24" y="196" width="132" height="96" rx="10" fill={tone.paper} />
      {[28, 44, 36, 60, 50, 70, 40].map((h, i) => (
        <rect
          key={`${i}-${h}`}
          x={34 + i * 17}
          y={280 - h}
          width="9"
          height={h}
          rx="3"
          fill={i === 5 ? p.main : p.light}
        />
      ))}
      <rect x="24" y="302" width="62" height="26" rx="8" fill={tone.paper} />
      <rect x="94" y="302" width="62" height="26" rx="8" fill={tone.paper} />
    </g>
  );
}

function Bank() {
  const { p, vars } = screenPalette("indigo");
  return (
    <g className={vars}>
      <rect x="12" y="20" width="156" height="320" fill={tone.surface} />
      <Bar x={24} y={34} w={60} fill={tone.ink} h={9} />
      <rect x="24" y="54" width="132" height="78" rx="12" fill={p.main} />
      <Bar x={36} y={68} w={40} fill={p.light} />
      <Bar x={36} y={84} w={86} fill="#fff" h={14} />
      <Bar x={36} y={112} w={56} fill={p.light} />
      {[24, 58, 92, 126].map((x) => (
        <g key={x}>
          <rect x={x + 2} y="146" width="26" height="26" rx="8" fill={p.soft} stroke={p.light} />
          <Bar x={x + 4} y={178} w={22} h={4} />
        </g>
      ))}
      <Bar x={24} y={198} w={70} fill={tone.ink} />
      {[214, 246, 278, 310].map((y) => (
        <g key={y}>
          <circle cx="36" cy={y + 12} r="10" fill={p.soft} />
          <Bar x={52} y={y + 6} w={56} fill={tone.muted} />
          <Bar x={52} y={y + 16} w={36} />
          <Bar
            x={122}
            y={y + 9}
            w={30}
            fill={y === 214 ? "var(--color-success)" : "var(--color-error)"}
          />
        </g>
      ))}
    </g>
  );
}

function Campus() {
  const { p, vars } = screenPalette("sky");
  return (
    <g className={vars}>
      <rect x="12" y="20" width="156" height="320" fill={tone.surface} />
      <rect x="12" y="20" width="156" height="92" fill={p.main} />
      <circle cx="36" cy="50" r="12" fill={p.light} />
      <Bar x={54} y={42} w={70} fill="#fff" h={8} />
      <Bar x={54} y={56} w={50} fill={p.light} />
      <Bar x={24} y={82} w={110} fill="#E0F2FE" h={10} />
      {[
        [24, 124, "#15803D"],
        [94, 124, "#C2410C"],
        [24, 188, "#6D28D9"],
        [94, 188, p.main],
      ].map(([x, y, c]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="62" height="54" rx="10" fill={tone.paper} stroke={tone.line} />
          <circle cx={Number(x) + 16} cy={Number(y) + 18} r="8" fill={String(c)} />
          <Bar x={Number(x) + 8} y={Number(y) + 36} w={40} />
        </g>
      ))}
      <Bar x={24} y={256} w={60} fill={tone.ink} />
      {[272, 300].map((y) => (
        <g key={y}>
          <rect x="24" y={y} width="132" height="22" rx="6" fill={tone.paper} stroke={tone.line} />
          <Bar x={32} y={y + 8} w={90} />
        </g>
      ))}
    </g>
  );
}

/** A phone with one of a few app screens drawn on it. */
export function PhoneMock({ screen, label, className }: PhoneMockProps) {
  const clipId = `phone-${useId().replace(/[^\w-]/g, "")}`;
  const a11y = label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true } as const);
  return (
    <svg
      viewBox="0 0 180 360"
      className={`${mockVars} ${className ?? ""}`}
      focusable="false"
      {...a11y}
    >
      <rect x="0.5" y="0.5" width="179" height="359" rx="26" fill="#0F172A" stroke={tone.bezel} />
      <clipPath id={clipId}>
        <rect x="12" y="20" width="156" height="320" rx="16" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        {screen === "ludo" && <Ludo />}
        {screen === "colour" && <Colour />}
        {screen === "food" && <Food />}
        {screen === "fitness" && <Fitness />}
        {screen === "bank" && <Bank />}
        {screen === "campus" && <Campus />}
      </g>
      <rect x="70" y="8" width="40" height="6" rx="3" fill="#334155" />
    </svg>
  );
}
