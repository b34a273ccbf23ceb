/**
 * Publishing a topic: a note for the history (required), the publish (the form's last state is
 * sent with it and saved first), what a refused publish says; throwing the draft away; and, when
 * someone else published the topic meanwhile, each field both changed side by side with a
 * choice of which version stays (nothing is overwritten before the person chooses).
 */
import Send from "lucide-react/icons/send";
import { useCallback, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { type EditorState, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { ErrorNotice, fieldClass } from "../../components/admin-page";
import { CsrfField } from "../../components/csrf-field";
import { useEditorContext } from "./editor-context";
import { PendingChanges } from "./pending-changes";

const words = admin.contentEditor;

/** The longest note of a publish (characters). */
export const NOTE_MAX = 200;

export function PublishPanel({
  topic,
  can,
  note,
  setNote,
  error,
  onPublish,
}: {
  topic: string;
  /** "allowed", or why the person cannot publish. */
  can: "allowed" | "role" | "second-factor";
  note: string;
  setNote: (note: string) => void;
  error: string | null;
  onPublish: () => void;
}) {
  const noteId = useId();
  const hintId = useId();
  const navigation = useNavigation();
  const publishing =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "publish";
  return (
    <section
      id="publish"
      aria-labelledby="publish-heading"
      className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
    >
      <h2 id="publish-heading" className="text-lg font-bold">
        {words.publish.heading}
      </h2>
      {can === "allowed" ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onPublish();
          }}
        >
          <p className="mt-1 text-sm text-muted">{words.publish.intro}</p>
          <PendingChanges topic={topic} />
          {error ? <ErrorNotice id="publish-error">{error}</ErrorNotice> : null}
          <label htmlFor={noteId} className="mt-3 block text-sm font-semibold">
            {words.publish.noteLabel}
          </label>
          <input
            id={noteId}
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTE_MAX}
            autoComplete="off"
            aria-describedby={error ? `publish-error ${hintId}` : hintId}
            className={fieldClass}
          />
          <p id={hintId} className="mt-1 text-sm text-muted">
            {words.publish.noteHint}
          </p>
          <button type="submit" className={`${buttonClass("primary")} mt-3`} disabled={publishing}>
            <Send size={16} aria-hidden="true" />
            {publishing ? words.publish.submitting : words.publish.submit}
          </button>
        </form>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {can === "second-factor" ? words.publish.secondFactor : words.publish.noPermission}
        </p>
      )}
    </section>
  );
}

/**
 * "Throw away my draft", asked twice: there as soon as a draft exists (stored when the page
 * opened, or saved since).
 */
export function DiscardPanel({ stored }: { stored: boolean }) {
  const [asking, setAsking] = useState(false);
  const { store } = useEditorContext();
  const save = useEditorState(
    store,
    useCallback((state: EditorState) => state.save, []),
  );
  // A save's time is set once a save went through; an unsaved change is on its way to one.
  const drafted = stored || save.kind !== "saved" || save.at !== null;
  if (!drafted) return null;
  return (
    <section
      aria-labelledby="discard-heading"
      className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
    >
      <h2 id="discard-heading" className="font-bold">
        {words.publish.discardHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.publish.discardIntro}</p>
      {asking ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="discard" />
          <button
            type="submit"
            className="inline-flex min-h-10 items-center rounded-full bg-error px-4 text-sm font-semibold text-white"
          >
            {words.publish.discardConfirm}
          </button>
          <button
            type="button"
            onClick={() => setAsking(false)}
            className={buttonClass("outline", "sm")}
          >
            {words.publish.discardCancel}
          </button>
        </Form>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className={`${buttonClass("outline", "sm")} mt-3`}
        >
          {words.publish.discard}
        </button>
      )}
    </section>
  );
}

export interface ConflictData {
  revisions: { author: string; time: string; note: string }[];
  fields: {
    path: string;
    label: string;
    start: string[] | null;
    theirs: string[] | null;
    mine: string[] | null;
  }[];
}

function Version({ title, lines }: { title: string; lines: string[] | null }) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-3">
      <p className="text-xs font-semibold text-muted">{title}</p>
      {lines === null || lines.length === 0 ? (
        <p className="mt-1 text-sm text-muted italic">{words.conflict.empty}</p>
      ) : (
        lines.map((line, index) => (
          <p key={index} className="mt-1 text-sm break-words whitespace-pre-wrap">
            {line}
          </p>
        ))
      )}
    </div>
  );
}

/** The fields someone else changed too, side by side with the draft's, each to choose. */
export function ConflictPanel({ conflict }: { conflict: ConflictData }) {
  const people = [...new Set(conflict.revisions.map((r) => r.author))].join(", ");
  return (
    <section
      id="conflict"
      tabIndex={-1}
      aria-labelledby="conflict-heading"
      className="rounded-card border-2 border-amber-200 bg-amber-50 p-4 text-ink shadow-card outline-none sm:p-5"
      data-testid="conflict"
    >
      <h2 id="conflict-heading" className="text-lg font-bold text-amber-900">
        {words.conflict.heading}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{fill(words.conflict.intro, { people })}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
        {conflict.revisions.map((revision, index) => (
          <li key={index}>{fill(words.conflict.revision, revision)}</li>
        ))}
      </ul>
      <Form method="post" className="mt-4 space-y-4">
        <CsrfField />
        <input type="hidden" name="intent" value="rebase" />
        {conflict.fields.map((field, index) => (
          <fieldset
            key={field.path}
            className="rounded-lg border border-line bg-card p-3 sm:p-4"
            data-conflict-field={field.path}
          >
            <legend className="px-1 text-sm font-semibold">
              {fill(words.conflict.chooseLegend, { field: field.label })}
            </legend>
            <div className="grid gap-3 md:grid-cols-2">
              <Version title={words.conflict.theirs} lines={field.theirs} />
              <Version title={words.conflict.mine} lines={field.mine} />
            </div>
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
              <label className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold">
                <input
                  type="radio"
                  name={`choice-${index}`}
                  value="theirs"
                  required
                  className="size-4 accent-primary-700"
                />
                {words.conflict.takeTheirs}
              </label>
              <label className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold">
                <input
                  type="radio"
                  name={`choice-${index}`}
                  value={`mine:${field.path}`}
                  required
                  className="size-4 accent-primary-700"
                />
                {words.conflict.keepMine}
              </label>
            </div>
          </fieldset>
        ))}
        <p className="text-sm text-amber-900">{words.conflict.chooseAll}</p>
        <button type="submit" className={buttonClass("primary")}>
          {words.conflict.apply}
        </button>
      </Form>
    </section>
  );
}
