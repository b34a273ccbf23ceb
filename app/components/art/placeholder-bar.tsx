/** A rounded placeholder bar standing for a line of text in the mock-ups. */
export function Bar({
  x,
  y,
  w,
  fill = "var(--mk-bar)",
  h = 6,
}: {
  x: number;
  y: number;
  w: number;
  fill?: string;
  h?: number;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />;
}
