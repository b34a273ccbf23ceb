import { Form } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin as copy } from "~/staff/words";
import { ErrorNotice } from "../../components/admin-page";
import { CsrfField } from "../../components/csrf-field";

const words = copy.contentEditor.topic.notShown;

/**
 * Staff values this release has no field for (docs/decisions/0021-changes-over-shipped-words.md):
 * a plain list at the topic, each with its old place and its words, and for owners the two
 * choices: move it to a field, or drop it.
 */
export function NotShownList({
  items,
  canResolve,
  error,
}: {
  items: readonly { path: string; was: string }[];
  canResolve: boolean;
  error?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="not-shown-heading"
      data-testid="not-shown"
      className="mt-4 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id="not-shown-heading" className="font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1">{words.intro}</p>
      {error ? <ErrorNotice>{fill(words.failed, { reason: error })}</ErrorNotice> : null}
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.path} data-testid="not-shown-item">
            <p>{fill(words.was, { value: item.was })}</p>
            <p className="text-xs">{fill(words.where, { path: item.path })}</p>
            {canResolve ? (
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                <CsrfField />
                <input type="hidden" name="intent" value="resolve" />
                <input type="hidden" name="path" value={item.path} />
                <label className="flex flex-col gap-1">
                  <span>{words.moveLabel}</span>
                  <input
                    name="moveTo"
                    className="rounded border border-amber-300 bg-white px-2 py-1 text-ink"
                  />
                </label>
                <button
                  type="submit"
                  name="how"
                  value="move"
                  className={buttonClass("outline", "sm")}
                >
                  {words.move}
                </button>
                <button
                  type="submit"
                  name="how"
                  value="drop"
                  className={buttonClass("outline", "sm")}
                >
                  {words.drop}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {canResolve ? null : <p className="mt-2">{words.ownersOnly}</p>}
    </section>
  );
}
