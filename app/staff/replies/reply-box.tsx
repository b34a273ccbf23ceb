/**
 * The reply box on a lead's page: pick a template (the lead's language first), see it filled
 * in, change it, then "WhatsApp" or "Email". Both buttons post one form to the reply action
 * (app/staff/pages/lead-reply.tsx), which records the reply and answers 303: to wa.me for
 * WhatsApp (opened in a new tab, so the inbox stays), back to the lead for an email. It all
 * works without JavaScript: the "Fill in" form is a GET of the same page with the choice in its
 * parameters. With JavaScript the text follows the choice as it changes.
 *
 * On a phone the two buttons stay at the bottom of the screen while the box is in view (sticky),
 * where a thumb reaches them.
 */
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import type { Locale } from "~/base/locale";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { leadReplies } from "~/staff/words";
import { ErrorNotice, fieldClass, Notice } from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import { fillReply, unfilledSlots } from "./fill";
import type { ReplyBoxData } from "./reply-box.server";

const words = leadReplies.replyBox;
const REPLY_MAX = 2000;
const SUBJECT_MAX = 200;

export type ReplyNotice = "emailed" | "emailed-no-smtp" | null;

/** The notice after an email reply (the reply action's redirect: ?replied=email). */
export function replyNoticeOf(params: URLSearchParams): ReplyNotice {
  const replied = params.get("replied");
  return replied === "email" ? "emailed" : replied === "email-no-smtp" ? "emailed-no-smtp" : null;
}

export function ReplyBox({
  box,
  notice = null,
  error = null,
}: {
  box: ReplyBoxData;
  notice?: ReplyNotice;
  /** The reply action's refusal, shown above the text it kept. */
  error?: string | null;
}) {
  const [language, setLanguage] = useState<Locale>(box.language);
  const [templateId, setTemplateId] = useState(box.templateId);
  const [price, setPrice] = useState(box.price);
  const [subject, setSubject] = useState(box.subject);
  const [text, setText] = useState(box.text);
  const [problem, setProblem] = useState<string | null>(error);
  const [openedWhatsApp, setOpenedWhatsApp] = useState(false);
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The text of a new choice, filled in (with JavaScript; without, "Fill in" does it). */
  const choose = (next: { language?: Locale; templateId?: typeof templateId; price?: string }) => {
    const chosen = { language, templateId, price, ...next };
    setLanguage(chosen.language);
    setTemplateId(chosen.templateId);
    setPrice(chosen.price);
    const template = box.templates[chosen.language].find((t) => t.id === chosen.templateId);
    if (!template) return;
    const filled = fillReply(template, { ...box.values[chosen.language], price: chosen.price });
    setSubject(filled.subject);
    setText(filled.body);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const channel = submitter?.value;
    const missing = [
      ...unfilledSlots(text),
      ...(channel === "email" ? unfilledSlots(subject) : []),
    ];
    if (text.trim() === "") {
      event.preventDefault();
      setProblem(words.errors.empty);
    } else if (missing.length > 0) {
      event.preventDefault();
      setProblem(
        fill(words.errors.unfilled, {
          slots: [...new Set(missing)].map((slot) => `{${slot}}`).join(", "),
        }),
      );
    } else if (channel === "whatsapp") {
      // The reply opens in a new tab; this page shows it on the timeline a moment later.
      setOpenedWhatsApp(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => revalidator.revalidate(), 1500);
    }
  };

  const options = box.templates[language];
  const hasPrice = options.find((t) => t.id === templateId)?.body.includes("{price}") ?? false;
  return (
    <section
      aria-labelledby="reply"
      id="reply-box"
      className="mt-8 rounded-card border border-line bg-card shadow-card"
    >
      <div className="px-4 pt-4 sm:px-5">
        <h2 id="reply" className="text-lg font-bold">
          {words.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{words.intro}</p>
        {notice === "emailed" ? (
          <Notice>{fill(words.emailed, { email: box.email })}</Notice>
        ) : notice === "emailed-no-smtp" ? (
          <Notice>{words.emailedNoSmtp}</Notice>
        ) : null}
        {openedWhatsApp ? <Notice>{words.whatsAppOpened}</Notice> : null}

        <Form
          method="get"
          action={box.leadPage}
          preventScrollReset
          className="mt-4 grid gap-3 sm:grid-cols-3"
        >
          <div>
            <label htmlFor="reply-template" className="block text-sm font-semibold">
              {words.templateLabel}
            </label>
            <select
              id="reply-template"
              name="replyTemplate"
              value={templateId}
              onChange={(event) => choose({ templateId: event.target.value as typeof templateId })}
              className={fieldClass}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="reply-language" className="block text-sm font-semibold">
              {words.languageLabel}
            </label>
            <select
              id="reply-language"
              name="replyLanguage"
              value={language}
              onChange={(event) => choose({ language: event.target.value as Locale })}
              className={fieldClass}
            >
              {(Object.keys(words.languages) as Locale[]).map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {locale === box.leadLanguage
                    ? fill(words.leadLanguage, { language: words.languages[locale] })
                    : words.languages[locale]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="reply-price" className="block text-sm font-semibold">
              {words.priceLabel}
            </label>
            <input
              id="reply-price"
              name="replyPrice"
              value={price}
              maxLength={40}
              inputMode="text"
              aria-describedby="reply-price-hint"
              onChange={(event) => choose({ price: event.target.value })}
              className={fieldClass}
            />
            <p id="reply-price-hint" className="mt-1 text-xs text-muted">
              {hasPrice ? words.priceHint : words.priceUnused}
            </p>
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className={buttonClass("outline", "sm")}>
              {words.fillIn}
            </button>
          </div>
        </Form>
      </div>

      <form method="post" action={box.action} onSubmit={onSubmit} className="mt-4">
        <CsrfField />
        <input type="hidden" name="onceKey" value={box.onceKey} />
        <input type="hidden" name="replyLanguage" value={language} />
        <input type="hidden" name="replyTemplate" value={templateId} />
        <input type="hidden" name="replyPrice" value={price} />
        <div className="px-4 sm:px-5">
          {problem ? <ErrorNotice id="reply-error">{problem}</ErrorNotice> : null}
          <label htmlFor="reply-subject" className="mt-2 block text-sm font-semibold">
            {words.subjectLabel}
          </label>
          <input
            id="reply-subject"
            name="subject"
            value={subject}
            maxLength={SUBJECT_MAX}
            lang={language}
            onChange={(event) => setSubject(event.target.value)}
            className={fieldClass}
          />
          <label htmlFor="reply-text" className="mt-3 block text-sm font-semibold">
            {words.textLabel}
          </label>
          <textarea
            id="reply-text"
            name="text"
            rows={7}
            required
            lang={language}
            maxLength={REPLY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={problem ? "reply-error reply-text-hint" : "reply-text-hint"}
            className={`${fieldClass} py-2`}
            data-testid="reply-text"
          />
          <p id="reply-text-hint" className="mt-1 text-sm text-muted">
            {words.textHint}
          </p>
          <p id="reply-whatsapp-hint" className="mt-2 text-sm text-muted">
            {words.whatsAppHint}
          </p>
          <p id="reply-email-hint" className="mt-1 text-sm break-words text-muted">
            {fill(words.emailHint, { email: box.email })}
          </p>
          {box.phone.digits === null ? (
            <p className="mt-2 text-sm text-error">
              {fill(words.noWhatsApp, { phone: box.phone.typed || "—" })}
            </p>
          ) : !box.phone.mobile ? (
            <p className="mt-2 text-sm text-muted">{words.landline}</p>
          ) : null}
        </div>
        <div className="sticky bottom-0 mt-3 grid grid-cols-2 gap-2 rounded-b-card border-t border-line bg-card px-4 py-3 sm:px-5">
          <button
            type="submit"
            name="channel"
            value="whatsapp"
            formTarget="_blank"
            disabled={box.phone.digits === null}
            aria-describedby="reply-whatsapp-hint"
            className={`${buttonClass("primary", "lg")} w-full`}
          >
            <MessageCircle size={18} aria-hidden="true" />
            {words.whatsApp}
          </button>
          <button
            type="submit"
            name="channel"
            value="email"
            aria-describedby="reply-email-hint"
            className={`${buttonClass("outline", "lg")} w-full`}
          >
            <Mail size={18} aria-hidden="true" />
            {words.email}
          </button>
        </div>
      </form>
    </section>
  );
}
