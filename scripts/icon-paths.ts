/**
 * Lucide draws an icon with several shapes (paths, circles, rects, lines). In the sprite each
 * becomes one path: every `<use>` of an icon clones its elements into the page, and the
 * sprite itself is parsed as a document on every page, so fewer elements cost the phone less
 * main-thread work after the first paint (docs/performance.md). The outline drawn is the same:
 * the sprite's icons are strokes only (`fill="none"`), and each shape becomes its own subpath.
 */

type Attributes = Record<string, string | number>;

const num = (value: string | number | undefined) => Number(value ?? 0);
/** Numbers as short as SVG reads them back exactly. */
const fmt = (value: number) => String(Number(value.toFixed(4)));
const points = (list: string | number) =>
  String(list)
    .trim()
    .split(/[\s,]+/)
    .map(Number);

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  // Two half arcs from the left edge: a closed outline with no join to draw.
  return `M${fmt(cx - rx)} ${fmt(cy)}a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(2 * rx)} 0a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(-2 * rx)} 0z`;
}

function rect(a: Attributes): string {
  const x = num(a.x);
  const y = num(a.y);
  const width = num(a.width);
  const height = num(a.height);
  // SVG: a missing rx or ry takes the other's value; each at most half the side.
  const rx = Math.min(num(a.rx ?? a.ry), width / 2);
  const ry = Math.min(num(a.ry ?? a.rx), height / 2);
  if (rx === 0 || ry === 0)
    return `M${fmt(x)} ${fmt(y)}h${fmt(width)}v${fmt(height)}h${fmt(-width)}z`;
  const arc = (dx: number, dy: number) => `a${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(dx)} ${fmt(dy)}`;
  return (
    `M${fmt(x + rx)} ${fmt(y)}h${fmt(width - 2 * rx)}${arc(rx, ry)}v${fmt(height - 2 * ry)}` +
    `${arc(-rx, ry)}h${fmt(-(width - 2 * rx))}${arc(-rx, -ry)}v${fmt(-(height - 2 * ry))}${arc(rx, -ry)}z`
  );
}

const number = "[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[-+]?\\d+)?";
const relativeStart = new RegExp(`^\\s*m\\s*(${number})[\\s,]*(${number})[\\s,]*`, "i");

/**
 * A path's first moveto is absolute even when written `m` (lucide's chevrons are); after another
 * shape it would not be, so it is written `M`, and the pairs after it stay relative lines, as
 * `m` made them.
 */
function absoluteStart(d: string): string {
  if (/^\s*M/.test(d)) return d;
  const start = relativeStart.exec(d);
  if (!start) return d;
  const rest = d.slice(start[0].length);
  return `M${start[1]} ${start[2]}${/^[-+.\d]/.test(rest) ? "l" : ""}${rest}`;
}

/** Each shape's own geometry attributes: a shape with any other (a fill) keeps its element. */
const geometry: Record<string, readonly string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
};

/** The shape as path data, or null when it has to stay an element of its own. */
export function shapeAsPath(tag: string, a: Attributes): string | null {
  const own = geometry[tag];
  if (!own || Object.keys(a).some((key) => !own.includes(key))) return null;
  switch (tag) {
    case "path":
      return absoluteStart(String(a.d));
    case "circle":
      return ellipse(num(a.cx), num(a.cy), num(a.r), num(a.r));
    case "ellipse":
      return ellipse(num(a.cx), num(a.cy), num(a.rx), num(a.ry));
    case "rect":
      return rect(a);
    case "line":
      return `M${fmt(num(a.x1))} ${fmt(num(a.y1))}L${fmt(num(a.x2))} ${fmt(num(a.y2))}`;
    default: {
      const [x0 = 0, y0 = 0, ...rest] = points(a.points!);
      const d = `M${fmt(x0)} ${fmt(y0)}L${rest.map(fmt).join(" ")}`;
      return tag === "polygon" ? `${d}z` : d;
    }
  }
}

/**
 * An icon's shapes as few elements as draw the same: one path of every shape that converts,
 * then the shapes that keep their own attributes, as they were.
 */
export function mergedShapes(
  shapes: [tag: string, attributes: Attributes][],
): [string, Attributes][] {
  const data: string[] = [];
  const kept: [string, Attributes][] = [];
  for (const [tag, attributes] of shapes) {
    const d = shapeAsPath(tag, attributes);
    if (d === null) kept.push([tag, attributes]);
    else data.push(d);
  }
  return data.length > 0 ? [["path", { d: data.join("") }], ...kept] : kept;
}
