import ArrowLeft from "lucide-react/icons/arrow-left";
import History from "lucide-react/icons/clock";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { data, Link, redirect, useRouteLoaderData, useSubmit } from "react-router";
import { decide } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { launchCheckLists } from "~/content/engine/launch-check.server";
import {
  recordAudit,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import type { EditorDocument } from "~/staff/editor/document";
import {
  conflictData,
  editorOf,
  fieldIssues,
  parseBoundedJson,
  parseCheckedPaths,
  rollbackAudit,
  topicPageData,
} from "~/staff/editor/page-data.server";
import { keyedMaps, type Part, type Path, sectionOf, sectionsOf } from "~/staff/editor/schema";
import { createEditorStore, type EditorState, useEditorState } from "~/staff/editor/store";
import { mayConfirm, recordRefusedConfirm } from "~/staff/launch/launch-data.server";
import { admin as copy } from "~/staff/words";
import { adminMeta, ErrorNotice, Notice } from "../../components/admin-page";
import { ConfirmUndo } from "../../editor/form/confirm-undo";
import {
  EditorContext,
  type EditorContextValue,
  fieldId,
  OpenSectionsContext,
} from "../../editor/form/editor-context";
import { LaunchList } from "../../editor/form/launch";
import { NotShownList } from "../../editor/form/not-shown";
import { PreviewPanel } from "../../editor/form/preview-panel";
import {
  ConflictPanel,
  DiscardPanel,
  NOTE_MAX,
  PublishPanel,
} from "../../editor/form/publish-panel";
import { SaveBar } from "../../editor/form/save-bar";
import { Sections } from "../../editor/form/sections";
import { ErrorSummary, findingsOf, WarningSummary } from "../../editor/form/summary";
import { useAutosave } from "../../editor/form/use-autosave";
import type { Route } from "./+types/topic";

const words = copy.contentEditor;

/**
 * /admin/content/:topic: a topic's words and facts as a form built from its schema, English and
 * Hindi side by side; the draft saved as the person types (./draft.ts); the checks at each field;
 * the launch-check items beside it; a preview of the real pages (./preview.ts); publishing with a
 * note, and undoing it; when someone else published meanwhile, the fields both changed, to choose.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const topic = await editorOf(context).topic(params.topic, {
    id: staff.staffId,
    email: staff.email,
  });
  if (!topic) throw data(words.topic.notFound, { status: 404 });
  const search = new URL(request.url).searchParams;
  const page = topicPageData(topic);
  const confirmed = search.get("confirmed");
  return {
    ...page,
    can: decide(staff, "content.publish"),
    isOwner: staff.role === "owner",
    /** Moving or dropping words no longer shown: owners (the staff.manage permission). */
    canResolve: decide(staff, "staff.manage") === "allowed",
    /** Set by an action that starts the form again (a publish, a throw-away, a rebase, an undo). */
    reset: search.get("v") ?? "",
    published: Number(search.get("published")) || null,
    notice: search.has("published")
      ? words.topic.notices.published
      : search.has("undone")
        ? words.topic.notices.undone
        : search.has("discarded")
          ? words.topic.notices.discarded
          : search.has("rebased")
            ? words.topic.notices.rebased
            : search.has("nothing")
              ? words.topic.notices.nothing
              : search.has("moved")
                ? words.topic.notShown.moved
                : search.has("dropped")
                  ? words.topic.notShown.dropped
                  : confirmed
                    ? fill(words.topic.notices.confirmed, {
                        what: page.launch.find((item) => item.id === confirmed)?.what ?? confirmed,
                      })
                    : null,
  };
}

/** The intents that publish (or undo, or confirm) need content.publish; the others content.edit. */
const publishing = new Set(["publish", "confirm", "undo"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  const { staff, form, admin } = await requirePermissionPost(
    request,
    context,
    intent === "resolve"
      ? "staff.manage"
      : publishing.has(intent)
        ? "content.publish"
        : "content.edit",
  );
  const editor = editorOf(context);
  const name = params.topic;
  const who = { id: staff.staffId, email: staff.email };
  const here = `/admin/content/${encodeURIComponent(name)}`;
  const again = () => `v=${Date.now()}`;
  const subject = `content:${name}`;

  if (intent === "publish") {
    const note = String(form.get("note") ?? "").trim();
    if (!note) return data({ publishError: words.publish.noteMissing }, { status: 400 });
    if (note.length > NOTE_MAX)
      return data(
        { publishError: fill(words.publish.noteTooLong, { max: NOTE_MAX }) },
        { status: 400 },
      );
    // Checked as often as a draft's save may be (app/content/engine/bounds.ts draftSaveRate).
    if (!editor.admitSave(who))
      return data({ publishError: words.save.reasons.tooFast }, { status: 429 });
    // Measured before anything walks it (app/content/engine/bounds.ts), as a draft's save is.
    const parsed = parseBoundedJson(String(form.get("document") ?? ""));
    const checked = parseCheckedPaths(String(form.get("hindiChecked") ?? "[]"));
    if (!parsed.ok && parsed.reason === "shape")
      return data({ publishError: words.save.reasons.tooComplex }, { status: 413 });
    if (!parsed.ok || checked === null)
      return data({ publishError: words.save.reasons.invalid }, { status: 400 });
    const document = parsed.value as EditorDocument;
    const basedOn = Number(form.get("basedOn"));
    // What the form holds is the draft that is published.
    const saved = await editor.saveDraft(
      name,
      who,
      document,
      Number.isInteger(basedOn) && basedOn >= 0 ? basedOn : undefined,
      checked,
    );
    if (!saved.ok) return data({ publishError: words.save.reasons.invalid }, { status: 400 });
    const result = await editor.publish(name, who, note);
    if (result.ok) {
      await recordAudit(context, staff, {
        kind: "content.publish",
        subject,
        details: { revision: result.revision, note },
      });
      return redirect(`${here}?published=${result.revision}&${again()}`, 303);
    }
    switch (result.reason) {
      case "conflict": {
        const topic = await editor.topic(name, who);
        if (!topic) throw data(words.topic.notFound, { status: 404 });
        return data(
          { conflict: conflictData(topicPageData(topic).schemas, document, result.conflict) },
          { status: 409 },
        );
      }
      case "invalid":
        return data({ invalid: fieldIssues(result.issues) }, { status: 400 });
      case "nothing":
        return redirect(`${here}?nothing=1&${again()}`, 303);
      case "stale":
        return data({ publishError: words.publish.stale }, { status: 409 });
      case "no-draft":
        return data({ publishError: words.publish.noDraft }, { status: 400 });
      default:
        throw data(words.topic.notFound, { status: 404 });
    }
  }
  if (intent === "resolve") {
    const path = String(form.get("path") ?? "");
    const moveTo = form.get("how") === "move" ? String(form.get("moveTo") ?? "").trim() : "";
    if (form.get("how") === "move" && !moveTo)
      return data({ resolveError: words.topic.notShown.moveLabel }, { status: 400 });
    const result = await editor.resolve({
      topic: name,
      path,
      moveTo: moveTo || undefined,
      author: staff.email,
    });
    if (!result.ok) return data({ resolveError: result.message }, { status: 409 });
    await recordAudit(context, staff, {
      kind: "content.publish",
      subject,
      details: {
        revision: result.revision,
        resolved: path,
        ...(moveTo ? { movedTo: moveTo } : { dropped: true }),
      },
    });
    return redirect(`${here}?${moveTo ? "moved" : "dropped"}=1&${again()}`, 303);
  }
  if (intent === "discard") {
    await editor.discardDraft(name, who);
    return redirect(`${here}?discarded=1&${again()}`, 303);
  }
  if (intent === "rebase") {
    const keepMine = [...form.entries()]
      .filter(([key, value]) => key.startsWith("choice-") && String(value).startsWith("mine:"))
      .map(([, value]) => String(value).slice("mine:".length));
    const result = await editor.rebaseDraft(name, who, keepMine);
    if (!result.ok) return data({ publishError: words.publish.noDraft }, { status: 400 });
    return redirect(`${here}?rebased=1&${again()}`, 303);
  }
  if (intent === "confirm") {
    const item = String(form.get("item") ?? "");
    const listed = launchCheckLists()
      .flatMap(({ items }) => items)
      .find((entry) => entry.id === item);
    // Legal and money items: owners only (/admin/launch refuses them the same way).
    if (listed && !mayConfirm(staff, listed)) {
      await recordRefusedConfirm(admin, context.clientIp, staff, here, item);
      throw data(copy.launchPage.refused, { status: 403 });
    }
    const result = await editor.confirm(
      [item],
      staff.email,
      listed ? fill(copy.launchPage.notes.confirmed, { what: listed.what }) : undefined,
    );
    if (!result.ok) throw data(words.topic.notFound, { status: 404 });
    await recordAudit(context, staff, {
      kind: "content.confirm",
      subject,
      details: { item, revision: result.revision },
    });
    return redirect(`${here}?confirmed=${encodeURIComponent(item)}`, 303);
  }
  if (intent === "undo") {
    const revision = Number(form.get("revision"));
    const result = await editor.rollback(revision, staff.email);
    if (!result.ok)
      return data(
        { undoError: fill(words.history.cannotUndo, { reason: result.message }) },
        { status: 409 },
      );
    // The topics the undone revision changed, as stored: not the topic this page is about.
    await recordAudit(context, staff, rollbackAudit(result, revision));
    return redirect(`${here}?undone=${revision}&${again()}`, 303);
  }
  throw data(copy.errors.methodNotAllowed, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? data.title : words.overview.title);

type LoaderData = Route.ComponentProps["loaderData"];

function makeStore(page: LoaderData) {
  return createEditorStore({
    document: page.document,
    checked: page.hindiChecked,
    issues: page.issues,
    outdated: page.outdated,
    saved: page.draft?.clock ?? null,
  });
}

/** The element that shows a field, or the nearest one around it. */
function fieldElement(
  part: Part | "words",
  path: Path,
  maps: ReturnType<typeof keyedMaps>,
): HTMLElement | null {
  for (let n = path.length; n >= 0; n--) {
    const at = path.slice(0, n);
    const ids =
      part === "facts" ? [fieldId("facts", at)] : [fieldId(part, at), fieldId("words", at)];
    if (part !== "facts")
      for (const map of maps) {
        const inside =
          at.length > map.path.length && map.path.every((segment, i) => segment === at[i]);
        if (inside) ids.push(fieldId("facts", [...map.list, at[map.path.length] as string]));
      }
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) return element;
    }
  }
  return null;
}

export default function ContentTopic({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const csrf = (useRouteLoaderData("admin") as { csrf?: string } | undefined)?.csrf ?? "";
  const submit = useSubmit();

  // The form starts again from the page's data after a publish, a throw-away, a rebase or an
  // undo (and when the draft's start changes); other reloads (a confirmation) keep it as it is.
  const [holder, setHolder] = useState(() => ({
    store: makeStore(page),
    reset: page.reset,
    basedOn: page.basedOn,
  }));
  const [note, setNote] = useState("");
  const [publishError, setPublishError] = useState<string | null>(null);
  if ((page.reset && page.reset !== holder.reset) || page.basedOn !== holder.basedOn) {
    setHolder({ store: makeStore(page), reset: page.reset || holder.reset, basedOn: page.basedOn });
    setNote("");
    setPublishError(null);
  }
  const store = holder.store;

  const schemas = page.schemas;
  const maps = useMemo(() => keyedMaps(schemas.words), [schemas]);
  const sections = useMemo(() => sectionsOf(schemas, page.layout), [schemas, page.layout]);
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(
    () => new Set(sections.length <= 3 ? sections.map((section) => section.id) : []),
  );
  const setSectionOpen = useCallback((id: string, open: boolean) => {
    setOpenSections((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const [removed, setRemoved] = useState<{ name: string; document: EditorDocument } | null>(null);

  const goToField = useCallback(
    (part: Part | "words", path: Path) => {
      const section = sectionOf(sections, maps, part === "words" ? "en" : part, path);
      if (section) setSectionOpen(section, true);
      let tries = 0;
      const look = () => {
        const element = fieldElement(part, path, maps);
        if (!element && tries++ < 20) {
          requestAnimationFrame(look);
          return;
        }
        if (!element) return;
        const target = element.matches("input, textarea, select, button")
          ? element
          : element.querySelector<HTMLElement>("input, textarea, select");
        element.scrollIntoView({ block: "center" });
        if (target) target.focus({ preventScroll: true });
        else {
          element.tabIndex = -1;
          element.focus({ preventScroll: true });
        }
      };
      requestAnimationFrame(look);
    },
    [sections, maps, setSectionOpen],
  );

  // Opened at a field (/admin/launch's "Go to the field": ?field=part.path): its section opens
  // and the field takes the focus.
  useEffect(() => {
    const field = new URL(window.location.href).searchParams.get("field");
    if (!field) return;
    const [part, ...path] = field.split(".");
    if (part === "facts" || part === "words" || part === "en" || part === "hi")
      goToField(part as Part | "words", path);
  }, [goToField]);

  const autosave = useAutosave(store, {
    topic: page.name,
    basedOn: page.basedOn,
    csrf,
    initial: page.document,
  });

  // What blocks publishing, and the Hindi to check: as the person types (a step behind).
  const document = useDeferredValue(useEditorState(store, selectDocument));
  const saved = useEditorState(store, selectSaved);
  const issues = useEditorState(store, selectIssues);
  const outdated = useEditorState(store, selectOutdated);
  const findings = useMemo(
    () => findingsOf({ schemas, maps, sections, document, saved, issues, outdated }),
    [schemas, maps, sections, document, saved, issues, outdated],
  );
  const sectionProblems = useMemo(() => {
    const counts = new Map<string, number>();
    for (const finding of findings.errors)
      if (finding.section) counts.set(finding.section, (counts.get(finding.section) ?? 0) + 1);
    return counts;
  }, [findings]);

  const summary = useRef<HTMLElement>(null);
  const sent = useRef<{ document: EditorDocument; checked: readonly string[] } | null>(null);

  // A refused publish: its findings at their fields, and the summary in focus.
  useEffect(() => {
    if (!actionData) return;
    if ("invalid" in actionData && sent.current) {
      store.checked(sent.current, actionData.invalid);
      setPublishError(
        fill(words.publish.invalid[actionData.invalid.length === 1 ? "one" : "other"], {
          count: actionData.invalid.length,
        }),
      );
      requestAnimationFrame(() => summary.current?.focus());
    } else if ("publishError" in actionData) setPublishError(actionData.publishError);
    else if ("conflict" in actionData)
      requestAnimationFrame(() => window.document.getElementById("conflict")?.focus());
  }, [actionData, store]);

  const publish = async () => {
    setPublishError(null);
    if (!note.trim()) {
      setPublishError(words.publish.noteMissing);
      return;
    }
    await autosave.flush();
    const state = store.get();
    const blocking = findingsOf({
      schemas,
      maps,
      sections,
      document: state.document,
      saved: state.saved.document,
      issues: state.allIssues,
      outdated: state.outdated,
    }).errors;
    if (blocking.length > 0) {
      setPublishError(words.publish.blocked);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    sent.current = { document: state.document, checked: state.checked };
    const body = new FormData();
    body.set("csrf", csrf);
    body.set("intent", "publish");
    body.set("note", note.trim());
    body.set("document", JSON.stringify(state.document));
    body.set("basedOn", String(page.basedOn));
    body.set("hindiChecked", JSON.stringify(state.checked));
    await submit(body, { method: "post", encType: "multipart/form-data" });
  };

  const context: EditorContextValue = useMemo(
    () => ({
      topic: page.name,
      store,
      schemas,
      maps,
      sections,
      goToField,
      setSectionOpen,
      setRemoved,
    }),
    [page.name, store, schemas, maps, sections, goToField, setSectionOpen],
  );

  const conflict = actionData && "conflict" in actionData ? actionData.conflict : null;
  const undoError = actionData && "undoError" in actionData ? actionData.undoError : null;

  return (
    <EditorContext.Provider value={context}>
      <OpenSectionsContext.Provider value={openSections}>
        <Link
          to="/admin/content"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {words.topic.back}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{page.title}</h1>
            <p className="mt-1 text-muted">{page.description}</p>
          </div>
          <Link to={`/admin/content/${page.name}/history`} className={buttonClass("outline", "sm")}>
            <History size={16} aria-hidden="true" />
            {words.topic.historyLink}
          </Link>
        </div>

        {page.notice ? (
          <div data-testid="topic-notice">
            <Notice>{page.notice}</Notice>
            {page.published && page.can === "allowed" ? (
              <div className="mt-2">
                <ConfirmUndo
                  revision={page.published}
                  label={words.topic.undoPublish}
                  explanation={words.history.undoJustPublished}
                />
              </div>
            ) : null}
          </div>
        ) : null}
        {undoError ? <ErrorNotice>{undoError}</ErrorNotice> : null}
        {page.problem ? (
          <ErrorNotice>{fill(words.topic.problem, { reason: page.problem })}</ErrorNotice>
        ) : null}
        <NotShownList
          items={page.notShown}
          canResolve={page.canResolve}
          error={
            actionData && "resolveError" in actionData ? String(actionData.resolveError) : undefined
          }
        />
        {autosave.backup ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center gap-3 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <span className="min-w-0 flex-1">
              {fill(words.save.restoreFound, {
                time: new Date(autosave.backup.at).toLocaleTimeString("en-IN", {
                  hour: "2-digit",
                  minute: "2-digit",
                }),
              })}
            </span>
            <button
              type="button"
              onClick={autosave.restore}
              className={buttonClass("primary", "sm")}
            >
              {words.save.restore}
            </button>
            <button type="button" onClick={autosave.dismiss} className={buttonClass("ghost", "sm")}>
              {words.save.restoreDismiss}
            </button>
          </div>
        ) : null}

        <p className="mt-4 text-sm text-muted" data-testid="draft-state">
          {page.draft
            ? fill(words.topic.draftStarted, { time: page.draft.saved })
            : words.topic.noDraft}
        </p>
        {page.otherDrafts.length > 0 ? (
          <p
            className="mt-2 rounded-card border border-primary-100 bg-primary-50 px-4 py-3 text-sm text-brand"
            data-testid="other-drafts"
          >
            {fill(words.topic.otherDrafts[page.otherDrafts.length === 1 ? "one" : "other"], {
              people: page.otherDrafts
                .map((other) =>
                  fill(words.topic.otherDraft, { email: other.email, time: other.saved }),
                )
                .join(", "),
            })}
          </p>
        ) : null}

        {conflict ? (
          <div className="mt-6">
            <ConflictPanel conflict={conflict} />
          </div>
        ) : null}

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* First on a phone (above the form), beside it on a wide screen. */}
          <aside className="min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto">
            <LaunchList
              // Each topic's list starts open or closed by its own length.
              key={page.name}
              items={page.launch}
              canConfirm={page.can === "allowed"}
              isOwner={page.isOwner}
              beforeConfirm={autosave.flush}
            />
          </aside>
          <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
            <ErrorSummary ref={summary} errors={findings.errors} />
            <WarningSummary warnings={findings.warnings} />
            {removed ? (
              <p className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-card px-4 py-2 text-sm">
                <span>{fill(words.field.removed, { item: removed.name })}</span>
                <button
                  type="button"
                  className="font-semibold text-brand underline underline-offset-2"
                  onClick={() => {
                    const before = removed.document;
                    store.edit(() => before);
                    setRemoved(null);
                  }}
                >
                  {words.field.undoRemove}
                </button>
              </p>
            ) : null}
            <Sections problems={sectionProblems} />
            <PreviewPanel topic={page.name} pages={page.pages} beforeShow={autosave.flush} />
            <PublishPanel
              topic={page.name}
              can={page.can}
              note={note}
              setNote={setNote}
              error={publishError}
              onPublish={publish}
            />
            <DiscardPanel stored={page.draft !== null} />
            <SaveBar retry={() => void autosave.flush()} />
          </div>
        </div>
      </OpenSectionsContext.Provider>
    </EditorContext.Provider>
  );
}

const selectDocument = (s: EditorState) => s.document;
const selectSaved = (s: EditorState) => s.saved.document;
const selectIssues = (s: EditorState) => s.allIssues;
const selectOutdated = (s: EditorState) => s.outdated;
