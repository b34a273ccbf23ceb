import { redirect } from "react-router";
import { requireStaff } from "~/staff/access/checks.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/admin/leads");
}
