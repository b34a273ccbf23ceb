import { redirect } from "react-router";
import { can } from "~/base/staff-roles";
import { requireStaff } from "~/staff/access/checks.server";
import type { Route } from "./+types/index";

/** The first page after sign-in: the dashboard for owners and sales (issue 55), else the leads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  return redirect(can(staff, "dashboard.read") ? "/admin/dashboard" : "/admin/leads");
}
