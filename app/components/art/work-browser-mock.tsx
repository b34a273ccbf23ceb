import type { ComponentProps } from "react";
import type { BrowserArt } from "~/content/work/schema";
import { Bar } from "./placeholder-bar";
import { mockVars, type ScreenPalette, screen, screenPalette } from "./work-palette";

interface BrowserMockProps extends BrowserArt {
  /** Alternative text; when absent the drawing is decorative. */
  label?: string;
  className?: string;
}

/** Grey placeholder bar standing for a line of text (thinner than the phone's). */
function Line(props: ComponentProps<typeof Bar>) {
  return <Bar h={5} {...props} />;
}

function Dashboard({ p }: { p: ScreenPalette }) {
  const bars = [38, 60, 46, 74, 52, 88, 66];
  return (
    <>
      <rect x="0" y="20" width="62" height="180" fill={p.dark} />
      <circle cx="18" cy="38" r="7" fill={p.light} />
      {[58, 74, 90, 106, 122].map((y, i) => (
        <Line
          key={y}
          x={12}
          y={y}
          w={i === 0 ? 40 : 34}
          fill={i === 0 ? p.light : "#475569"}
          h={6}
        />
      ))}
      {[74, 134, 194, 254].map((x, i) => (
        <g key={x}>
          <rect
            x={x}
            y="32"
            width="52"
            height="34"
            rx="5"
            fill={screen.paper}
            stroke={screen.line}
          />
          <Line x={x + 7} y={40} w={22} />
          <Line x={x + 7} y={51} w={30} fill={i === 0 ? p.main : screen.ink} h={8} />
        </g>
      ))}
      <rect
        x="74"
        y="76"
        width="150"
        height="112"
        rx="6"
        fill={screen.paper}
        stroke={screen.line}
      />
      {bars.map((h, i) => (
        <rect
          key={`${i}-${h}`}
          x={86 + i * 19}
          y={178 - h}
          width="11"
          height={h}
          rx="2"
          fill={i === 5 ? p.main : p.light}
        />
      ))}
      <rect
        x="232"
        y="76"
        width="74"
        height="112"
        rx="6"
        fill={screen.paper}
        stroke={screen.line}
      />
      {[90, 112, 134, 156].map((y) => (
        <g key={y}>
          <circle cx="245" cy={y + 3} r="5" fill={p.soft} stroke={p.light} />
          <Line x={255} y={y} w={40} />
        </g>
      ))}
    </>
  );
}

function Landing({ p }: { p: ScreenPalette }) {
  return (
    <>
      <rect x="0" y="20" width="320" height="104" fill={p.soft} />
      <Line x={16} y={30} w={36} fill={p.main} h={7} />
      {[210, 238, 266].map((x) => (
        <Line key={x} x={x} y={31} w={20} />
      ))}
      <Line x={16} y={56} w={150} fill={p.head} h={11} />
      <Line x={16} y={73} w={110} fill={p.head} h={11} />
      <Line x={16} y={92} w={130} />
      <rect x="16" y="104" width="56" height="14" rx="7" fill={p.main} />
      <circle cx="250" cy="78" r="38" fill={p.light} />
      <rect x="222" y="60" width="56" height="40" rx="6" fill={screen.paper} />
      <Line x={230} y={70} w={30} fill={p.main} />
      <Line x={230} y={82} w={40} />
      {[16, 118, 220].map((x) => (
        <g key={x}>
          <rect
            x={x}
            y="136"
            width="86"
            height="54"
            rx="6"
            fill={screen.paper}
            stroke={screen.line}
          />
          <circle cx={x + 14} cy="152" r="7" fill={p.light} />
          <Line x={x + 10} y={166} w={56} fill={screen.muted} />
          <Line x={x + 10} y={176} w={44} />
        </g>
      ))}
    </>
  );
}

function School({ p }: { p: ScreenPalette }) {
  return (
    <>
      <rect x="0" y="20" width="320" height="22" fill={p.dark} />
      <circle cx="16" cy="31" r="6" fill={p.light} />
      <Line x={26} y={28} w={50} fill="#fff" h={6} />
      {[200, 228, 256, 284].map((x) => (
        <Line key={x} x={x} y={29} w={20} fill="#94A3B8" />
      ))}
      <rect x="0" y="42" width="320" height="78" fill={p.main} />
      <path d="M200 120 L250 62 L300 120Z" fill={p.light} opacity=".5" />
      <rect x="232" y="84" width="36" height="36" fill={p.soft} opacity=".8" />
      <Line x={16} y={60} w={120} fill="#fff" h={11} />
      <Line x={16} y={78} w={90} fill={p.soft} />
      <rect x="16" y="94" width="60" height="14" rx="7" fill="#FDBA74" />
      {[16, 118, 220].map((x) => (
        <g key={x}>
          <rect
            x={x}
            y="132"
            width="86"
            height="58"
            rx="6"
            fill={screen.paper}
            stroke={screen.line}
          />
          <rect x={x} y="132" width="86" height="22" rx="6" fill={p.soft} />
          <Line x={x + 8} y={162} w={60} fill={screen.muted} />
          <Line x={x + 8} y={174} w={40} />
        </g>
      ))}
    </>
  );
}

function Blog({ p }: { p: ScreenPalette }) {
  return (
    <>
      <Line x={16} y={30} w={40} fill={p.main} h={7} />
      <rect x="16" y="46" width="190" height="80" rx="6" fill={p.light} />
      <circle cx="60" cy="80" r="18" fill={p.soft} opacity=".7" />
      <path d="M100 126 L150 80 L206 126Z" fill={p.main} opacity=".6" />
      <Line x={16} y={134} w={170} fill={p.head} h={8} />
      <Line x={16} y={148} w={190} />
      <Line x={16} y={158} w={150} />
      <Line x={16} y={174} w={80} fill={p.main} />
      <rect x="220" y="46" width="86" height="144" rx="6" fill={p.soft} />
      {[58, 96, 134].map((y) => (
        <g key={y}>
          <rect x="228" y={y} width="24" height="24" rx="4" fill={p.light} />
          <Line x={258} y={y + 4} w={40} fill={screen.muted} />
          <Line x={258} y={y + 14} w={30} />
        </g>
      ))}
      <rect x="228" y="170" width="30" height="10" rx="5" fill={screen.paper} />
      <rect x="262" y="170" width="36" height="10" rx="5" fill={screen.paper} />
    </>
  );
}

function Portfolio({ p }: { p: ScreenPalette }) {
  return (
    <>
      <circle cx="56" cy="70" r="28" fill={p.light} />
      <circle cx="56" cy="62" r="10" fill={p.soft} />
      <path d="M38 88 a18 14 0 0 1 36 0Z" fill={p.soft} />
      <Line x={100} y={50} w={120} fill={p.head} h={11} />
      <Line x={100} y={68} w={160} />
      <Line x={100} y={78} w={130} />
      <rect x="100" y="88" width="50" height="12" rx="6" fill={p.main} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={16 + (i % 3) * 100}
          y={114 + Math.floor(i / 3) * 40}
          width="88"
          height="32"
          rx="5"
          fill={i % 2 ? p.soft : p.light}
        />
      ))}
    </>
  );
}

function TextUtility({ p }: { p: ScreenPalette }) {
  return (
    <>
      <rect x="0" y="20" width="320" height="20" fill={p.dark} />
      <Line x={14} y={27} w={60} fill="#fff" h={6} />
      <Line x={16} y={52} w={140} fill={p.head} h={9} />
      <rect x="16" y="68" width="288" height="72" rx="6" fill={screen.paper} stroke={screen.bar} />
      {[78, 90, 102, 114].map((y, i) => (
        <Line key={y} x={26} y={y} w={[240, 260, 200, 120][i] ?? 100} />
      ))}
      {[16, 84, 152, 220].map((x, i) => (
        <rect
          key={x}
          x={x}
          y="150"
          width="60"
          height="16"
          rx="8"
          fill={i === 0 ? p.main : p.light}
        />
      ))}
      <Line x={16} y={178} w={90} fill={screen.muted} />
      <Line x={112} y={178} w={70} />
    </>
  );
}

function Space() {
  return (
    <>
      <rect x="0" y="20" width="320" height="180" fill="#0B1026" />
      {[
        [30, 40],
        [280, 50],
        [60, 170],
        [300, 160],
        [150, 34],
        [220, 186],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="#E2E8F0" />
      ))}
      {[34, 56, 78].map((r) => (
        <ellipse key={r} cx="160" cy="110" rx={r * 1.6} ry={r} fill="none" stroke="#334155" />
      ))}
      <circle cx="160" cy="110" r="16" fill="#FBBF24" />
      <circle cx="214" cy="110" r="5" fill="#38BDF8" />
      <circle cx="90" cy="86" r="7" fill="#F97316" />
      <circle cx="270" cy="136" r="9" fill="#A78BFA" />
      <circle cx="120" cy="176" r="4" fill="#34D399" />
    </>
  );
}

function Flip({ p }: { p: ScreenPalette }) {
  return (
    <>
      <rect x="0" y="20" width="320" height="180" fill={p.soft} />
      <Line x={110} y={36} w={100} fill={p.head} h={9} />
      {[22, 122, 222].map((x, i) =>
        i === 1 ? (
          <g key={x}>
            <rect x={x + 4} y="54" width="76" height="118" rx="8" fill={p.dark} opacity=".25" />
            <rect x={x} y="50" width="76" height="118" rx="8" fill={p.main} />
            <Line x={x + 10} y={88} w={50} fill="#fff" h={7} />
            <Line x={x + 10} y={102} w={56} fill={p.light} />
            <Line x={x + 10} y={112} w={44} fill={p.light} />
            <rect x={x + 10} y="140" width="40" height="12" rx="6" fill="#fff" />
          </g>
        ) : (
          <g key={x}>
            <rect
              x={x}
              y="58"
              width="76"
              height="118"
              rx="8"
              fill={screen.paper}
              stroke={screen.line}
            />
            <rect x={x + 8} y="66" width="60" height="56" rx="5" fill={p.light} />
            <Line x={x + 8} y={132} w={50} fill={screen.muted} />
            <Line x={x + 8} y={144} w={38} />
          </g>
        ),
      )}
    </>
  );
}

/**
 * A website drawn as a screenshot in a browser window: one component, several page layouts and
 * colours, so every demo gets its own look without a bespoke drawing.
 */
export function BrowserMock({ layout, hue, label, className }: BrowserMockProps) {
  const { p, vars } = screenPalette(hue);
  const a11y = label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true } as const);
  return (
    <svg
      viewBox="0 0 320 200"
      className={`${mockVars} ${vars} ${className ?? ""}`}
      focusable="false"
      {...a11y}
    >
      <rect width="320" height="200" rx="10" fill={screen.paper} />
      <path d="M0 10a10 10 0 0 1 10-10h300a10 10 0 0 1 10 10v10H0Z" fill={screen.line} />
      <circle cx="12" cy="10" r="3" fill="#F87171" />
      <circle cx="22" cy="10" r="3" fill="#FBBF24" />
      <circle cx="32" cy="10" r="3" fill="#34D399" />
      <rect x="90" y="5" width="140" height="10" rx="5" fill={screen.paper} />
      <g>
        {layout === "dashboard" && <Dashboard p={p} />}
        {layout === "landing" && <Landing p={p} />}
        {layout === "school" && <School p={p} />}
        {layout === "blog" && <Blog p={p} />}
        {layout === "portfolio" && <Portfolio p={p} />}
        {layout === "text" && <TextUtility p={p} />}
        {layout === "space" && <Space />}
        {layout === "flip" && <Flip p={p} />}
      </g>
    </svg>
  );
}
