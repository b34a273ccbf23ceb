/** GET /api/blogs — the recent blog posts (leads issue fills the source: content or feed). */
export function loader() {
  return Response.json([]);
}
