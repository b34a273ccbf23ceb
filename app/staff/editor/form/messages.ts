/**
 * The words of what the editor finds at a field: the browser's checks
 * (app/staff/editor/checks.ts) and the service's publish check, worded for the people
 * who edit (app/staff/words/en.ts), and a field's name as a line ("SEO plans › SEO Kickstart
 * › Price a month (Hindi)").
 */
import { fill } from "~/base/template";
import type { FieldProblem } from "~/staff/editor/checks";
import type { LabelStep } from "~/staff/editor/labels";
import type { Part } from "~/staff/editor/schema";
import { slotMeanings } from "~/staff/editor/slots";
import type { ServerIssue } from "~/staff/editor/store";
import { admin } from "~/staff/words";

const words = admin.contentEditor;

/** A browser check's finding, as a sentence. */
export function problemText(problem: FieldProblem): string {
  const w = words.problems;
  switch (problem.code) {
    case "tooShort":
      return fill(w.tooShort, { min: problem.min, count: problem.count });
    case "tooLong":
      return fill(w.tooLong, {
        count: problem.count.toLocaleString("en-IN"),
        over: (problem.count - problem.max).toLocaleString("en-IN"),
        max: problem.max,
      });
    case "missingSlot":
      return fill(w.missingSlot, { slots: slotMeanings(problem.slots) });
    case "unknownSlot":
      // What the person typed in curly brackets, as they typed it; what may go there in words.
      return fill(w.unknownSlot, {
        slots: problem.slots.map((slot) => `{${slot}}`).join(", "),
        allowed: slotMeanings(problem.allowed),
      });
    case "belowMin":
      return fill(w.belowMin, { min: problem.min });
    case "aboveMax":
      return fill(w.aboveMax, { max: problem.max });
    case "fewItems":
      return fill(w.fewItems, { min: problem.min });
    case "manyItems":
      return fill(w.manyItems, { max: problem.max });
    default:
      return w[problem.code];
  }
}

/**
 * A finding of the service's check, as a sentence at its field: its messages continue a field's
 * path ("is the English text: translate it"), so they start with "This" here.
 */
export function issueText(issue: Pick<ServerIssue, "message">): string {
  const message = issue.message.trim();
  if (/^(is|has|was) /.test(message)) return fill(words.check.thisField, { message });
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** A field's name as one line, with its language for words. */
export function fieldName(steps: readonly LabelStep[], part: Part): string {
  const name = steps
    .map((step) => (step.kind === "position" ? fill(words.field.item, { n: step.n }) : step.text))
    .join(" › ");
  return part === "facts"
    ? name
    : fill(words.topic.inputName, { field: name, language: words.topic.languages[part] });
}
