/**
 * What every part of a topic's form reads: the store of its state, the topic's schemas and keyed
 * maps, and the way to a field (its section opened, then the field focused).
 */
import { createContext, useContext } from "react";
import type { FieldProblem } from "~/staff/editor/checks";
import type { EditorDocument } from "~/staff/editor/document";
import type { KeyedMap, Part, Path, Section, TopicSchemas } from "~/staff/editor/schema";
import type { EditorStore } from "~/staff/editor/store";

export interface EditorContextValue {
  topic: string;
  store: EditorStore;
  schemas: TopicSchemas;
  maps: readonly KeyedMap[];
  sections: readonly Section[];
  /** Opens the field's section and moves the focus to it. */
  goToField(part: Part | "words", path: Path): void;
  setSectionOpen(id: string, open: boolean): void;
  /** Keeps the document before an item was removed, to bring it back. */
  setRemoved(removed: { name: string; document: EditorDocument } | null): void;
}

/** What does not change while the form is open (so no field re-renders when a section opens). */
export const EditorContext = createContext<EditorContextValue | null>(null);

/** The sections open now: only the sections read it. */
export const OpenSectionsContext = createContext<ReadonlySet<string>>(new Set());

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("the topic form's parts need its EditorContext");
  return value;
}

/** The DOM id of a field, a list, an item or a group: "f-en.faqs.hosting.answer". */
export const fieldId = (part: Part | "words", path: Path) => `f-${[part, ...path].join(".")}`;

/** The browser's findings at one field, with their keys for React. */
export type Problems = readonly FieldProblem[];
