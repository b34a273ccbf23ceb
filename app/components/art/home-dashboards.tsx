/**
 * Mock screenshots of the three dashboard demos (admin, user, student), drawn in SVG. Each is
 * an informative image with its own label; shapes are few to keep the page light.
 */
import type { ReactNode } from "react";

type Kind = "admin" | "user" | "student";

const labels: Record<Kind, string> = {
  admin:
    "Admin dashboard screenshot: sidebar menu, four summary tiles, a sales bar chart and a table of recent orders",
  user: "User dashboard screenshot: profile card, order status list and a support ticket panel",
  student:
    "Student dashboard screenshot: course progress rings, an attendance chart and upcoming assignments",
};

const accent: Record<Kind, string> = { admin: "#4338CA", user: "#C2410C", student: "#15803D" };

function Frame({ kind, children }: { kind: Kind; children: ReactNode }) {
  const color = accent[kind];
  return (
    <svg
      viewBox="0 0 400 250"
      role="img"
      aria-label={labels[kind]}
      className="h-auto w-full"
      width="400"
      height="250"
    >
      <rect width="400" height="250" fill="#F1F5F9" />
      <rect x="0" y="0" width="400" height="26" fill="#fff" />
      <circle cx="14" cy="13" r="4" fill="#F97316" />
      <circle cx="27" cy="13" r="4" fill="#FACC15" />
      <circle cx="40" cy="13" r="4" fill="#22C55E" />
      <rect x="120" y="7" width="160" height="12" rx="6" fill="#F1F5F9" />
      <rect x="0" y="26" width="78" height="224" fill="#0F172A" />
      <rect x="12" y="40" width="26" height="26" rx="8" fill={color} />
      <g fill="#64748B">
        <rect x="12" y="82" width="52" height="6" rx="3" />
        <rect x="12" y="100" width="44" height="6" rx="3" />
        <rect x="12" y="118" width="50" height="6" rx="3" />
        <rect x="12" y="136" width="38" height="6" rx="3" />
      </g>
      <rect x="8" y="77" width="62" height="16" rx="5" fill={color} opacity=".35" />
      {children}
    </svg>
  );
}

export function DashboardArt({ kind }: { kind: Kind }) {
  if (kind === "admin") {
    return (
      <Frame kind="admin">
        <g fill="#fff">
          <rect x="90" y="38" width="68" height="44" rx="8" />
          <rect x="166" y="38" width="68" height="44" rx="8" />
          <rect x="242" y="38" width="68" height="44" rx="8" />
          <rect x="318" y="38" width="70" height="44" rx="8" />
          <rect x="90" y="92" width="180" height="146" rx="8" />
          <rect x="278" y="92" width="110" height="146" rx="8" />
        </g>
        <g fill="#0F172A">
          <rect x="100" y="60" width="34" height="10" rx="3" />
          <rect x="176" y="60" width="40" height="10" rx="3" />
          <rect x="252" y="60" width="30" height="10" rx="3" />
          <rect x="328" y="60" width="38" height="10" rx="3" />
        </g>
        <g fill="#4338CA">
          <rect x="106" y="180" width="16" height="46" rx="3" />
          <rect x="130" y="160" width="16" height="66" rx="3" />
          <rect x="154" y="170" width="16" height="56" rx="3" />
          <rect x="178" y="138" width="16" height="88" rx="3" />
          <rect x="202" y="150" width="16" height="76" rx="3" />
          <rect x="226" y="120" width="16" height="106" rx="3" />
        </g>
        <rect x="106" y="104" width="70" height="8" rx="4" fill="#94A3B8" />
        <g fill="#E2E8F0">
          <rect x="288" y="106" width="90" height="8" rx="4" />
          <rect x="288" y="130" width="90" height="8" rx="4" />
          <rect x="288" y="154" width="90" height="8" rx="4" />
          <rect x="288" y="178" width="90" height="8" rx="4" />
          <rect x="288" y="202" width="90" height="8" rx="4" />
        </g>
        <g fill="#FDBA74">
          <rect x="350" y="130" width="28" height="8" rx="4" />
          <rect x="350" y="178" width="28" height="8" rx="4" />
        </g>
      </Frame>
    );
  }
  if (kind === "user") {
    return (
      <Frame kind="user">
        <g fill="#fff">
          <rect x="90" y="38" width="110" height="200" rx="8" />
          <rect x="208" y="38" width="180" height="120" rx="8" />
          <rect x="208" y="166" width="180" height="72" rx="8" />
        </g>
        <circle cx="145" cy="82" r="26" fill="#FED7AA" />
        <circle cx="145" cy="76" r="10" fill="#C2410C" />
        <path d="M127 100a18 14 0 0 1 36 0" fill="#C2410C" />
        <rect x="112" y="122" width="66" height="9" rx="4" fill="#0F172A" />
        <rect x="118" y="138" width="54" height="6" rx="3" fill="#94A3B8" />
        <rect x="106" y="200" width="78" height="22" rx="11" fill="#C2410C" />
        <rect x="222" y="52" width="70" height="8" rx="4" fill="#0F172A" />
        <g fill="#E2E8F0">
          <rect x="222" y="76" width="110" height="8" rx="4" />
          <rect x="222" y="102" width="96" height="8" rx="4" />
          <rect x="222" y="128" width="104" height="8" rx="4" />
        </g>
        <rect x="344" y="74" width="32" height="12" rx="6" fill="#DCFCE7" />
        <rect x="344" y="100" width="32" height="12" rx="6" fill="#FEF3C7" />
        <rect x="344" y="126" width="32" height="12" rx="6" fill="#DCFCE7" />
        <rect x="222" y="180" width="90" height="8" rx="4" fill="#0F172A" />
        <rect x="222" y="198" width="150" height="26" rx="6" fill="#F1F5F9" />
      </Frame>
    );
  }
  return (
    <Frame kind="student">
      <g fill="#fff">
        <rect x="90" y="38" width="298" height="84" rx="8" />
        <rect x="90" y="130" width="150" height="108" rx="8" />
        <rect x="248" y="130" width="140" height="108" rx="8" />
      </g>
      {[130, 210, 290].map((cx, i) => (
        <g key={cx}>
          <circle cx={cx} cy="80" r="24" fill="none" stroke="#E2E8F0" strokeWidth="8" />
          <circle
            cx={cx}
            cy="80"
            r="24"
            fill="none"
            stroke={["#15803D", "#4338CA", "#C2410C"][i]}
            strokeWidth="8"
            strokeDasharray={`${[120, 90, 60][i]} 151`}
            transform={`rotate(-90 ${cx} 80)`}
            strokeLinecap="round"
          />
        </g>
      ))}
      <rect x="330" y="66" width="46" height="8" rx="4" fill="#0F172A" />
      <rect x="330" y="82" width="36" height="6" rx="3" fill="#94A3B8" />
      <path
        d="M104 214 128 196l22 8 22-22 22 10 30-26"
        fill="none"
        stroke="#15803D"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="104" y="144" width="60" height="8" rx="4" fill="#0F172A" />
      <g fill="#E2E8F0">
        <rect x="262" y="146" width="110" height="8" rx="4" />
        <rect x="262" y="170" width="96" height="8" rx="4" />
        <rect x="262" y="194" width="104" height="8" rx="4" />
        <rect x="262" y="218" width="80" height="8" rx="4" />
      </g>
    </Frame>
  );
}
