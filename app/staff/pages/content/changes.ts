import { data } from "react-router";
import { requirePermission } from "~/staff/access/checks.server";
import type { EditorDocument } from "~/staff/editor/document";
import { changeRows, editorOf } from "~/staff/editor/page-data.server";
import type { TopicSchemas } from "~/staff/editor/schema";
import { admin as copy } from "~/staff/words";
import type { Route } from "./+types/changes";

/**
 * GET /admin/content/:topic/changes: what publishing the staff member's draft would change, as
 * JSON: each field with its value now and in the draft, both languages together (as the history
 * shows a publish), and the pages that show any of it (their paths in either language, and their
 * names). The Publish box lists them; the preview opens on the first page. Staff only
 * (content.edit); it reads only the person's own draft.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const changes = await editorOf(context).draftChanges(params.topic, {
    id: staff.staffId,
    email: staff.email,
  });
  if (!changes) throw data(copy.contentEditor.topic.notFound, { status: 404 });
  return Response.json({
    rows: changeRows(
      changes.schemas as TopicSchemas,
      changes.document as EditorDocument,
      changes.changes,
    ),
    // Each changed field's path ("en", "faqs", "x", "answer"), for the form to mark it.
    paths: changes.changes.map((change) => change.path),
    showing: changes.pages.map((page) => page.path),
    // One name per page: its two languages are one page to staff.
    pageNames: [...new Set(changes.pages.map((page) => page.name))],
  });
}
