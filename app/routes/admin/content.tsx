import { admin as copy } from "~/content/admin";
import { requirePermission } from "~/lib/inbox/admin.server";
import type { Route } from "./+types/content";
import { AdminPageTitle, AdminSection, adminMeta } from "./admin-page";
import { RoleAbilities } from "./staff-parts";

/**
 * /admin/content: the site's words. The words editor (issue "the words editor") builds here;
 * the page already refuses roles without "content.edit" (sales), so the boundary is in place.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  return { role: staff.role };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.contentPage.title);

export default function ContentWords({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageTitle title={copy.contentPage.title} intro={copy.contentPage.intro} />
      <AdminSection id="content-role" title={copy.roles[loaderData.role].label}>
        <RoleAbilities role={loaderData.role} className="mt-2" />
      </AdminSection>
    </>
  );
}
