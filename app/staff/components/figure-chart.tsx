/**
 * The dashboard's charts (issue 55), drawn on the server as SVG: no script, readable in both
 * themes (every colour is the text colour of a theme class: currentColor) and on a phone (the
 * drawing scales to the width; labels stay in the table below each chart, which holds the same
 * numbers for screen readers, so the chart itself is one image with a label).
 */

const WIDTH = 640;

const format = (value: number) =>
  value >= 10_000 ? `${Math.round(value / 1000)}k` : String(Math.round(value * 10) / 10);

/** Columns over time: one series, each column a week, the largest value labelled. */
export function ColumnChart({
  label,
  series,
}: {
  label: string;
  series: { name: string; values: number[]; tone: "brand" | "muted" }[];
}) {
  const height = 120;
  const gap = 24;
  const total = series.length * (height + gap);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${total}`}
      role="img"
      aria-label={label}
      className="h-auto w-full text-ink"
      data-testid="chart"
    >
      {series.map((line, index) => {
        const top = index * (height + gap) + 16;
        const max = Math.max(1, ...line.values);
        const step = (WIDTH - 48) / Math.max(1, line.values.length);
        const bar = Math.max(1, step * 0.7);
        return (
          <g key={line.name}>
            <text x={0} y={top - 4} fontSize={13} fill="currentColor" fontWeight={600}>
              {`${line.name} (max ${format(Math.max(0, ...line.values))})`}
            </text>
            <line
              x1={0}
              x2={WIDTH}
              y1={top + height - 16}
              y2={top + height - 16}
              stroke="currentColor"
              strokeOpacity={0.25}
            />
            <g className={line.tone === "brand" ? "text-brand" : "text-muted"}>
              {line.values.map((value, i) => {
                const h = ((height - 24) * value) / max;
                return (
                  <rect
                    key={i}
                    x={i * step}
                    y={top + height - 16 - h}
                    width={bar}
                    height={h}
                    fill="currentColor"
                  />
                );
              })}
            </g>
          </g>
        );
      })}
    </svg>
  );
}

/** Horizontal bars: the first rows of a table by one value, each with its label and number. */
export function BarChart({
  label,
  rows,
}: {
  label: string;
  rows: { label: string; value: number }[];
}) {
  const shown = rows.slice(0, 10);
  const row = 28;
  const max = Math.max(1, ...shown.map((r) => r.value));
  const labelWidth = 220;
  const barSpace = WIDTH - labelWidth - 56;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${Math.max(1, shown.length) * row}`}
      role="img"
      aria-label={label}
      className="h-auto w-full text-ink"
      data-testid="chart"
    >
      {shown.map((r, i) => {
        const y = i * row;
        const w = (barSpace * r.value) / max;
        const text = r.label.length > 30 ? `${r.label.slice(0, 29)}…` : r.label;
        return (
          <g key={r.label}>
            <text x={0} y={y + 19} fontSize={14} fill="currentColor">
              {text}
            </text>
            <rect
              x={labelWidth}
              y={y + 6}
              width={Math.max(r.value > 0 ? 2 : 0, w)}
              height={row - 12}
              className="text-brand"
              fill="currentColor"
            />
            <text
              x={labelWidth + w + 6}
              y={y + 19}
              fontSize={14}
              fill="currentColor"
              fontWeight={600}
            >
              {format(r.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
