/**
 * The fields of a topic's form: a text (a line or a paragraph) with its live counter and its
 * template's slots as tokens, a number, a choice, a yes-or-no, a set of choices; words with their
 * English and Hindi side by side (stacked on a phone), facts once. Each shows, under it, what the
 * browser finds as the person types and what the service's check found at the last save, and a
 * Hindi text whose English changed offers "Checked, keep it".
 */

import XCircle from "lucide-react/icons/circle-x";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { memo, useCallback, useId, useRef } from "react";
import { type IconName, iconNames } from "~/base/icon-names";
import { fill } from "~/base/template";
import { Icon } from "~/components/ui/icon";
import { valueAt } from "~/content/engine/paths";
import { type FieldProblem, problemsOf, slotsIn } from "~/staff/editor/checks";
import { setValue } from "~/staff/editor/document";
import {
  type FieldSchema,
  isChoiceList,
  type Part,
  type Path,
  pathKey,
} from "~/staff/editor/schema";
import { slotMeaning } from "~/staff/editor/slots";
import { type EditorState, type ServerIssue, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { fieldClass } from "../../components/admin-page";
import { fieldId, useEditorContext } from "./editor-context";
import { issueText, problemText } from "./messages";

const words = admin.contentEditor;
const none: readonly ServerIssue[] = [];

/** A field's value now, its value as last saved, and the service's findings there. */
function useField(part: Part, path: Path) {
  const { store } = useEditorContext();
  const key = pathKey(part, path);
  const value = useEditorState(
    store,
    useCallback((s: EditorState) => valueAt(s.document[part], path), [part, path]),
  );
  const savedValue = useEditorState(
    store,
    useCallback((s: EditorState) => valueAt(s.saved.document[part], path), [part, path]),
  );
  const issues = useEditorState(
    store,
    useCallback((s: EditorState) => s.issues.get(key) ?? none, [key]),
  );
  const outdated = useEditorState(
    store,
    useCallback((s: EditorState) => s.outdated.has(key), [key]),
  );
  const change = useCallback(
    (next: unknown) => store.edit((document) => setValue(document, part, path, next)),
    [store, part, path],
  );
  // The service checked the saved value: once the field changes, its findings wait for the next save.
  return { key, value, issues: value === savedValue ? issues : none, outdated, change };
}

/** What is wrong at a field: the browser's findings, then the service's. */
export function FieldMessages({
  id,
  problems,
  issues,
}: {
  id: string;
  problems: readonly FieldProblem[];
  issues: readonly ServerIssue[];
}) {
  // The browser words the schema's rules better; the service's other findings stay.
  const shown = problems.length > 0 ? issues.filter((issue) => issue.rule !== "schema") : issues;
  if (problems.length === 0 && shown.length === 0) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm" data-testid="field-problems">
      {problems.map((problem, index) => (
        <li key={`p${index}`} className="flex gap-1.5 font-medium text-error">
          <XCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{problemText(problem)}</span>
        </li>
      ))}
      {shown.map((issue, index) => (
        <li
          key={`i${index}`}
          className={`flex gap-1.5 font-medium ${issue.severity === "error" ? "text-error" : "text-amber-900"}`}
          data-severity={issue.severity}
        >
          {issue.severity === "error" ? (
            <XCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          ) : (
            <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          )}
          <span>{issueText(issue)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The counter under a text with a limit: "12 / 40", in red past it. */
/** A field of several controls (both languages, a picture and its switches): its name, help line and the controls. */
export function FieldGroup({
  id,
  field,
  title,
  description,
  helpId,
  testId,
  children,
  changed = false,
}: {
  id: string;
  /** The field's key (`data-field`), by which checks and tests find it. */
  field: string;
  title: string;
  description?: string;
  helpId: string;
  testId?: string;
  /** The saved draft changes it from what visitors see. */
  changed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="min-w-0"
      data-field={field}
      data-testid={testId}
      aria-describedby={description ? helpId : undefined}
    >
      <legend className="text-sm font-semibold">
        {title}
        <ChangedMark changed={changed} />
      </legend>
      {description ? (
        <p id={helpId} className="text-sm text-muted">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  return (
    <span
      id={id}
      className={`text-xs tabular-nums ${count > max ? "font-semibold text-error" : "text-muted"}`}
      data-testid="counter"
    >
      {fill(words.field.counter, { count: count.toLocaleString("en-IN"), max })}
    </span>
  );
}

/** A template's slots as tokens: each can be put back at the caret; a lost one is marked. */
function SlotTokens({
  schema,
  text,
  insert,
}: {
  schema: FieldSchema;
  text: string;
  insert: (slot: string) => void;
}) {
  const found = slotsIn(text);
  const token = (slot: string, required: boolean) => {
    const missing = required && !found.includes(slot);
    return (
      <button
        key={slot}
        type="button"
        onClick={() => insert(slot)}
        aria-label={
          missing ? fill(words.field.slotMissing, { slot: slotMeaning(slot) }) : undefined
        }
        title={fill(words.field.insertSlot, { slot: slotMeaning(slot) })}
        className={`inline-flex min-h-8 items-center rounded-md px-2 text-xs font-semibold ring-1 ${
          missing
            ? "bg-red-50 text-error ring-red-200 line-through"
            : "bg-primary-50 text-brand ring-primary-100"
        }`}
        data-slot={slot}
        data-missing={missing ? "true" : undefined}
      >
        {slotMeaning(slot)}
      </button>
    );
  };
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-muted">
      <span>{words.field.slotsLabel}</span>
      {(schema.slots ?? []).map((slot) => token(slot, true))}
      {schema.optionalSlots?.length ? <span>{words.field.slotsOptionalLabel}</span> : null}
      {(schema.optionalSlots ?? []).map((slot) => token(slot, false))}
    </div>
  );
}

/** The lines a text area shows for `text`: its lines at about 50 characters each, 2 to 12. */
function rowsFor(text: string): number {
  const lines = text
    .split("\n")
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 50)), 0);
  return Math.min(12, Math.max(2, lines));
}

/** One text input (one language of words, or a fact): the control, its counter, slots, findings. */
function TextControl({
  part,
  path,
  schema,
  name,
  helpId,
}: {
  part: Part;
  path: Path;
  schema: FieldSchema;
  /** The accessible name: the field's label, and its language for words. */
  name: string;
  helpId?: string;
}) {
  const { store } = useEditorContext();
  const { key, value, issues, outdated, change } = useField(part, path);
  const id = fieldId(part, path);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const text = typeof value === "string" ? value : "";
  const problems = problemsOf(schema, value);
  const multiline = schema.multiline || (schema.maxLength ?? 0) > 80;
  const hasErrors = problems.length > 0 || issues.some((issue) => issue.severity === "error");
  const describedBy = [
    helpId,
    schema.maxLength !== undefined ? `${id}-count` : null,
    hasErrors || issues.length > 0 ? `${id}-problems` : null,
    outdated ? `${id}-outdated` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const insert = (slot: string) => {
    const element = ref.current;
    const at = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? at;
    const token = `{${slot}}`;
    change(`${text.slice(0, at)}${token}${text.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  const control = {
    id,
    ref,
    value: text,
    lang: part === "facts" ? undefined : part,
    "aria-label": name,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": hasErrors ? true : undefined,
    spellCheck: part === "en" ? true : undefined,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    className: `${fieldClass} ${multiline ? "resize-y py-2" : ""} ${
      hasErrors ? "border-error" : ""
    }`,
  };
  return (
    <div className="min-w-0">
      {multiline ? (
        // As many lines as the text needs, about (a computed height, not the browser's: a
        // big topic has hundreds of these, and measuring each text made opening them slow).
        <textarea rows={rowsFor(text)} {...control} />
      ) : (
        <input type="text" {...control} />
      )}
      <div className="mt-1 flex flex-wrap items-start justify-between gap-x-3">
        {schema.slots || schema.optionalSlots ? (
          <SlotTokens schema={schema} text={text} insert={insert} />
        ) : (
          <span />
        )}
        {schema.maxLength !== undefined ? (
          <Counter id={`${id}-count`} count={text.length} max={schema.maxLength} />
        ) : null}
      </div>
      <FieldMessages id={`${id}-problems`} problems={problems} issues={issues} />
      {outdated ? (
        <div
          id={`${id}-outdated`}
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="outdated"
        >
          <p className="flex gap-2">
            <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            <span>{words.field.outdated}</span>
          </p>
          <button
            type="button"
            onClick={() => store.keepHindi(key)}
            className="mt-2 ml-6 inline-flex min-h-9 items-center rounded-full border border-amber-200 bg-card px-3 text-sm font-semibold text-ink hover:border-brand"
          >
            {words.field.keepHindi}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A number (a price, a count): a number input. */
function NumberControl({ path, schema, name, helpId }: ControlProps) {
  const { value, issues, change } = useField("facts", path);
  const id = fieldId("facts", path);
  const problems = problemsOf(schema, value);
  const hasErrors = problems.length > 0 || issues.length > 0;
  return (
    <>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={schema.type === "integer" ? 1 : "any"}
        min={schema.minimum}
        max={schema.maximum}
        value={typeof value === "number" || typeof value === "string" ? String(value) : ""}
        onChange={(event) => {
          const text = event.target.value;
          const number = Number(text);
          change(text.trim() !== "" && Number.isFinite(number) ? number : text);
        }}
        aria-label={name}
        aria-describedby={[helpId, hasErrors ? `${id}-problems` : null].filter(Boolean).join(" ")}
        aria-invalid={hasErrors ? true : undefined}
        className={`${fieldClass} max-w-56 tabular-nums ${hasErrors ? "border-error" : ""}`}
      />
      <FieldMessages id={`${id}-problems`} problems={problems} issues={issues} />
    </>
  );
}

const iconNameSet: ReadonlySet<string> = new Set(iconNames);

/** Whether a choice is one of the site's icons: it is shown beside the select as the page draws it. */
const isIconChoice = (options: readonly string[]): options is IconName[] =>
  options.length > 0 && options.every((option) => iconNameSet.has(option));

/** One of a fixed set of choices: a select (with a preview when it picks an icon). */
function ChoiceControl({ path, schema, name, helpId }: ControlProps) {
  const { value, issues, change } = useField("facts", path);
  const id = fieldId("facts", path);
  const options = schema.enum ?? [];
  const icon = isIconChoice(options) && typeof value === "string" && iconNameSet.has(value);
  return (
    <>
      <div className="flex items-center gap-3">
        {icon ? (
          <span
            data-testid="icon-preview"
            data-icon={value}
            role="img"
            aria-label={fill(words.field.iconPreview, { icon: value.replaceAll("-", " ") })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-brand"
          >
            <Icon name={value as IconName} />
          </span>
        ) : null}
        <select
          id={id}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => change(event.target.value)}
          aria-label={name}
          aria-describedby={helpId}
          className={`${fieldClass} max-w-md`}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option.replaceAll("-", " ")}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages id={`${id}-problems`} problems={[]} issues={issues} />
    </>
  );
}

/** A set of choices (the features a plan ticks): check boxes, in the schema's order. */
function ChoiceListControl({ path, schema, name, helpId }: ControlProps) {
  const { value, issues, change } = useField("facts", path);
  const id = fieldId("facts", path);
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const options = schema.items?.enum ?? [];
  const problems = problemsOf(schema, value);
  return (
    <fieldset id={id} aria-describedby={helpId}>
      <legend className="sr-only">{name}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) =>
                change(
                  options.filter((o) => (o === option ? event.target.checked : chosen.includes(o))),
                )
              }
              className="size-4 accent-primary-700"
            />
            {option.replaceAll("-", " ")}
          </label>
        ))}
      </div>
      <FieldMessages id={`${id}-problems`} problems={problems} issues={issues} />
    </fieldset>
  );
}

/** Yes or no. */
function BooleanControl({ path, name, helpId }: ControlProps) {
  const { value, change } = useField("facts", path);
  const id = fieldId("facts", path);
  return (
    <label className="mt-1.5 inline-flex min-h-10 items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        onChange={(event) => change(event.target.checked)}
        aria-label={name}
        aria-describedby={helpId}
        className="size-4 accent-primary-700"
      />
      {words.field.yes}
    </label>
  );
}

interface ControlProps {
  path: Path;
  schema: FieldSchema;
  name: string;
  helpId?: string;
}

/** Whether the saved draft changes any of these fields from the live words. */
function useChanged(...keys: string[]): boolean {
  const { store } = useEditorContext();
  const joined = keys.join("\n");
  return useEditorState(
    store,
    useCallback(
      (state: EditorState) => joined.split("\n").some((key) => state.changed.has(key)),
      [joined],
    ),
  );
}

/** "Changed": the field differs from what visitors see (since the last publish). */
function ChangedMark({ changed }: { changed: boolean }) {
  if (!changed) return null;
  return (
    <span
      className="ml-2 inline-flex rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
      data-testid="field-changed"
    >
      {words.topic.changedMark}
    </span>
  );
}

/** A field's label and its line of help. */
function FieldLabel({
  htmlFor,
  title,
  help,
  helpId,
  changed = false,
}: {
  htmlFor?: string;
  title: string;
  help?: string;
  helpId: string;
  changed?: boolean;
}) {
  return (
    <>
      {htmlFor ? (
        <label htmlFor={htmlFor} className="block text-sm font-semibold">
          {title}
          <ChangedMark changed={changed} />
        </label>
      ) : (
        <p className="text-sm font-semibold">
          {title}
          <ChangedMark changed={changed} />
        </p>
      )}
      {help ? (
        <p id={helpId} className="text-sm text-muted">
          {help}
        </p>
      ) : null}
    </>
  );
}

/** A fact: shown once, the same in both languages. */
export const FactField = memo(function FactField({
  path,
  schema,
  title,
}: {
  path: Path;
  schema: FieldSchema;
  title?: string;
}) {
  const helpId = useId();
  const changed = useChanged(pathKey("facts", path));
  const label = title ?? schema.title ?? String(path.at(-1));
  const props = { path, schema, name: label, helpId: schema.description ? helpId : undefined };
  const control = isChoiceList(schema) ? (
    <ChoiceListControl {...props} />
  ) : schema.enum ? (
    <ChoiceControl {...props} />
  ) : schema.type === "integer" || schema.type === "number" ? (
    <NumberControl {...props} />
  ) : schema.type === "boolean" ? (
    <BooleanControl {...props} />
  ) : (
    <TextControl part="facts" {...props} />
  );
  return (
    <div data-field={pathKey("facts", path)}>
      <FieldLabel
        htmlFor={
          schema.type === "boolean" || isChoiceList(schema) ? undefined : fieldId("facts", path)
        }
        title={label}
        help={schema.description}
        helpId={helpId}
        changed={changed}
      />
      <div className="mt-1.5">{control}</div>
    </div>
  );
});

/** Words: the English and the Hindi side by side (stacked on a phone), each marked. */
export const WordsField = memo(function WordsField({
  path,
  schema,
}: {
  path: Path;
  schema: FieldSchema;
}) {
  const helpId = useId();
  const title = schema.title ?? String(path.at(-1));
  const changed = useChanged(pathKey("en", path), pathKey("hi", path));
  return (
    <FieldGroup
      id={fieldId("words", path)}
      field={pathKey("words", path)}
      changed={changed}
      title={title}
      description={schema.description}
      helpId={helpId}
    >
      <div className="mt-2 grid gap-x-4 gap-y-3 md:grid-cols-2">
        {(["en", "hi"] as const).map((language) => (
          <div key={language} className="min-w-0">
            <span
              aria-hidden="true"
              lang={language === "hi" ? "hi" : undefined}
              className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
                language === "hi" ? "bg-accent-50 text-accent-text" : "bg-primary-50 text-brand"
              }`}
            >
              {words.topic.languageBadges[language]}
            </span>
            <TextControl
              part={language}
              path={path}
              schema={schema}
              name={fill(words.topic.inputName, {
                field: title,
                language: words.topic.languages[language],
              })}
              helpId={schema.description ? helpId : undefined}
            />
          </div>
        ))}
      </div>
    </FieldGroup>
  );
});
