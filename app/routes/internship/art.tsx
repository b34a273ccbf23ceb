/** The internship illustration: a laptop with code, a certificate and a graduation cap. */
export function InternshipArt({ className, label }: { className?: string; label?: string }) {
  const a11y = label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true } as const);
  const code = [
    [40, 70, "#A5B4FC"],
    [52, 110, "#FDBA74"],
    [52, 84, "#5EEAD4"],
    [64, 120, "#E2E8F0"],
    [52, 60, "#F9A8D4"],
    [40, 40, "#A5B4FC"],
  ] as const;
  return (
    <svg viewBox="0 0 400 320" className={className} focusable="false" {...a11y}>
      <circle cx="200" cy="160" r="150" fill="#EEF2FF" className="dark:fill-primary-50" />
      <circle cx="330" cy="60" r="26" fill="#FFEDD5" className="dark:fill-accent-text/30" />
      <rect x="70" y="70" width="230" height="150" rx="12" fill="#1E1B4B" />
      <rect x="82" y="82" width="206" height="126" rx="6" fill="#0F172A" />
      {code.map(([x, w, c], i) => (
        <rect
          key={`${x}-${w}-${c}`}
          x={x + 56}
          y={96 + i * 17}
          width={w}
          height="7"
          rx="3.5"
          fill={c}
        />
      ))}
      <path d="M50 220 H320 L300 238 H70Z" fill="#CBD5E1" className="dark:fill-field" />
      <rect
        x="160"
        y="220"
        width="50"
        height="5"
        rx="2.5"
        fill="#94A3B8"
        className="dark:fill-line"
      />
      <g transform="rotate(8 300 200)">
        <rect
          x="240"
          y="150"
          width="120"
          height="86"
          rx="6"
          fill="#fff"
          stroke="#E2E8F0"
          className="dark:fill-card dark:stroke-line"
        />
        <rect
          x="256"
          y="166"
          width="60"
          height="7"
          rx="3.5"
          fill="#312E81"
          className="dark:fill-brand"
        />
        <rect
          x="256"
          y="180"
          width="88"
          height="5"
          rx="2.5"
          fill="#CBD5E1"
          className="dark:fill-field"
        />
        <rect
          x="256"
          y="190"
          width="70"
          height="5"
          rx="2.5"
          fill="#CBD5E1"
          className="dark:fill-field"
        />
        <circle cx="330" cy="214" r="11" fill="#C2410C" />
        <path d="M324 222 L320 238 L330 232 L340 238 L336 222Z" fill="#C2410C" />
      </g>
      <g transform="translate(64 28)">
        <path d="M0 26 L44 8 L88 26 L44 44Z" fill="#312E81" />
        <path d="M20 34 V50 C20 58 68 58 68 50 V34 L44 44Z" fill="#4338CA" />
        <path d="M80 29 V52" stroke="#FDBA74" strokeWidth="3" />
        <circle cx="80" cy="54" r="4" fill="#FDBA74" />
      </g>
    </svg>
  );
}
