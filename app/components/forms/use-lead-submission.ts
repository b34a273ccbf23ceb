/**
 * The state of a lead form and its submission with JavaScript: the browser's own check of the
 * fields (messages beside them, in the page's language), the size check, the post through a
 * fetcher, and where focus goes after an answer. Without JavaScript none of this runs: the form
 * posts natively and the server answers with the page (lead-form.tsx).
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import {
  formAction,
  hiddenFields,
  type LeadActionResult,
  type LeadField,
  type LeadFieldDef,
  type LeadFieldMessage,
  type LeadFormKind,
  leadFields,
  leadLimits,
} from "~/base/lead-fields";
import { type Locale, localizedPath } from "~/base/locale";
import type { LeadFormClientCopy } from "~/content/forms/schema";

export type FieldErrors = Partial<Record<LeadField, string>>;

/** The section a native (no-JavaScript) post lands on, on the form's page. */
const nativeFragment: Record<LeadFormKind, string> = {
  contact: "#contact-form",
  popup: "#contact-form",
  career: "#career-form",
};

/**
 * Where the form posts in `locale` ("/hi/contact-us" on Hindi pages: the server answers in the
 * language of the action's path); with `native`, the form's section for a post without JavaScript.
 */
export function actionFor(kind: LeadFormKind, locale: Locale, native = false): string {
  const path = localizedPath(formAction[kind], locale);
  return native ? `${path}${nativeFragment[kind]}` : path;
}

/** A message's largest size the browser lets through: the server's limit less the hidden fields. */
const clientBodyLimit = leadLimits.bodyMaxBytes - leadLimits.hiddenFieldsBytes;

/** The message for a field the browser's constraint check refused, or null when it is valid. */
function browserError(
  messages: LeadFormClientCopy["messages"],
  kind: LeadFormKind,
  field: LeadFieldDef,
  element: HTMLElement,
): string | null {
  const input = element as HTMLInputElement;
  if (input.validity.valid) return null;
  if (field.name === "msg" && kind === "popup") return messages.serviceInvalid;
  const said: Partial<Record<"required" | "tooLong" | "invalid", LeadFieldMessage>> =
    field.messages;
  if (input.validity.tooLong && said.tooLong) return messages[said.tooLong];
  // The careers page asks the applicant about themselves: its own message when that is missing.
  if (field.name === "msg" && kind === "career") return messages.careerMsgRequired;
  const name = input.validity.valueMissing
    ? (said.required ?? said.invalid)
    : (said.invalid ?? said.required);
  return name ? messages[name] : null;
}

/** The errors of every field of `form`, in page order. */
function browserErrors(
  form: HTMLFormElement,
  kind: LeadFormKind,
  copy: LeadFormClientCopy,
): FieldErrors {
  const found: FieldErrors = {};
  for (const field of leadFields) {
    const element = form.elements.namedItem(field.name);
    if (!(element instanceof HTMLElement)) continue;
    const message = browserError(copy.messages, kind, field, element);
    if (message) found[field.name] = message;
  }
  const size = new URLSearchParams(
    new FormData(form) as unknown as Record<string, string>,
  ).toString().length;
  if (!found.msg && size > clientBodyLimit) found.msg = copy.messages.bodyTooLarge;
  return found;
}

export function useLeadSubmission(kind: LeadFormKind, locale: Locale, copy: LeadFormClientCopy) {
  const fetcher = useFetcher<LeadActionResult>();
  const actionData = useActionData() as LeadActionResult | undefined;
  // A native post's answer, rendered by the server. The contact page also shows a popup post
  // that arrived without JavaScript.
  const ownAction =
    actionData && typeof actionData === "object" && "kind" in actionData
      ? actionData.kind === kind || (kind === "contact" && actionData.kind === "popup")
        ? actionData
        : undefined
      : undefined;
  const result = fetcher.data ?? ownAction;
  const [dismissed, setDismissed] = useState<LeadActionResult | undefined>(undefined);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [round, setRound] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterAnswer = useRef(false);

  const current = result && result !== dismissed ? result : undefined;
  const pending = fetcher.state !== "idle";
  const failed = current && current.status !== "sent" ? current : undefined;

  // After an answer to a JavaScript submission: focus the first error, the summary or the
  // confirmation, so keyboard and screen-reader users hear what happened.
  useEffect(() => {
    if (!focusAfterAnswer.current || pending) return;
    if (!current && !clientErrors) return;
    focusAfterAnswer.current = false;
    if (current?.status === "sent") {
      successRef.current?.focus();
      return;
    }
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [current, clientErrors, pending]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = browserErrors(form, kind, copy);
    focusAfterAnswer.current = true;
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setClientErrors(null);
    const formData = new FormData(form);
    const readyAt = Number(form.dataset.readyAt);
    formData.set(hiddenFields.elapsed, String(Number.isFinite(readyAt) ? Date.now() - readyAt : 0));
    fetcher.submit(formData, { method: "post", action: actionFor(kind, locale) });
  }

  return {
    /** The confirmation to show, when the last submission was sent. */
    sent: current?.status === "sent" ? current : undefined,
    /** Errors beside the fields and the summary above them. */
    errors: clientErrors ?? failed?.errors ?? {},
    summary: clientErrors ? copy.summary.invalid : failed?.message,
    /** What the visitor typed, when the server answered a native post with errors. */
    values: ownAction && ownAction.status !== "sent" ? ownAction.values : undefined,
    pending,
    /** Increases with each "send another": the fields start again empty. */
    round,
    refs: { formRef, summaryRef, successRef },
    onSubmit,
    /** A field was edited: its browser error goes. */
    onFieldInput(field: LeadField) {
      if (clientErrors?.[field]) {
        const { [field]: _, ...rest } = clientErrors;
        setClientErrors(rest);
      }
    },
    /** "Send another message": the confirmation goes and empty fields come back. */
    startAgain() {
      setDismissed(current);
      setRound((r) => r + 1);
    },
  };
}
