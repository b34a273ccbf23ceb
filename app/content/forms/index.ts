/**
 * The lead forms' words (labels, placeholders, the popup's service labels, confirmations, every
 * error message the browser shows or the server returns, the pages answered without JavaScript)
 * and the visitor's acknowledgement email. The join fills the figures the facts hold: the forms'
 * limits (app/base/lead-fields.ts), the agency's reply time, mobile number and brand (the site
 * topic). The email's templates stay templates: server/mail/templates.ts fills them from the
 * dictionary of the lead's language and the site's address.
 */
import { phone } from "~/base/format";
import { leadLimits } from "~/base/lead-fields";
import { fill, type Template, template } from "~/base/template";
import { noFacts } from "../engine/fields";
import { defineTopic } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { formsWordsSchema, type LeadFormCopy } from "./schema";

export const forms = defineTopic({
  name: "forms",
  title: "Forms and emails",
  description:
    "Everything the contact page's form, the contact popup and the careers page's form say, their answer pages, and the acknowledgement email a visitor receives.",
  factsSchema: noFacts,
  wordsSchema: formsWordsSchema,
  shipped: { en, hi },
  launchCheck,
  join: ({ words, format, topics }) => {
    const site = topics.site.facts;
    const replyTime = format.workingDays(site.replyDays);
    const { success, messages, legacyPage } = words.leadFormCopy;
    const leadFormCopy: LeadFormCopy = {
      ...words.leadFormCopy,
      success: {
        contact: { ...success.contact, body: fill(success.contact.body, { replyTime }) },
        popup: { ...success.popup, body: fill(success.popup.body, { replyTime }) },
        career: success.career,
      },
      messages: {
        ...messages,
        nameTooLong: fill(messages.nameTooLong, { max: leadLimits.nameMax }),
        phoneInvalid: fill(messages.phoneInvalid, {
          min: leadLimits.phoneDigitsMin,
          max: leadLimits.phoneDigitsMax,
        }),
        msgTooLong: fill(messages.msgTooLong, { max: format.number(leadLimits.messageMax) }),
      },
      legacyPage: {
        ...legacyPage,
        // The brand now; the page's heading when the page is answered.
        documentTitle: template<"title">(
          fill(legacyPage.documentTitle as Template<"brand">, { brand: site.brandName }),
        ),
        sentBody: fill(legacyPage.sentBody, {
          replyTime,
          phone: phone(site.phoneMobile).display,
        }),
      },
    };
    return { forms: { leadFormCopy, ackEmail: words.ackEmail } };
  },
});
