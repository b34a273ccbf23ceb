/**
 * The save state at the foot of the screen, always in sight as the person types: "Saved",
 * "Saving…", "Not saved yet", or "Not saved" with why and "Try again"; and the ways on to the
 * preview and to publishing.
 */
import CheckCircle2 from "lucide-react/icons/circle-check";
import CircleDot from "lucide-react/icons/circle-dot";
import XCircle from "lucide-react/icons/circle-x";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useCallback } from "react";
import { fill } from "~/base/template";
import { type EditorState, type SaveState, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { useEditorContext } from "./editor-context";

const words = admin.contentEditor.save;

function stateText(save: SaveState): string {
  switch (save.kind) {
    case "saved":
      // "Saved" only once something was: a page opened with no draft has nothing saved yet.
      return save.at ? fill(words.saved, { time: save.at }) : words.unchanged;
    case "saving":
      return words.saving;
    case "pending":
      return words.pending;
    case "failed":
      return words.failed;
  }
}

export function SaveBar({ retry }: { retry: () => void }) {
  const { store } = useEditorContext();
  const save = useEditorState(
    store,
    useCallback((s: EditorState) => s.save, []),
  );
  const Icon =
    save.kind === "saved" && save.at
      ? CheckCircle2
      : save.kind === "saving"
        ? LoaderCircle
        : save.kind === "failed"
          ? XCircle
          : CircleDot;
  return (
    <div
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-card/95 px-4 py-2.5 shadow-lift backdrop-blur sm:mx-0 sm:rounded-card sm:border"
      data-testid="save-bar"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p
          className={`flex items-center gap-2 text-sm font-semibold whitespace-nowrap ${
            save.kind === "failed"
              ? "text-error"
              : save.kind === "saved" && save.at
                ? "text-success"
                : "text-muted"
          }`}
          data-testid="save-state"
          data-state={save.kind}
        >
          <Icon size={18} aria-hidden="true" className="shrink-0" />
          <span aria-hidden="true">{stateText(save)}</span>
        </p>
        {save.kind === "failed" ? (
          <button
            type="button"
            onClick={retry}
            className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-brand hover:text-brand"
          >
            {words.retry}
          </button>
        ) : null}
        <div className="ml-auto flex items-center gap-1">
          <a
            href="#preview"
            className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-brand hover:bg-primary-50"
          >
            {words.preview}
          </a>
          <a
            href="#publish"
            className="inline-flex min-h-10 items-center rounded-full bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {words.publish}
          </a>
        </div>
      </div>
      {/* Read out: the state as it settles, and why a save failed. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {save.kind === "saved" && save.at
          ? words.savedNow
          : save.kind === "failed"
            ? words.failed
            : ""}
      </p>
      {save.kind === "failed" ? (
        <p role="alert" className="mt-1 text-sm text-error" data-testid="save-error">
          {words.reasons[save.reason]}
        </p>
      ) : null}
    </div>
  );
}
