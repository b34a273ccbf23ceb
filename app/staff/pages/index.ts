import { redirect } from "react-router";
import { requireStaff } from "~/staff/access/checks.server";
import type { Route } from "./+types/index";

/** Where each person's work starts: an editor's is the site's words; the others', the leads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  return redirect(staff.role === "editor" ? "/admin/content" : "/admin/leads");
}
