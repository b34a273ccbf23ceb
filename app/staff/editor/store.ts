/**
 * The words editor's form state in the browser: the document as the person edits it, the Hindi
 * they checked and kept, the last saved document with the service's check of it, and the save
 * state. A small external store (React's useSyncExternalStore): each field reads its own value,
 * so a keystroke re-renders the field typed in, not the whole form of a big topic.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { EditorDocument } from "./document";
import type { Part, Segment } from "./schema";

/** A finding of the service's publish check at a field (app/content/engine/checks.ts). */
export interface ServerIssue {
  part: Part;
  path: Segment[];
  rule: string;
  severity: "error" | "warning";
  message: string;
}

export type SaveState =
  | { kind: "saved"; at: string | null }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "failed"; reason: SaveFailure };

export type SaveFailure =
  | "tooLarge"
  | "tooComplex"
  | "tooFast"
  | "signedOut"
  | "expired"
  | "refused"
  | "offline"
  | "invalid";

export interface EditorState {
  document: EditorDocument;
  /** Hindi fields checked and kept though their English changed ("hi.faqs.x.answer"). */
  checked: readonly string[];
  /** What the last successful save sent (or the page loaded): the check below is of it. */
  saved: { document: EditorDocument; checked: readonly string[] };
  /** The service's findings on the saved document, by field ("en.faqs.x.answer"). */
  issues: ReadonlyMap<string, readonly ServerIssue[]>;
  allIssues: readonly ServerIssue[];
  /** Hindi fields marked out of date ("hi.faqs.x.answer"). */
  outdated: ReadonlySet<string>;
  save: SaveState;
  /**
   * Fields the saved draft changes from the live words ("facts.x.0.price", "hi.faqs.x.answer";
   * a list item by its id and by its position), marked in the form.
   */
  changed: ReadonlySet<string>;
  /** Counts every change: a save that started before the latest change is followed by another. */
  version: number;
}

const byField = (issues: readonly ServerIssue[]) => {
  const map = new Map<string, ServerIssue[]>();
  for (const issue of issues) {
    const key = [issue.part, ...issue.path].join(".");
    map.set(key, [...(map.get(key) ?? []), issue]);
  }
  return map;
};

export interface EditorStore {
  get(): EditorState;
  subscribe(listener: () => void): () => void;
  /** The person changed the document (a field, a list, an item). */
  edit(change: (document: EditorDocument) => EditorDocument): void;
  /** The person checked a Hindi field and keeps it as it is. */
  keepHindi(key: string): void;
  /** A save went out with `sent`; its answer is `result`. */
  saved(
    sent: { document: EditorDocument; checked: readonly string[] },
    result: { issues: ServerIssue[]; outdated: string[]; saved: string },
  ): void;
  /** The service's check of `sent`, which a refused publish saved as the draft. */
  checked(
    sent: { document: EditorDocument; checked: readonly string[] },
    issues: ServerIssue[],
  ): void;
  setSave(save: SaveState): void;
  /** What the saved draft changes, as the service last said (GET …/changes). */
  setChanged(changed: ReadonlySet<string>): void;
}

export function createEditorStore(initial: {
  document: EditorDocument;
  checked: readonly string[];
  issues: ServerIssue[];
  outdated: readonly string[];
  saved: string | null;
}): EditorStore {
  let state: EditorState = {
    document: initial.document,
    checked: initial.checked,
    saved: { document: initial.document, checked: initial.checked },
    issues: byField(initial.issues),
    allIssues: initial.issues,
    outdated: new Set(initial.outdated),
    save: { kind: "saved", at: initial.saved },
    changed: new Set(),
    version: 0,
  };
  const listeners = new Set<() => void>();
  const set = (next: EditorState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit(change) {
      const document = change(state.document);
      if (document === state.document) return;
      set({
        ...state,
        document,
        version: state.version + 1,
        save: state.save.kind === "saving" ? state.save : { kind: "pending" },
      });
    },
    keepHindi(key) {
      if (state.checked.includes(key)) return;
      const outdated = new Set(state.outdated);
      outdated.delete(key);
      set({
        ...state,
        checked: [...state.checked, key],
        outdated,
        version: state.version + 1,
        save: state.save.kind === "saving" ? state.save : { kind: "pending" },
      });
    },
    saved(sent, result) {
      set({
        ...state,
        saved: sent,
        issues: byField(result.issues),
        allIssues: result.issues,
        outdated: new Set(result.outdated.filter((key) => !state.checked.includes(key))),
        save:
          sent.document === state.document && sent.checked === state.checked
            ? { kind: "saved", at: result.saved }
            : { kind: "pending" },
      });
    },
    checked(sent, issues) {
      set({ ...state, saved: sent, issues: byField(issues), allIssues: issues });
    },
    setSave(save) {
      set({ ...state, save });
    },
    setChanged(changed) {
      set({ ...state, changed });
    },
  };
}

/** A value of the editor's state; the component re-renders only when it changes. */
export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  const get = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, get, get);
}
