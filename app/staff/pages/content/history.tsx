import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link, redirect } from "react-router";
import { can } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import {
  recordAudit,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import {
  editorOf,
  historyData,
  historyPage,
  rollbackAudit,
  topicPageData,
} from "~/staff/editor/page-data.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta, ErrorNotice, Notice } from "../../components/admin-page";
import { ChangeList } from "../../editor/form/change-list";
import { ConfirmUndo } from "../../editor/form/confirm-undo";
import { Pill } from "../../editor/form/parts";
import type { Route } from "./+types/history";

const words = copy.contentEditor.history;

/**
 * /admin/content/:topic/history: every revision that changed the topic, newest first, with who,
 * when, the note and what changed field by field (English and Hindi side by side); the newest
 * can be undone in one step (a new revision that brings back the words from before it).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const editor = editorOf(context);
  const topic = await editor.topic(params.topic, { id: staff.staffId, email: staff.email });
  if (!topic) throw data(copy.contentEditor.topic.notFound, { status: 404 });
  const { schemas, name, title } = topicPageData(topic);
  // A page at a time: the revisions before ?before= (an id), one more read to know of older ones.
  const url = new URL(request.url);
  const before = Number(url.searchParams.get("before")) || undefined;
  const page = await editor.history(name, { before, limit: historyPage + 1 });
  const revisions = page.slice(0, historyPage);
  return {
    name,
    title,
    canUndo: can(staff, "content.publish"),
    undone: url.searchParams.has("undone"),
    revisions: historyData(schemas, topic.live.document, revisions, before === undefined),
    older: page.length > historyPage ? (revisions.at(-1)?.id ?? null) : null,
    paged: before !== undefined,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, form } = await requirePermissionPost(request, context, "content.publish");
  if (form.get("intent") !== "undo") throw data(copy.errors.methodNotAllowed, { status: 400 });
  const revision = Number(form.get("revision"));
  const result = await editorOf(context).rollback(revision, staff.email);
  if (!result.ok)
    return data({ error: fill(words.cannotUndo, { reason: result.message }) }, { status: 409 });
  // The topics the undone revision changed, as stored: not the topic in this page's address.
  await recordAudit(context, staff, rollbackAudit(result, revision));
  return redirect(`/admin/content/${encodeURIComponent(params.topic)}/history?undone=1`, 303);
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? fill(words.title, { topic: data.title }) : copy.contentEditor.overview.title);

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { name, title, revisions, canUndo, undone, older, paged } = loaderData;
  return (
    <>
      <Link
        to={`/admin/content/${name}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        {fill(words.back, { topic: title })}
      </Link>
      <div className="mt-3">
        <AdminPageTitle title={fill(words.title, { topic: title })} intro={words.intro} />
      </div>
      {undone ? <Notice>{words.undone}</Notice> : null}
      {actionData?.error ? <ErrorNotice>{actionData.error}</ErrorNotice> : null}
      {revisions.length === 0 ? (
        <p className="mt-6 text-muted">{words.none}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
              data-testid="revision"
              data-revision={revision.id}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-2 font-bold">
                    {fill(words.revision, { id: revision.id })}
                    <Pill tone={revision.kind === "rollback" ? "warning" : "brand"}>
                      {revision.takenBack ? words.takenBack : words.kinds[revision.kind]}
                    </Pill>
                  </h2>
                  <p className="mt-1 text-sm text-muted">
                    {fill(words.byline, { author: revision.author, time: revision.time })}
                    {revision.reverts ? ` · ${fill(words.undoes, { id: revision.reverts })}` : ""}
                  </p>
                  <p className="mt-1 break-words" data-testid="revision-note">
                    {revision.note}
                  </p>
                </div>
                {revision.undoable && canUndo ? (
                  <ConfirmUndo
                    revision={revision.id}
                    label={
                      revision.kind === "rollback" && revision.reverts
                        ? fill(words.redo, { id: revision.reverts })
                        : words.undo
                    }
                    explanation={
                      revision.kind === "rollback" && revision.reverts
                        ? fill(words.redoExplains, { id: revision.reverts })
                        : words.undoExplains
                    }
                  />
                ) : null}
              </div>
              {revision.rows.length > 0 ? (
                <ChangeList
                  rows={revision.rows}
                  label={fill(words.changesCaption, { id: revision.id })}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canUndo && revisions.some((revision) => revision.undoable) ? (
        <p className="mt-4 text-sm text-muted">{words.undoNote}</p>
      ) : null}
      {older !== null || paged ? (
        <nav className="mt-6 flex flex-wrap gap-3" aria-label={fill(words.title, { topic: title })}>
          {paged ? (
            <Link to={`/admin/content/${name}/history`} className={buttonClass("outline", "sm")}>
              {words.newest}
            </Link>
          ) : null}
          {older !== null ? (
            <Link
              to={`/admin/content/${name}/history?before=${older}`}
              className={buttonClass("outline", "sm")}
              data-testid="history-older"
            >
              {words.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
