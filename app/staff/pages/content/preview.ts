import { data } from "react-router";
import { html } from "~/base/html";
import { plainPage, plainPageResponse } from "~/lib/pages/plain-page";
import { isHttps, requirePermission } from "~/staff/access/checks.server";
import { editorOf, isPreviewablePage } from "~/staff/editor/page-data.server";
import { outlineChanges } from "~/staff/editor/preview-marks";
import { previewSecurityPolicy } from "~/staff/editor/preview-policy";
import { admin as copy } from "~/staff/words";
import type { Route } from "./+types/preview";

/** A short page in place of the preview (in the editor's frame). */
function message(text: string, status: number) {
  const words = copy.contentEditor.preview;
  return plainPageResponse(
    plainPage({ title: words.heading, body: html`<p>${text}</p>`, locale: "en" }),
    { status, frameable: true },
  );
}

/**
 * GET /admin/content/:topic/preview?path=/hi/pricing: a public page of the site rendered with the
 * staff member's draft of the topic, for the editor's frame at phone and desktop width (or a tab
 * of its own). Staff only (content.edit); like every /admin answer it is never stored
 * (Cache-Control: no-store) or indexed (X-Robots-Tag, and the page's own robots tag says so too).
 * It shows a draft's words, so it is treated as untrusted: its policy sandboxes it (an opaque
 * origin: no cookies, no script, no forms, nothing of /admin), runs no script at all (the page
 * is shown as rendered) and lets only this site's pages frame it; the editor's <iframe> carries
 * the same `sandbox` (preview-panel.tsx). What the draft changes is outlined, the first change
 * named `#first-change`; the floating buttons and dialogs are hidden (preview-marks.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const path = new URL(request.url).searchParams.get("path") ?? "";
  if (!isPreviewablePage(path)) return message(copy.contentEditor.preview.notFound, 404);
  const result = await editorOf(context).preview(
    params.topic,
    { id: staff.staffId, email: staff.email },
    path,
  );
  if ("error" in result) {
    if (/errors/.test(result.error)) return message(copy.contentEditor.preview.errors, 409);
    throw data(copy.contentEditor.preview.notFound, { status: 404 });
  }
  const page = outlineChanges(result.html).replace(
    /<meta name="robots" content="[^"]*"\/>/,
    '<meta name="robots" content="noindex, nofollow"/>',
  );
  // X-Robots-Tag and Cache-Control: no-store come with every /admin answer (steps/headers.ts).
  return new Response(page, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": previewSecurityPolicy(
        isHttps(request),
        new URL(request.url).origin,
      ),
    },
  });
}
