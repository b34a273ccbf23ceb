/**
 * The route actions of the lead forms (/contact-us, /career, /contactform.php) share this: read
 * the posted form, hand it to the lead service from the load context, answer with a status that
 * matches the outcome. Server only (zod sits behind the service).
 */
import { type AppLoadContext, data } from "react-router";
import { arrivalField } from "~/base/arrival";
import {
  hiddenFields,
  type LeadActionResult,
  type LeadFormKind,
  type LeadKind,
  leadFields,
} from "~/base/lead-fields";
import { requestLocale, requestPath } from "~/base/locale";
import { liveContent } from "../pages/live-content.server";

const readFields = [
  ...leadFields.map((field) => field.name),
  hiddenFields.kind,
  hiddenFields.page,
  hiddenFields.elapsed,
  hiddenFields.honeypot,
  arrivalField,
] as const;

export const statusOf: Record<LeadActionResult["status"], number> = {
  sent: 200,
  invalid: 400,
  "too-fast": 400,
  "rate-limited": 429,
  error: 503,
};

/** Reads the posted form, or null when the body is not a readable form. */
async function readForm(
  request: Request,
): Promise<Record<string, string | null | undefined> | null> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return null;
  }
  const form: Record<string, string | null | undefined> = {};
  for (const field of readFields) {
    const value = formData.get(field);
    // Absent: undefined. A file where text belongs: null, which fails validation.
    form[field] = value === null ? undefined : typeof value === "string" ? value : null;
  }
  return form;
}

/** Submits the lead; `kind` is "legacy" or picked from the form among `allowed`. */
export async function submitLead(
  request: Request,
  context: AppLoadContext,
  allowed: readonly LeadKind[],
): Promise<LeadActionResult> {
  const leads = context.leads;
  if (!leads) throw new Error("The lead service is missing from the load context");
  const form = await readForm(request);
  const posted = form?.[hiddenFields.kind];
  const kind = allowed.find((k) => k === posted) ?? (allowed[0] as LeadKind);
  const language = requestLocale(request);
  const { leadFormCopy } = liveContent(context).dictionary(language).forms;
  if (!form) {
    return {
      kind,
      status: "invalid",
      message: leadFormCopy.summary.unreadable,
      errors: { name: leadFormCopy.messages.nameRequired },
      values: {},
    };
  }
  const referer = request.headers.get("referer");
  let pagePath = form[hiddenFields.page] ?? null;
  if (!pagePath && referer) {
    try {
      pagePath = new URL(referer).pathname;
    } catch {
      pagePath = null;
    }
  }
  return leads.submit({
    kind,
    form,
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    pagePath: pagePath ?? requestPath(request),
    language,
    arrival: { field: form[arrivalField], referer },
  });
}

/** A route action answering with the result and its HTTP status. */
export async function leadAction(
  request: Request,
  context: AppLoadContext,
  allowed: readonly LeadFormKind[],
) {
  const result = await submitLead(request, context, allowed);
  return data(result, {
    status: statusOf[result.status],
    headers: { "Cache-Control": "no-store" },
  });
}
