/**
 * How the words editor groups a topic's fields for staff: one section per thing a visitor sees
 * ("Phone numbers": each number beside the words shown with it), whichever part of the topic
 * stores each field (its facts, the same in both languages, or its words, one per language).
 * Only presentation: the stored documents, their paths and the checks stay as the schemas say.
 * Each topic declares its own in ./<topic>/editor-sections.ts; the unit test beside the editor
 * (app/staff/editor/editor-sections.test.ts) checks that every field is in exactly one section.
 */

/** One section of a topic's form. */
export interface EditorSectionSpec {
  /** Stable and unique in the topic: the form's anchor (#s-<id>) and the open sections' key. */
  id: string;
  /** What a visitor sees, in the owner's words: "Phone numbers", "Office hours". */
  title: string;
  /** One plain line under the title: where the visitor sees it. */
  help: string;
  /**
   * The fields it shows, in order, as dotted paths: "facts.phoneMobile" (stored once, for both
   * languages) or "words.phoneLabels.mobile" (English and Hindi side by side). A path may name a
   * whole group or list; a facts list shown with its words (a keyed map) is named by the words.
   */
  fields: readonly string[];
}

/** Declares a topic's editor sections (typed, so a topic's file reads as data). */
export const editorSections = (sections: readonly EditorSectionSpec[]) => sections;
