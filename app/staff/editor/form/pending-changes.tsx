/**
 * The Publish box's "What goes live": each field the person's saved draft changes, before and
 * after in each language, and the pages that show it (GET /admin/content/:topic/changes), asked
 * again after every save, so the list is what a publish would do now.
 */
import { useCallback, useEffect, useState } from "react";
import { fill } from "~/base/template";
import { fieldKeys } from "~/staff/editor/document";
import type { Part, Segment } from "~/staff/editor/schema";
import { type EditorState, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { ChangeList, type ChangeRowView } from "./change-list";
import { useEditorContext } from "./editor-context";

const words = admin.contentEditor.publish;

interface Changes {
  rows: ChangeRowView[];
  pageNames: string[];
  paths: [Part, ...Segment[]][];
}

export function PendingChanges({ topic }: { topic: string }) {
  const { store } = useEditorContext();
  const save = useEditorState(
    store,
    useCallback((state: EditorState) => state.save, []),
  );
  // The last saved draft: a new object at every save.
  const saved = useEditorState(
    store,
    useCallback((state: EditorState) => state.saved, []),
  );
  const nothingSaved = save.kind === "saved" && save.at === null;
  const [changes, setChanges] = useState<Changes | null>(null);

  useEffect(() => {
    // Asked when a page with a draft opens, and after each save.
    if (nothingSaved || !saved) return;
    const controller = new AbortController();
    fetch(`/admin/content/${encodeURIComponent(topic)}/changes`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Changes>) : null))
      .then((next) => {
        if (!next) return;
        setChanges(next);
        // The form marks each changed field (by the document it has now: an item's position).
        const document = store.get().document;
        store.setChanged(
          new Set(next.paths.flatMap(([part, ...path]) => fieldKeys(document, part, path))),
        );
      })
      .catch(() => {});
    return () => controller.abort();
  }, [topic, store, saved, nothingSaved]);

  return (
    <div className="mt-3" data-testid="pending-changes">
      <h3 className="font-semibold">{words.changesHeading}</h3>
      {nothingSaved && !changes ? (
        <p className="mt-1 text-sm text-muted">{words.noChanges}</p>
      ) : changes === null ? (
        <p className="mt-1 text-sm text-muted">{words.changesLoading}</p>
      ) : changes.rows.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{words.noChanges}</p>
      ) : (
        <>
          <p className="mt-1 text-sm" data-testid="pending-pages">
            {changes.pageNames.length > 0
              ? fill(words.reaches, { pages: changes.pageNames.join(", ") })
              : words.reachesUnknown}
          </p>
          <ChangeList rows={changes.rows} label={words.changesCaption} />
        </>
      )}
    </div>
  );
}
