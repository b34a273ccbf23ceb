/**
 * Server-side validation of a lead (docs/requirements.md), built from the fields of
 * app/base/lead-fields.ts. SERVER ONLY: import it from server/ or *.server.ts files, never from a
 * component, so zod stays out of the browser bundle. The browser's constraint attributes come
 * from the same list, and its messages
 * from the same copy (app/content/forms/en.json and its Hindi twin): the schema is built from a
 * `LeadMessages` object.
 */
import { z } from "zod";
import {
  type LeadField,
  type LeadFieldDef,
  type LeadFieldProblem,
  type LeadFormKind,
  type LeadKind,
  leadFieldMessageName,
  leadFields,
  leadServices,
  phonePattern,
  toLatinDigits,
} from "~/base/lead-fields";
import type { LeadMessages } from "~/content/forms/schema";

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

/** The message of `field` for a missing, too long or invalid value, in the words of `messages`. */
const messageOf = (
  field: LeadFieldDef,
  messages: LeadMessages,
  problem: LeadFieldProblem,
  kind?: LeadFormKind,
) => messages[leadFieldMessageName(field, problem, kind)];

/** The check of one field of `leadFields`, by its kind. */
function fieldSchema(
  field: LeadFieldDef,
  messages: LeadMessages,
  required: string,
): z.ZodType<string, unknown> {
  const tooLong = messageOf(field, messages, "tooLong");
  const invalid = messageOf(field, messages, "invalid");
  const text = (clean: (value: unknown) => unknown, checked: z.ZodType<string>) =>
    z.preprocess(clean, field.required ? checked : z.union([z.literal(""), checked]).default(""));
  switch (field.kind) {
    case "line":
      return text(oneLine, z.string(required).min(1, required).max(field.maxLength, tooLong));
    case "text":
      return text(multiLine, z.string(required).min(1, required).max(field.maxLength, tooLong));
    case "email":
      return text(oneLine, z.string(invalid).max(field.maxLength, invalid).pipe(z.email(invalid)));
    case "phone":
      return text(
        oneLine,
        z
          .string(invalid)
          .max(field.maxLength, invalid)
          .regex(phoneRegex, invalid)
          .transform(toLatinDigits),
      );
  }
}

/** The schemas of every form, with their messages in the words of `messages`. */
export function createLeadSchemas(messages: LeadMessages) {
  const fields = (required: (field: LeadFieldDef) => string) =>
    Object.fromEntries(
      leadFields.map((field) => [field.name, fieldSchema(field, messages, required(field))]),
    ) as Record<LeadField, z.ZodType<string>>;
  const standard = fields((field) => messageOf(field, messages, "required"));
  const career = fields((field) => messageOf(field, messages, "required", "career"));

  const service = z.preprocess(
    (value) => {
      // Not chosen (the select had no required flag): the first option, as the original did.
      const tidy = oneLine(value);
      return tidy === undefined || tidy === "" ? leadServices[0] : tidy;
    },
    z.enum(leadServices, messages.serviceInvalid),
  );

  return {
    contact: z.object(standard),
    // The popup's message is the service chosen in its select.
    popup: z.object({ ...standard, msg: service }),
    career: z.object(career),
    // Old cached pages appended the suffix themselves; the message is still required.
    legacy: z.object(standard),
  } satisfies Record<LeadKind, z.ZodType>;
}

export type LeadSchemas = ReturnType<typeof createLeadSchemas>;

const schemasByMessages = new WeakMap<LeadMessages, LeadSchemas>();

/** The schemas speaking `messages` (a revision's words), built once per revision's messages. */
export function leadSchemasFor(messages: LeadMessages): LeadSchemas {
  let schemas = schemasByMessages.get(messages);
  if (!schemas) {
    schemas = createLeadSchemas(messages);
    schemasByMessages.set(messages, schemas);
  }
  return schemas;
}

export type LeadFields = Record<LeadField, string>;

export type LeadValidation =
  | { ok: true; fields: LeadFields }
  | { ok: false; errors: Partial<Record<LeadField, string>> };

/**
 * Validates raw form values; the first message per field is returned, in the words of `schemas`
 * (leadSchemasFor).
 */
export function validateLead(
  kind: LeadKind,
  input: Record<string, unknown>,
  schemas: LeadSchemas,
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
