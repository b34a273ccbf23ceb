import { isRouteErrorResponse } from "react-router";
import { ANSWERED_ISSUES, parseBoundedJson, parseCheckedPaths } from "~/content/engine/bounds";
import { requirePermissionPost } from "~/staff/access/checks.server";
import { editorOf, fieldIssues, formatClock } from "~/staff/editor/page-data.server";
import type { Route } from "./+types/draft";

/**
 * POST /admin/content/:topic/draft: the words editor saves the staff member's draft as they type
 * (app/staff/editor/form/use-autosave.ts), with its form data (multipart: the document as
 * JSON, the revision it was started from, the Hindi checked and kept). Answers JSON: the check
 * of the draft at each field, or why it was not saved (the page keeps the form either way).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  let signedIn: Awaited<ReturnType<typeof requirePermissionPost>>;
  try {
    signedIn = await requirePermissionPost(request, context, "content.edit");
  } catch (refusal) {
    // A redirect to sign-in, a 403 of the role, an expired form: said in JSON, not as a page.
    if (refusal instanceof Response && refusal.status >= 300 && refusal.status < 400)
      return Response.json({ ok: false, reason: "signedOut" }, { status: 401 });
    const status = isRouteErrorResponse(refusal)
      ? refusal.status
      : ((refusal as { init?: { status?: number } })?.init?.status ?? 500);
    const expired = typeof (refusal as { data?: unknown })?.data === "string";
    return Response.json(
      { ok: false, reason: status === 403 ? (expired ? "expired" : "refused") : "invalid" },
      { status },
    );
  }
  const { staff, form } = signedIn;
  const editor = editorOf(context);
  const who = { id: staff.staffId, email: staff.email };
  // Saved as often as a person types, never as fast as a script posts (app/content/engine/bounds.ts).
  if (!editor.admitSave(who))
    return Response.json(
      { ok: false, reason: "tooFast" },
      { status: 429, headers: { "Retry-After": "1" } },
    );
  // Measured before anything walks it: an over-bound draft costs one pass, not the checks'.
  const document = parseBoundedJson(String(form.get("document") ?? ""));
  const paths = parseCheckedPaths(String(form.get("hindiChecked") ?? "[]"));
  if (!document.ok || paths === null) {
    const shape = !document.ok && document.reason === "shape" ? document : null;
    return shape
      ? Response.json({ ok: false, reason: "tooComplex", message: shape.message }, { status: 413 })
      : Response.json({ ok: false, reason: "invalid" }, { status: 400 });
  }
  const basedOn = Number(form.get("basedOn"));
  const result = await editor.saveDraft(
    params.topic,
    who,
    document.value,
    Number.isInteger(basedOn) && basedOn >= 0 ? basedOn : undefined,
    paths,
  );
  if (!result.ok && result.tooComplex)
    return Response.json(
      { ok: false, reason: "tooComplex", message: result.error },
      { status: 413 },
    );
  if (!result.ok) return Response.json({ ok: false, reason: "invalid" }, { status: 400 });
  const now = Date.now();
  return Response.json({
    ok: true,
    // The first findings only: the answer's size does not grow with a pasted mess.
    issues: fieldIssues(result.issues.slice(0, ANSWERED_ISSUES)),
    outdated: result.outdated.map((mark) => mark.path),
    savedAt: now,
    saved: formatClock(now),
  });
}
