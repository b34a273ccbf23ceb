/**
 * Hero artwork: a browser window with a dashboard, a phone with an app, a logo tile and a
 * growth badge — the four services in one picture. Decorative (the text says it all).
 */
export function HomeHeroArt({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 460"
      className={className}
      aria-hidden="true"
      focusable="false"
      width="560"
      height="460"
    >
      <defs>
        <linearGradient id="hh-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FDBA74" />
          <stop offset="1" stopColor="#C2410C" />
        </linearGradient>
        <linearGradient id="hh-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4338CA" />
          <stop offset="1" stopColor="#6D28D9" />
        </linearGradient>
      </defs>
      {/* Browser window */}
      <g transform="translate(20 40)">
        <rect width="420" height="300" rx="18" fill="#fff" />
        <path d="M0 18A18 18 0 0 1 18 0h384a18 18 0 0 1 18 18v16H0Z" fill="#EEF2FF" />
        <circle cx="22" cy="17" r="5" fill="#F97316" />
        <circle cx="38" cy="17" r="5" fill="#FACC15" />
        <circle cx="54" cy="17" r="5" fill="#22C55E" />
        <rect x="90" y="10" width="240" height="14" rx="7" fill="#fff" />
        <rect x="16" y="50" width="84" height="234" rx="10" fill="#1E1B4B" />
        <rect x="28" y="66" width="52" height="8" rx="4" fill="#FDBA74" />
        <g fill="#A5B4FC" opacity=".7">
          <rect x="28" y="92" width="58" height="6" rx="3" />
          <rect x="28" y="110" width="46" height="6" rx="3" />
          <rect x="28" y="128" width="54" height="6" rx="3" />
          <rect x="28" y="146" width="40" height="6" rx="3" />
        </g>
        <rect x="116" y="50" width="90" height="58" rx="10" fill="#EEF2FF" />
        <rect x="214" y="50" width="90" height="58" rx="10" fill="#FFF7ED" />
        <rect x="312" y="50" width="92" height="58" rx="10" fill="#F5F3FF" />
        <rect x="128" y="64" width="40" height="6" rx="3" fill="#94A3B8" />
        <rect x="128" y="80" width="56" height="12" rx="4" fill="#312E81" />
        <rect x="226" y="64" width="40" height="6" rx="3" fill="#94A3B8" />
        <rect x="226" y="80" width="50" height="12" rx="4" fill="#C2410C" />
        <rect x="324" y="64" width="40" height="6" rx="3" fill="#94A3B8" />
        <rect x="324" y="80" width="60" height="12" rx="4" fill="#6D28D9" />
        <rect x="116" y="120" width="288" height="164" rx="10" fill="#F8FAFC" />
        <g fill="url(#hh-bar)">
          <rect x="140" y="214" width="22" height="50" rx="4" />
          <rect x="176" y="194" width="22" height="70" rx="4" />
          <rect x="212" y="204" width="22" height="60" rx="4" />
          <rect x="248" y="170" width="22" height="94" rx="4" />
          <rect x="284" y="182" width="22" height="82" rx="4" />
          <rect x="320" y="150" width="22" height="114" rx="4" />
          <rect x="356" y="136" width="22" height="128" rx="4" />
        </g>
        <path
          d="M140 190 176 172l36 10 36-34 36 12 36-30 36-16"
          fill="none"
          stroke="#4338CA"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      {/* Phone */}
      <g transform="translate(380 150)">
        <rect width="150" height="290" rx="26" fill="#0F172A" />
        <rect x="10" y="12" width="130" height="266" rx="18" fill="#fff" />
        <rect x="55" y="20" width="40" height="6" rx="3" fill="#0F172A" />
        <rect x="22" y="40" width="106" height="70" rx="12" fill="url(#hh-card)" />
        <rect x="34" y="56" width="50" height="7" rx="3.5" fill="#fff" opacity=".8" />
        <rect x="34" y="72" width="70" height="12" rx="4" fill="#fff" />
        <g fill="#EEF2FF">
          <rect x="22" y="124" width="50" height="50" rx="12" />
          <rect x="78" y="124" width="50" height="50" rx="12" />
        </g>
        <circle cx="47" cy="149" r="12" fill="#C2410C" />
        <rect x="91" y="140" width="24" height="18" rx="4" fill="#4338CA" />
        <g fill="#CBD5E1">
          <rect x="22" y="188" width="106" height="8" rx="4" />
          <rect x="22" y="204" width="80" height="8" rx="4" />
        </g>
        <rect x="22" y="230" width="106" height="30" rx="15" fill="#C2410C" />
      </g>
      {/* Logo tile */}
      <g transform="translate(0 300)">
        <rect width="120" height="120" rx="24" fill="#fff" />
        <rect x="20" y="20" width="80" height="80" rx="20" fill="url(#hh-card)" />
        <path d="M38 74 60 40l22 34Z" fill="#FDBA74" />
        <circle cx="60" cy="66" r="9" fill="#fff" />
      </g>
      {/* Growth badge */}
      <g transform="translate(300 0)">
        <rect width="170" height="64" rx="16" fill="#fff" />
        <circle cx="34" cy="32" r="18" fill="#DCFCE7" />
        <path
          d="m25 37 7-7 5 5 9-10"
          fill="none"
          stroke="#15803D"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="62" y="20" width="62" height="8" rx="4" fill="#94A3B8" />
        <rect x="62" y="36" width="86" height="10" rx="5" fill="#0F172A" />
      </g>
    </svg>
  );
}
