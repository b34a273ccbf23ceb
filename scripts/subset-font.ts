/**
 * `npm run font:subset`: writes app/fonts/inter-subset.woff2, the site's only web font, from
 * @fontsource-variable/inter's Latin file: Latin-1 and the punctuation the copy uses, weights
 * 400-800 (the range the CSS uses). 29 KiB instead of 48 KiB, which is on the path to the largest
 * paint of every page (docs/performance.md). Run it again after updating the font package; the
 * @font-face unicode-range in app/app.css lists the same characters (`unicodeRange` below).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const target = path.join(root, "app/fonts/inter-subset.woff2");

/** Code point ranges kept, as [first, last]. */
export const ranges: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: accented letters in names typed into the forms, ©, ·, é
  [0x2009, 0x200a], // thin and hair spaces
  [0x2011, 0x2011], // non-breaking hyphen
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x202f, 0x202f], // narrow no-break space (en-IN number formatting)
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

export const unicodeRange = ranges
  .map(([a, b]) => {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
    return a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`;
  })
  .join(", ");

if (process.argv[1] === import.meta.filename) {
  const text = ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join("");
  const input = readFileSync(source);
  const output = await subsetFont(input, text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  writeFileSync(target, output);
  console.log(
    `font:subset: ${path.relative(root, target)} ${(output.length / 1024).toFixed(1)} KiB (from ${(input.length / 1024).toFixed(1)} KiB)`,
  );
  console.log(`unicode-range: ${unicodeRange}`);
}
