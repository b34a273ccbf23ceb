/**
 * `npm run font:subset`: writes the site's two web fonts into app/fonts/, each cut down to the
 * characters and weights the site uses. Run it again after updating a font package; the
 * @font-face unicode-range lines in app/app.css list the same characters (printed below).
 *
 * - Inter (Latin): Latin-1 and the punctuation the copy uses, weights 400-800. 29 KiB instead of
 *   48 KiB; it is on the path to the largest paint of every page (docs/performance.md).
 * - Noto Sans Devanagari (Hindi pages): the Devanagari block with the joiners and the dotted
 *   circle its shaping needs, weights 400-700. Browsers fetch a face only when the page has a
 *   character in its unicode-range, so English pages never download it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");

/** Code point ranges kept, as [first, last]. */
type Ranges = [number, number][];

export const interRanges: Ranges = [
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

export const devanagariRanges: Ranges = [
  [0x0900, 0x097f], // Devanagari, with the danda and double danda
  [0x200c, 0x200d], // zero-width non-joiner and joiner: they choose conjunct forms
  [0x25cc, 0x25cc], // dotted circle, shown for a lone vowel sign
];

export const unicodeRange = (ranges: Ranges) =>
  ranges
    .map(([a, b]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
      return a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`;
    })
    .join(", ");

const fonts = [
  {
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    target: "app/fonts/inter-subset.woff2",
    ranges: interRanges,
    weights: { min: 400, max: 800 },
  },
  {
    source:
      "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    target: "app/fonts/noto-sans-devanagari-subset.woff2",
    ranges: devanagariRanges,
    weights: { min: 400, max: 700 },
  },
];

if (process.argv[1] === import.meta.filename) {
  for (const font of fonts) {
    const text = font.ranges
      .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
      .join("");
    const input = readFileSync(path.join(root, font.source));
    const output = await subsetFont(input, text, {
      targetFormat: "woff2",
      variationAxes: { wght: font.weights },
    });
    writeFileSync(path.join(root, font.target), output);
    console.log(
      `font:subset: ${font.target} ${(output.length / 1024).toFixed(1)} KiB (from ${(input.length / 1024).toFixed(1)} KiB)`,
    );
    console.log(`  unicode-range: ${unicodeRange(font.ranges)}`);
  }
}
