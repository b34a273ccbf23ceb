/**
 * The fields of a lead form: one for each of app/base/lead-fields.ts, labelled, with its
 * constraint attributes from that list (the same the server's schema uses) and its error beside
 * it, wired with aria-invalid and aria-describedby. The form posts natively when JavaScript is off.
 */
import LoaderCircle from "lucide-react/icons/loader-circle";
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
} from "react";
import { arrivalField } from "~/base/arrival";
import {
  hiddenFields,
  type LeadField,
  type LeadFieldKind,
  type LeadFormKind,
  leadFields,
  leadServices,
  phonePattern,
} from "~/base/lead-fields";
import { type Locale, localizedPath } from "~/base/locale";
import { buttonClass } from "~/components/ui/button";
import type { LeadFormClientCopy } from "~/content/forms/schema";
import type { FieldErrors } from "./use-lead-submission";

/** The input of a one-line field of each kind (free text is a textarea). */
const inputOf: Record<Exclude<LeadFieldKind, "text">, InputHTMLAttributes<HTMLInputElement>> = {
  line: { type: "text" },
  email: { type: "email" },
  phone: { type: "tel", inputMode: "tel", pattern: phonePattern },
};

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-muted shadow-xs transition-colors hover:border-field focus:border-focus focus:outline-3 focus:outline-offset-0 focus:outline-focus/30 dark:border-field dark:bg-page aria-[invalid=true]:border-error";

interface LeadFormFieldsProps {
  kind: LeadFormKind;
  copy: LeadFormClientCopy;
  idPrefix: string;
  /** Where the form posts without JavaScript. */
  action: string;
  locale: Locale;
  /** The page it is on (sent with the lead); see LeadForm. */
  pagePath?: string;
  formRef: RefObject<HTMLFormElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  errors: FieldErrors;
  summary?: string;
  values?: Partial<Record<LeadField, string>>;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldInput: (field: LeadField) => void;
}

/** One field: its label, the control `children` renders with the given props, its error. */
function Field({
  field,
  label,
  id,
  error,
  wide = false,
  children,
}: {
  field: LeadField;
  label: string;
  id: (name: string) => string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id(field)} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={id(`${field}-error`)} className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LeadFormFields({
  kind,
  copy,
  idPrefix,
  action,
  locale,
  pagePath,
  formRef,
  summaryRef,
  errors,
  summary,
  values,
  pending,
  onSubmit,
  onFieldInput,
}: LeadFormFieldsProps) {
  // Once hydrated, the form checks fields itself (messages beside the fields, not browser
  // bubbles).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [formRef]);

  const id = (field: string) => `${idPrefix}-${field}`;
  const control = (field: LeadField) => ({
    id: id(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? id(`${field}-error`) : undefined,
    onInput: () => onFieldInput(field),
    defaultValue: values?.[field],
    className: inputClass,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      data-testid={`${idPrefix}-form`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name={hiddenFields.kind} value={kind} />
      <input
        type="hidden"
        name={hiddenFields.page}
        defaultValue={pagePath ?? ""}
        data-this-page={pagePath === undefined ? "" : undefined}
      />
      <input type="hidden" name={hiddenFields.elapsed} defaultValue="" />
      <input type="hidden" name={arrivalField} defaultValue="" />
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

      {leadFields.map((field) => {
        if (field.name === "msg" && kind === "popup")
          return (
            <Field
              key={field.name}
              field={field.name}
              label={copy.serviceLabel}
              id={id}
              error={errors.msg}
              wide
            >
              <select {...control(field.name)} defaultValue={values?.msg ?? leadServices[0]}>
                {leadServices.map((option) => (
                  <option key={option} value={option}>
                    {copy.services[option]}
                  </option>
                ))}
              </select>
            </Field>
          );
        // The careers page asks about the applicant in its own words, in a taller box.
        const aboutYou = kind === "career" && field.name === "msg";
        return (
          <Field
            key={field.name}
            field={field.name}
            label={aboutYou ? copy.careerMsgLabel : copy.labels[field.name]}
            id={id}
            error={errors[field.name]}
            wide={field.wide}
          >
            {field.kind === "text" ? (
              <textarea
                {...control(field.name)}
                required={field.required}
                rows={aboutYou ? 5 : 4}
                maxLength={field.maxLength}
                placeholder={aboutYou ? copy.placeholders.careerMsg : copy.placeholders[field.name]}
              />
            ) : (
              <input
                {...control(field.name)}
                {...inputOf[field.kind]}
                autoComplete={field.autoComplete}
                required={field.required}
                maxLength={field.maxLength}
                placeholder={copy.placeholders[field.name]}
              />
            )}
          </Field>
        );
      })}
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
          <a
            href={localizedPath("/privacy-policy", locale)}
            className="font-medium text-brand underline"
          >
            {copy.privacyNote.link}
          </a>
          {copy.privacyNote.after}
        </p>
      </div>
    </form>
  );
}
