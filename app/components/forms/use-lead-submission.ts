/**
 * The state of a lead form and its submission with JavaScript: the browser's own check of the
 * fields (messages beside them, in the page's language), the size check, the post to the leads
 * API (app/routes/api.leads.ts), and where focus goes after an answer. Until the form's island
 * is hydrated, and without JavaScript, none of this runs: the form posts natively and the server
 * answers with the page (lead-form.tsx).
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  formAction,
  hiddenFields,
  type LeadActionResult,
  type LeadField,
  type LeadFieldDef,
  type LeadFormKind,
  leadFieldMessageName,
  leadFields,
  leadLimits,
  leadsApiPath,
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
 * Where the form posts natively in `locale` ("/hi/contact-us#contact-form" on Hindi pages: the
 * server answers in the language of the action's path, with the page at the form's section).
 */
export function actionFor(kind: LeadFormKind, locale: Locale): string {
  return `${localizedPath(formAction[kind], locale)}${nativeFragment[kind]}`;
}

/** Where the form posts with JavaScript: the leads API, answering JSON in the page's language. */
export function apiFor(locale: Locale): string {
  return localizedPath(leadsApiPath, locale);
}

/**
 * How long the page has been in front of the visitor (ms), for the minimum fill time: the form
 * is usable (natively) from the first paint on. A prerendered page counts from when it is shown.
 */
function timeOnPage(): number {
  const navigation = performance.getEntriesByType("navigation")[0] as
    | (PerformanceNavigationTiming & { activationStart?: number })
    | undefined;
  return Math.round(performance.now() - (navigation?.activationStart ?? 0));
}

/** Posts the form to the leads API; a failed request reads as the server's "error" answer. */
async function post(
  form: FormData,
  kind: LeadFormKind,
  locale: Locale,
  copy: LeadFormClientCopy,
): Promise<LeadActionResult> {
  try {
    const response = await fetch(apiFor(locale), { method: "POST", body: form });
    const answer = (await response.json()) as LeadActionResult;
    if (answer && typeof answer === "object" && "status" in answer) return answer;
  } catch {
    // Offline, or the answer was no JSON (a proxy's error page): say so below.
  }
  return { kind, status: "error", message: copy.summary.error, errors: {}, values: {} };
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
  const { validity } = element as HTMLInputElement;
  if (validity.valid) return null;
  // The popup's "msg" is its service select.
  if (field.name === "msg" && kind === "popup") return messages.serviceInvalid;
  const problem = validity.tooLong ? "tooLong" : validity.valueMissing ? "required" : "invalid";
  return messages[leadFieldMessageName(field, problem, kind)];
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

/**
 * `nativeAnswer`: the server's answer to a native post of this form, when the page is that
 * answer (the contact page also shows a popup post that arrived without JavaScript).
 */
export function useLeadSubmission(
  kind: LeadFormKind,
  locale: Locale,
  copy: LeadFormClientCopy,
  nativeAnswer: LeadActionResult | undefined,
) {
  const [answer, setAnswer] = useState<LeadActionResult | undefined>(nativeAnswer);
  const [pending, setPending] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [round, setRound] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterAnswer = useRef(false);

  const failed = answer && answer.status !== "sent" ? answer : undefined;

  // After an answer to a JavaScript submission: focus the first error, the summary or the
  // confirmation, so keyboard and screen-reader users hear what happened.
  useEffect(() => {
    if (!focusAfterAnswer.current || pending) return;
    if (!answer && !clientErrors) return;
    focusAfterAnswer.current = false;
    if (answer?.status === "sent") {
      successRef.current?.focus();
      return;
    }
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [answer, clientErrors, pending]);

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
    formData.set(hiddenFields.elapsed, String(timeOnPage()));
    // The contact popup's form is the same on every page: it names the page it was sent from.
    if (!formData.get(hiddenFields.page)) formData.set(hiddenFields.page, location.pathname);
    setPending(true);
    void post(formData, kind, locale, copy).then((next) => {
      setPending(false);
      setAnswer(next);
    });
  }

  return {
    /** The confirmation to show, when the last submission was sent. */
    sent: answer?.status === "sent" ? answer : undefined,
    /** Errors beside the fields and the summary above them. */
    errors: clientErrors ?? failed?.errors ?? {},
    summary: clientErrors ? copy.summary.invalid : failed?.message,
    /** What the visitor typed, when the server answered a native post with errors. */
    values: nativeAnswer && nativeAnswer.status !== "sent" ? nativeAnswer.values : undefined,
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
      setAnswer(undefined);
      setRound((r) => r + 1);
    },
  };
}
