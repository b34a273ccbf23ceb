/** A rounded placeholder bar standing for a line of text in the mock-ups. */
export function Bar({
  x,
  y,
  w,
  fill = "#CBD5E1",
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
