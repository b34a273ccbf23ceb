import CheckCircle2 from "lucide-react/icons/circle-check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLocalizeHref } from "~/components/ui/link";
import {
  formAction,
  hiddenFields,
  type LeadActionResult,
  type LeadField,
  type LeadFormKind,
  leadLimits,
  leadServices,
  phonePattern,
} from "~/lib/lead-fields";
import { type Locale, localizedPath } from "~/lib/locale";
import { type LeadFormClientCopy, useLocale, useSiteCopy } from "~/lib/site-copy";

export interface LeadFormProps {
  kind: LeadFormKind;
  /** Put at the start of the message after hydration (careers: "Applying for: …\n"). */
  prefillMessage?: string;
  /** Prefix of the fields' ids; defaults to the kind. */
  idPrefix?: string;
}

type Errors = Partial<Record<LeadField, string>>;

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
function actionFor(kind: LeadFormKind, locale: Locale, native = false): string {
  const path = localizedPath(formAction[kind], locale);
  return native ? `${path}${nativeFragment[kind]}` : path;
}

/** Keeps a little room under the server's default 16 KB body limit for the other fields. */
const clientBodyLimit = 16_384 - 256;

const fieldOrder: LeadField[] = ["name", "email", "number", "msg"];

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-muted shadow-xs transition-colors hover:border-field focus:border-focus focus:outline-3 focus:outline-offset-0 focus:outline-focus/30 dark:border-field dark:bg-page aria-[invalid=true]:border-error";

function browserError(
  messages: LeadFormClientCopy["messages"],
  kind: LeadFormKind,
  field: LeadField,
  element: HTMLElement,
): string | null {
  const input = element as HTMLInputElement;
  if (input.validity.valid) return null;
  switch (field) {
    case "name":
      return input.validity.tooLong ? messages.nameTooLong : messages.nameRequired;
    case "email":
      return messages.emailInvalid;
    case "number":
      return messages.phoneInvalid;
    case "msg":
      if (kind === "popup") return messages.serviceInvalid;
      if (input.validity.tooLong) return messages.msgTooLong;
      return kind === "career" ? messages.careerMsgRequired : messages.msgRequired;
  }
}

/**
 * One lead form for the contact page, the contact popup and the careers page. Without
 * JavaScript it posts natively to its route action and the page comes back with a confirmation
 * or the errors and everything typed. With JavaScript it posts through a fetcher: no reload,
 * a pending state, errors beside the fields, focus on the first error, a confirmation, and
 * "Send another message" to use it again.
 */
export function LeadForm({ kind, prefillMessage, idPrefix = kind }: LeadFormProps) {
  const { locale, leadForm: copy } = useSiteCopy();
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
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [round, setRound] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterAnswer = useRef(false);

  const current = result && result !== dismissed ? result : undefined;
  const pending = fetcher.state !== "idle";
  const failed = current && current.status !== "sent" ? current : undefined;
  const errors: Errors = clientErrors ?? failed?.errors ?? {};
  const summary = clientErrors ? copy.summary.invalid : failed?.message;

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
    const found: Errors = {};
    for (const field of fieldOrder) {
      const element = form.elements.namedItem(field);
      if (!(element instanceof HTMLElement)) continue;
      const message = browserError(copy.messages, kind, field, element);
      if (message) found[field] = message;
    }
    const formData = new FormData(form);
    const size = new URLSearchParams(formData as unknown as Record<string, string>).toString()
      .length;
    if (!found.msg && size > clientBodyLimit) found.msg = copy.messages.bodyTooLarge;
    focusAfterAnswer.current = true;
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setClientErrors(null);
    const readyAt = Number(form.dataset.readyAt);
    formData.set(hiddenFields.elapsed, String(Number.isFinite(readyAt) ? Date.now() - readyAt : 0));
    fetcher.submit(formData, { method: "post", action: actionFor(kind, locale) });
  }

  if (current?.status === "sent") {
    // A popup post without JavaScript lands on the contact page: word it as the popup does.
    const text = copy.success[current.kind === "legacy" ? kind : current.kind];
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        data-testid={`${idPrefix}-success`}
        className="rounded-card border border-green-200 bg-green-50 p-6 text-ink focus-visible:outline-3"
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 shrink-0 text-success" size={24} aria-hidden="true" />
          <div>
            <p className="text-lg font-semibold">{text.title}</p>
            <p className="mt-1 text-muted">{text.body}</p>
          </div>
        </div>
        <a
          href={actionFor(kind, locale, true)}
          className={`${buttonClass("outline", "md")} mt-5`}
          onClick={(event) => {
            event.preventDefault();
            setDismissed(current);
            setRound((r) => r + 1);
          }}
        >
          {copy.sendAnother}
        </a>
      </div>
    );
  }

  return (
    <LeadFormFields
      key={round}
      kind={kind}
      copy={copy}
      idPrefix={idPrefix}
      prefillMessage={prefillMessage}
      formRef={formRef}
      summaryRef={summaryRef}
      errors={errors}
      summary={summary}
      values={ownAction && ownAction.status !== "sent" ? ownAction.values : undefined}
      pending={pending}
      onSubmit={onSubmit}
      onFieldInput={(field) => {
        if (clientErrors?.[field]) {
          const { [field]: _, ...rest } = clientErrors;
          setClientErrors(rest);
        }
      }}
    />
  );
}

interface FieldsProps {
  kind: LeadFormKind;
  copy: LeadFormClientCopy;
  idPrefix: string;
  prefillMessage?: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  errors: Errors;
  summary?: string;
  values?: Partial<Record<LeadField, string>>;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldInput: (field: LeadField) => void;
}

function LeadFormFields({
  kind,
  copy,
  idPrefix,
  prefillMessage,
  formRef,
  summaryRef,
  errors,
  summary,
  values,
  pending,
  onSubmit,
  onFieldInput,
}: FieldsProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const localizeHref = useLocalizeHref();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const appliedPrefill = useRef("");

  // Once hydrated, the form checks fields itself (messages beside the fields, not browser
  // bubbles) and notes when it became usable, for the minimum fill time.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    form.dataset.readyAt = String(Date.now());
  }, [formRef]);

  // The careers page's Apply buttons name the role at the start of the message. Applied after
  // hydration only, so server and browser render the same HTML.
  useEffect(() => {
    const textarea = messageRef.current;
    if (!textarea || !prefillMessage) return;
    const previous = appliedPrefill.current;
    const rest =
      previous && textarea.value.startsWith(previous)
        ? textarea.value.slice(previous.length)
        : textarea.value;
    textarea.value = `${prefillMessage}${rest}`;
    appliedPrefill.current = prefillMessage;
  }, [prefillMessage]);

  const id = (field: string) => `${idPrefix}-${field}`;
  const describedBy = (field: LeadField) => (errors[field] ? id(`${field}-error`) : undefined);
  const fieldProps = (field: LeadField) => ({
    id: id(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field),
    onInput: () => onFieldInput(field),
    defaultValue: values?.[field],
    className: inputClass,
  });
  const label = (field: LeadField, text: string = copy.labels[field]) => (
    <label htmlFor={id(field)} className="text-sm font-semibold text-ink">
      {text}
    </label>
  );
  const error = (field: LeadField) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className="mt-1.5 text-sm font-medium text-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={actionFor(kind, locale, true)}
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      data-testid={`${idPrefix}-form`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name={hiddenFields.kind} value={kind} />
      <input type="hidden" name={hiddenFields.page} value={pathname} />
      <input type="hidden" name={hiddenFields.elapsed} defaultValue="" />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id("hp")}>{copy.honeypotLabel}</label>
        <input
          id={id("hp")}
          type="text"
          name={hiddenFields.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {summary ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          data-testid={`${idPrefix}-alert`}
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-error sm:col-span-2"
        >
          {summary}
        </div>
      ) : null}

      <div>
        {label("name")}
        <input
          {...fieldProps("name")}
          type="text"
          autoComplete="name"
          required
          maxLength={leadLimits.nameMax}
          placeholder={copy.placeholders.name}
        />
        {error("name")}
      </div>
      <div>
        {label("email")}
        <input
          {...fieldProps("email")}
          type="email"
          autoComplete="email"
          required
          maxLength={leadLimits.emailMax}
          placeholder={copy.placeholders.email}
        />
        {error("email")}
      </div>
      <div className="sm:col-span-2">
        {label("number")}
        <input
          {...fieldProps("number")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          maxLength={leadLimits.phoneMaxLength}
          pattern={phonePattern}
          placeholder={copy.placeholders.number}
        />
        {error("number")}
      </div>
      <div className="sm:col-span-2">
        {kind === "popup" ? (
          <>
            {label("msg", copy.serviceLabel)}
            <select {...fieldProps("msg")} defaultValue={values?.msg ?? leadServices[0]}>
              {leadServices.map((option) => (
                <option key={option} value={option}>
                  {copy.services[option]}
                </option>
              ))}
            </select>
          </>
        ) : (
          <>
            {label("msg", kind === "career" ? copy.careerMsgLabel : copy.labels.msg)}
            <textarea
              {...fieldProps("msg")}
              ref={messageRef}
              required
              rows={kind === "career" ? 5 : 4}
              maxLength={leadLimits.messageMax}
              placeholder={kind === "career" ? copy.placeholders.careerMsg : copy.placeholders.msg}
            />
          </>
        )}
        {error("msg")}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          className={buttonClass("accent", "lg")}
          disabled={pending}
          data-testid={`${idPrefix}-submit`}
        >
          {pending ? (
            <>
              <LoaderCircle
                size={18}
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              {copy.sending}
            </>
          ) : (
            copy.submit[kind]
          )}
        </button>
        <p className="text-xs text-muted">
          {copy.privacyNote.before}{" "}
          <a href={localizeHref("/privacy-policy")} className="font-medium text-brand underline">
            {copy.privacyNote.link}
          </a>
          {copy.privacyNote.after}
        </p>
      </div>
    </form>
  );
}
