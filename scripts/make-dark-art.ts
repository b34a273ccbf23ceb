/**
 * `npm run art:dark`: writes the dark copy of each home artwork file (public/art/<name>-dark.svg)
 * from its light original, mapping the light palette to the dark tokens of app/app.css. Run it
 * after editing a light file; app/components/art/themed-art.tsx shows the copy that matches the
 * theme.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dark = {
  page: "#0b1020",
  card: "#141b2e",
  surface: "#10172a",
  line: "#27324a",
  ink: "#e6e9f2",
  field: "#64748b",
};
/** Light colour (as written in the files) → its dark counterpart. */
const palette: Record<string, string> = {
  "#F1F5F9": dark.page,
  "#E2E8F0": dark.line,
  "#94A3B8": dark.field,
  "#CBD5E1": "#3b4a66",
  "#EEF2FF": "#1b2146",
  "#FFF7ED": "#2a1a12",
  "#F5F3FF": "#221a3d",
  "#F8FAFC": dark.surface,
  "#DCFCE7": "#10261b",
  "#FEF3C7": "#2a2110",
  "#FED7AA": "#431407",
  "#312E81": "#a5b4fc",
};

function toDark(svg: string, isHero: boolean): string {
  return svg.replace(/<(rect|circle|path|g|stop)\b[^>]*>/g, (tag) => {
    let out = tag;
    const width = Number(/\swidth="(\d+)"/.exec(tag)?.[1] ?? 0);
    // White panels (wide rectangles, whole groups) become cards; small white marks stay.
    if (
      out.includes('fill="#fff"') &&
      ((tag.startsWith("<rect") && width >= 100) || tag.startsWith("<g "))
    )
      out = out.replace('fill="#fff"', `fill="${dark.card}"`);
    // The dashboards' sidebar stays deep indigo; the hero phone's body and notch stay a device.
    if (!isHero && tag.includes('x="0" y="26" width="78"'))
      return out.replace("#0F172A", "#1e1b4b");
    if (isHero && /(width="150" height="290"|x="55" y="20")/.test(tag)) return out;
    out = out.replaceAll('"#0F172A"', `"${dark.ink}"`);
    for (const [light, night] of Object.entries(palette))
      out = out.replaceAll(`"${light}"`, `"${night}"`);
    return out;
  });
}

for (const name of ["dashboard-admin", "dashboard-student", "dashboard-user", "home-hero"]) {
  const source = path.join(root, `public/art/${name}.svg`);
  const target = path.join(root, `public/art/${name}-dark.svg`);
  writeFileSync(target, toDark(readFileSync(source, "utf8"), name === "home-hero"));
  console.log(`art:dark: ${path.relative(root, target)}`);
}
