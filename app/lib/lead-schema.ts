/**
 * Server-side validation of a lead (docs/requirements.md). SERVER ONLY: import it from server/ or
 * *.server.ts files, never from a component, so zod stays out of the browser bundle. The
 * browser's constraint attributes come from the same limits in ./lead-fields, and its messages
 * from the same copy (app/content/forms/en.ts and its Hindi twin): the schema is built from a
 * `LeadMessages` object.
 */
import { z } from "zod";
import {
  type LeadField,
  type LeadKind,
  leadLimits,
  leadServices,
  phonePattern,
  toLatinDigits,
} from "~/base/lead-fields";
import { type Locale, locales } from "~/base/locale";
import type { LeadMessages } from "~/content/forms/schema";
import { dictionary } from "../content/dictionary.server";

/**
 * Control characters and bidirectional overrides (which can disguise text in an email client)
 * are removed; joiners used by Indic scripts and emoji are kept.
 */
const unsafe = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

/** Trims, folds runs of whitespace in one-line fields, and removes unsafe characters. */
const oneLine = (value: unknown) =>
  typeof value === "string"
    ? value.normalize("NFC").replace(unsafe, " ").replace(/\s+/g, " ").trim()
    : value;

/** Keeps line breaks and tabs in a message; removes other unsafe characters. */
const multiLine = (value: unknown) =>
  typeof value === "string"
    ? value
        .normalize("NFC")
        .replace(/\r\n?/g, "\n")
        .replace(unsafe, (c) => (c === "\n" || c === "\t" ? c : ""))
        .trim()
    : value;

const phoneRegex = new RegExp(`^(?:${phonePattern})$`);

/** The schemas of every form, with their messages in the words of `messages`. */
export function createLeadSchemas(messages: LeadMessages) {
  const name = z.preprocess(
    oneLine,
    z
      .string(messages.nameRequired)
      .min(1, messages.nameRequired)
      .max(leadLimits.nameMax, messages.nameTooLong),
  );

  const email = z.preprocess(
    oneLine,
    z
      .string(messages.emailInvalid)
      .max(leadLimits.emailMax, messages.emailInvalid)
      .pipe(z.email(messages.emailInvalid)),
  );

  const number = z.preprocess(
    oneLine,
    z
      .string(messages.phoneInvalid)
      .max(leadLimits.phoneMaxLength, messages.phoneInvalid)
      .regex(phoneRegex, messages.phoneInvalid)
      .transform(toLatinDigits),
  );

  const message = (required: string) =>
    z.preprocess(
      multiLine,
      z.string(required).min(1, required).max(leadLimits.messageMax, messages.msgTooLong),
    );

  const service = z.preprocess(
    (value) => {
      // Not chosen (the select had no required flag): the first option, as the original did.
      const tidy = oneLine(value);
      return tidy === undefined || tidy === "" ? leadServices[0] : tidy;
    },
    z.enum(leadServices, messages.serviceInvalid),
  );

  return {
    contact: z.object({ name, email, number, msg: message(messages.msgRequired) }),
    popup: z.object({ name, email, number, msg: service }),
    career: z.object({ name, email, number, msg: message(messages.careerMsgRequired) }),
    // Old cached pages appended the suffix themselves; the message is still required.
    legacy: z.object({ name, email, number, msg: message(messages.msgRequired) }),
  } satisfies Record<LeadKind, z.ZodType>;
}

export const leadSchemasByLocale = Object.fromEntries(
  locales.map((locale) => [
    locale,
    createLeadSchemas(dictionary(locale).forms.leadFormCopy.messages),
  ]),
) as Record<Locale, ReturnType<typeof createLeadSchemas>>;

export const leadSchemas = leadSchemasByLocale.en;

export type LeadFields = Record<LeadField, string>;

export type LeadValidation =
  | { ok: true; fields: LeadFields }
  | { ok: false; errors: Partial<Record<LeadField, string>> };

/**
 * Validates raw form values; the first message per field is returned. `schemas` picks the
 * words (createLeadSchemas); the default speaks English.
 */
export function validateLead(
  kind: LeadKind,
  input: Record<string, unknown>,
  schemas = leadSchemas,
): LeadValidation {
  const result = schemas[kind].safeParse(input);
  if (result.success) return { ok: true, fields: result.data };
  const errors: Partial<Record<LeadField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
