/**
 * What the reply box on a lead's page needs (./reply-box.tsx), read on the server: the live
 * templates in both languages (app/content/replies), the values of their slots for this lead
 * and this staff member, the one chosen (the lead's language by default, or the GET parameters
 * of the box's "Fill in" form, which work without JavaScript), the text filled in, and the
 * lead's phone as WhatsApp takes it.
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { type Locale, locales } from "~/base/locale";
import { type ReplyTemplateId, replyTemplateIds } from "~/base/reply-templates";
import { liveContent } from "~/lib/pages/live-content.server";
import { fillReply, type ReplySlotValues, serviceOf, staffNameOf } from "./fill";
import { normalisePhone } from "./phone";

/** The longest reply and subject (characters). */
export const REPLY_MAX = 2000;
export const SUBJECT_MAX = 200;

export interface ReplyTemplateOption {
  id: ReplyTemplateId;
  label: string;
  subject: string;
  body: string;
}

export interface ReplyBoxData {
  /** Where the box posts (app/staff/pages/lead-reply.tsx). */
  action: string;
  /** The lead's page: where "Fill in" goes. */
  leadPage: string;
  /** Random per box shown: a double tap sends the same key, recorded once. */
  onceKey: string;
  leadLanguage: Locale;
  language: Locale;
  templateId: ReplyTemplateId;
  price: string;
  templates: Record<Locale, ReplyTemplateOption[]>;
  values: Record<Locale, Omit<ReplySlotValues, "price">>;
  subject: string;
  text: string;
  email: string;
  phone: { typed: string; digits: string | null; mobile: boolean };
}

interface LeadForReply {
  id: string;
  name: string;
  email: string;
  phone: string;
  source: string;
  message: string;
  language: Locale;
}

const isLocale = (value: unknown): value is Locale =>
  (locales as readonly unknown[]).includes(value);
const isTemplate = (value: unknown): value is ReplyTemplateId =>
  (replyTemplateIds as readonly unknown[]).includes(value);

export function replyBoxData(
  context: AppLoadContext,
  lead: LeadForReply,
  staffEmail: string,
  /** The box's choices: the page's GET parameters, or the posted form. */
  chosen: { get(name: string): unknown },
): ReplyBoxData {
  const staffName = staffNameOf(staffEmail);
  const templates = {} as ReplyBoxData["templates"];
  const values = {} as ReplyBoxData["values"];
  for (const locale of locales) {
    const { replies, forms } = liveContent(context).dictionary(locale);
    templates[locale] = replyTemplateIds.map((id) => ({ id, ...replies.templates[id] }));
    values[locale] = {
      name: lead.name.trim(),
      service: serviceOf(lead, forms.leadFormCopy.services, replies.serviceFallback),
      staffName,
    };
  }
  const language = isLocale(chosen.get("replyLanguage"))
    ? (chosen.get("replyLanguage") as Locale)
    : lead.language;
  const templateId = isTemplate(chosen.get("replyTemplate"))
    ? (chosen.get("replyTemplate") as ReplyTemplateId)
    : "firstAnswer";
  const price = String(chosen.get("replyPrice") ?? "")
    .trim()
    .slice(0, 40);
  const template = templates[language].find((option) => option.id === templateId);
  const filled = template
    ? fillReply(template, { ...values[language], price })
    : { subject: "", body: "" };
  const phone = normalisePhone(lead.phone);
  return {
    action: `/admin/leads/${encodeURIComponent(lead.id)}/reply`,
    leadPage: `/admin/leads/${encodeURIComponent(lead.id)}`,
    onceKey: randomUUID(),
    leadLanguage: lead.language,
    language,
    templateId,
    price,
    templates,
    values,
    subject: filled.subject,
    text: filled.body,
    email: lead.email,
    phone: { typed: lead.phone, digits: phone?.digits ?? null, mobile: phone?.mobile ?? false },
  };
}
