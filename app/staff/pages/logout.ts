import { redirect } from "react-router";
import { isHttps, recordAudit, requireStaff, requireStaffPost } from "~/staff/access/checks.server";
import type { Route } from "./+types/logout";

/** Sign-out is a POST with the CSRF token; a GET only leads back to the staff pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/admin/leads");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, staff } = await requireStaffPost(request, context);
  const setCookie = await admin.signOut(request.headers.get("Cookie"), isHttps(request));
  await recordAudit(context, staff, { kind: "signout" });
  return redirect("/admin/login?signedOut=1", {
    status: 303,
    headers: { "Set-Cookie": setCookie },
  });
}
