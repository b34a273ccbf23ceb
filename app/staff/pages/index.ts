import { redirect } from "react-router";
import { can } from "~/base/staff-roles";
import { requireStaff } from "~/staff/access/checks.server";
import type { Route } from "./+types/index";

/**
 * The first page after sign-in, each person's work: the dashboard for owners and sales (issue
 * 55), the site's words for an editor (issue 53), else the leads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  if (can(staff, "dashboard.read")) return redirect("/admin/dashboard");
  return redirect(staff.role === "editor" ? "/admin/content" : "/admin/leads");
}
