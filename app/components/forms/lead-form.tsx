import CheckCircle2 from "lucide-react/icons/circle-check";
import type { LeadActionResult, LeadFormKind } from "~/base/lead-fields";
import type { Locale } from "~/base/locale";
import { buttonClass } from "~/components/ui/button";
import type { LeadFormClientCopy } from "~/content/forms/schema";
import { LeadFormFields } from "./lead-form-fields";
import { actionFor, useLeadSubmission } from "./use-lead-submission";

export interface LeadFormProps {
  kind: LeadFormKind;
  /** Its words in the page's language. */
  copy: LeadFormClientCopy;
  locale: Locale;
  /**
   * The page it is on (sent with the lead). The contact popup's form, one for every page, has
   * none: the page script fills it in where the popup is shown (app/enhancements/dialogs.ts).
   */
  pagePath?: string;
  /** The server's answer to a native post of this form, when the page is that answer. */
  nativeAnswer?: LeadActionResult;
  /** Prefix of the fields' ids; defaults to the kind. */
  idPrefix?: string;
}

/**
 * One lead form for the contact page, the contact popup and the careers page. Without
 * JavaScript, and until its island is hydrated, it posts natively to its route action and the
 * page comes back with a confirmation or the errors and everything typed. Hydrated, it posts to
 * the leads API: no reload, a pending state, errors beside the fields, focus on the first error,
 * a confirmation, and "Send another message" to use it again. Its words come in the page's
 * language (the server answers in the same words).
 */
export function LeadForm({
  kind,
  copy,
  locale,
  pagePath,
  nativeAnswer,
  idPrefix = kind,
}: LeadFormProps) {
  const form = useLeadSubmission(kind, locale, copy, nativeAnswer);

  if (form.sent) {
    // A popup post without JavaScript lands on the contact page: word it as the popup does.
    const text = copy.success[form.sent.kind === "legacy" ? kind : form.sent.kind];
    return (
      <div
        ref={form.refs.successRef}
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
          href={actionFor(kind, locale)}
          className={`${buttonClass("outline", "md")} mt-5`}
          onClick={(event) => {
            event.preventDefault();
            form.startAgain();
          }}
        >
          {copy.sendAnother}
        </a>
      </div>
    );
  }

  return (
    <LeadFormFields
      key={form.round}
      kind={kind}
      copy={copy}
      idPrefix={idPrefix}
      action={actionFor(kind, locale)}
      locale={locale}
      pagePath={pagePath}
      formRef={form.refs.formRef}
      summaryRef={form.refs.summaryRef}
      errors={form.errors}
      summary={form.summary}
      values={form.values}
      pending={form.pending}
      onSubmit={form.onSubmit}
      onFieldInput={form.onFieldInput}
    />
  );
}
