/**
 * Undo (or bring back) a publish, asked once: the button opens a short explanation of what will
 * change, then "Yes, undo it" does it. A <details>, so it works without JavaScript too.
 */
import Undo2 from "lucide-react/icons/undo-2";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { admin } from "~/staff/words";
import { CsrfField } from "../../components/csrf-field";

const words = admin.contentEditor.history;

export function ConfirmUndo({
  revision,
  label,
  explanation,
}: {
  /** The revision to undo. */
  revision: number;
  /** The button's words ("Undo this publish", "Bring back revision 12"). */
  label: string;
  /** What will change, in a sentence. */
  explanation: string;
}) {
  return (
    <details className="group" data-testid="confirm-undo">
      <summary
        className={`${buttonClass("outline", "sm")} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <Undo2 size={16} aria-hidden="true" />
        {label}
      </summary>
      <div className="mt-2 max-w-md rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <p>{explanation}</p>
        <Form method="post" className="mt-2 flex flex-wrap gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="revision" value={revision} />
          <button type="submit" className={buttonClass("primary", "sm")}>
            {words.undoConfirm}
          </button>
        </Form>
      </div>
    </details>
  );
}
