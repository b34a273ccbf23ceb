/**
 * A template's slots in plain words: "{firstFee}" is "the first fee", filled in for the visitor
 * by the website. The editor's tokens and findings name slots this way; the text keeps the
 * slot itself (the checks that it survives an edit stay as they are).
 */
import { admin } from "~/staff/words";

const meanings: Readonly<Record<string, string>> = admin.contentEditor.field.slotMeanings;

/** "firstFee" → "the first fee"; "hoursPerWeek" → "the hours per week". */
export function slotMeaning(slot: string): string {
  const known = meanings[slot];
  if (known) return known;
  const spaced = slot
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\bkb\b/g, "size")
    .replace(/\burl\b/g, "address")
    .replace(/\bkey\b/g, "name in the browser");
  return `the ${spaced}`;
}

/** Several slots' meanings as one list: "the first fee, the second fee". */
export const slotMeanings = (slots: readonly string[]) => slots.map(slotMeaning).join(", ");

/**
 * A stored sentence as staff read it outside its field (the editor's launch list): each slot as
 * its meaning in brackets ("We reply within [the reply time]"), never its curly-bracket name.
 */
export const withSlotMeanings = (text: string) =>
  text.replace(/\{(\w+)\}/g, (_, slot: string) => `[${slotMeaning(slot)}]`);
