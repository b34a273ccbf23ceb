import { requirePermission } from "~/staff/access/checks.server";
import { editorOf } from "~/staff/editor/page-data.server";
import type { Route } from "./+types/preview-pages";

/**
 * GET /admin/content/:topic/preview-pages: the pages (either language's path) that show
 * something the staff member's draft of the topic changes, as JSON, for the preview to open on
 * the first of them (preview-panel.tsx). Staff only (content.edit).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const showing = await editorOf(context).pagesShowingDraft(params.topic, {
    id: staff.staffId,
    email: staff.email,
  });
  return Response.json({ showing });
}
