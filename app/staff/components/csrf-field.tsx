import { useRouteLoaderData } from "react-router";

/** The session's CSRF token, sent back with every staff form (the layout loader provides it). */
export function CsrfField() {
  const data = useRouteLoaderData("admin") as { csrf?: string } | undefined;
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}
