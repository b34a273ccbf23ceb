/**
 * The rule of everything the lead forms say (./en.json and its Hindi twin): labels, placeholders,
 * the popup's service labels, the confirmations, every error message the browser shows and the
 * server returns, the small pages answered without JavaScript, and the acknowledgement email a
 * visitor receives (server/mail/templates.ts). The fields and their limits are
 * app/base/lead-fields.ts; a figure the words quote (a limit, the reply time, the phone number,
 * the brand) is a slot, filled by the join or, for what only the moment knows (a wait in minutes,
 * the page's title, the email's facts), where the words are used.
 */
import type { z } from "zod";
import type { LeadFieldMessage, LeadServiceValue } from "~/base/lead-fields";
import type { Template } from "~/base/template";
import { group, paragraph, suffix, template, text } from "../engine/fields";

const words = (title: string, description: string, max: number, min = 1) =>
  text({ title, description }, { min, max });

/** One text for each field of app/base/lead-fields.ts, in the forms' order. */
const perField = (what: string, max: number) =>
  ({
    name: words("Name", `The name field's ${what}.`, max),
    email: words("Email", `The email field's ${what}.`, max),
    number: words("Mobile number", `The mobile number field's ${what}.`, max),
    msg: words("Message", `The message field's ${what}.`, max),
  }) as const;

/** One text for each form: the contact page's, the contact popup's and the careers page's. */
const perForm = <Item extends z.ZodType>(item: (form: string) => Item) => ({
  contact: item("the contact page's form"),
  popup: item("the contact popup"),
  career: item("the careers page's form"),
});

const confirmation = (form: string) =>
  group(
    { title: `After sending ${form}`, description: `What ${form} shows once a message is sent.` },
    {
      title: words("Title", "The confirmation's first line.", 60, 5),
      body: form.startsWith("the careers")
        ? text(
            {
              title: "Text",
              description:
                "The sentence below it: the careers page promises no reply, only a word when a role opens.",
            },
            { min: 10, max: 120 },
          )
        : template(
            {
              title: "Text",
              description:
                "The sentences below it; the website fills in the reply time the agency promises.",
              slots: ["replyTime"],
            },
            { min: 10, max: 130 },
          ),
    },
  );

/** The label each language shows for a service value the popup posts (app/base/lead-fields.ts). */
const services = group(
  {
    title: "Services to choose from",
    description:
      "The popup's list of services: the label shown for each. What the form sends and the inbox stores stays the English name.",
  },
  {
    "Web Development": words("Web Development", "Label of Web Development.", 40, 2),
    "App Development": words("App Development", "Label of App Development.", 40, 2),
    "Graphic design": words("Graphic design", "Label of Graphic design.", 40, 2),
    "SEO Management": words("SEO Management", "Label of SEO Management.", 40, 2),
    "Database Administration": words(
      "Database Administration",
      "Label of Database Administration.",
      40,
      2,
    ),
    "Digital marketing": words("Digital marketing", "Label of Digital marketing.", 40, 2),
  } satisfies Record<LeadServiceValue, z.ZodType>,
);

const messages = group(
  {
    title: "Error messages",
    description:
      "Shown under a field the visitor must correct: the browser shows them at once, the server returns the same.",
  },
  {
    nameRequired: words("Name missing", "When the name is left empty.", 60, 5),
    nameTooLong: template(
      {
        title: "Name too long",
        description:
          "When the name is too long; the website fills in the most characters it may have.",
        slots: ["max"],
      },
      { min: 10, max: 90 },
    ),
    emailInvalid: words("Email not valid", "When the email address is not one.", 90, 5),
    phoneInvalid: template(
      {
        title: "Mobile number not valid",
        description:
          "When the number has too few or too many digits; the website fills in the fewest and the most.",
        slots: ["min", "max"],
      },
      { min: 10, max: 140 },
    ),
    msgRequired: words("Message missing", "When the message is left empty.", 80, 5),
    careerMsgRequired: words(
      "About you missing",
      "When the careers page's About you is left empty.",
      110,
      5,
    ),
    msgTooLong: template(
      {
        title: "Message too long",
        description:
          "When the message is too long; the website fills in the most characters it may have.",
        slots: ["max"],
      },
      { min: 10, max: 90 },
    ),
    serviceInvalid: words(
      "Service not in the list",
      "When the service chosen is not one of the list.",
      80,
      5,
    ),
    bodyTooLarge: words(
      "Too long to send",
      "When everything typed is more than the server takes in one post.",
      160,
      5,
    ),
  } satisfies Record<
    LeadFieldMessage | "careerMsgRequired" | "serviceInvalid" | "bodyTooLarge",
    z.ZodType
  >,
);

export const leadFormWordsSchema = group(
  {
    title: "The forms",
    description: "What the contact page's form, the contact popup and the careers page's form say.",
  },
  {
    labels: group(
      { title: "Field labels", description: "The label above each field." },
      perField("label", 30),
    ),
    serviceLabel: words("Service label", "The label of the popup's list of services.", 40, 2),
    careerMsgLabel: words(
      "About you label",
      "The label of the careers page's text area, in place of Message.",
      30,
      2,
    ),
    placeholders: group(
      {
        title: "Placeholders",
        description: "The grey hint inside each empty field.",
      },
      {
        ...perField("placeholder", 50),
        careerMsg: paragraph(
          {
            title: "About you",
            description: "The hint inside the careers page's text area.",
          },
          { min: 10, max: 190 },
        ),
      },
    ),
    services,
    honeypotLabel: words(
      "Hidden field's label",
      "Read by robots only (people never see the field): tells a person to leave it empty.",
      40,
      5,
    ),
    submit: group(
      { title: "Send buttons", description: "The button that sends each form." },
      perForm((form) => words("Button", `The send button of ${form}.`, 30, 2)),
    ),
    sending: words("Sending", "The button's label while a form is being sent.", 30, 2),
    privacyNote: group(
      {
        title: "Privacy note",
        description: "The line below each form, with a link to the privacy policy in the middle.",
      },
      {
        before: words("Before the link", "The words before the link.", 140, 5),
        link: words("Link", "The link to the privacy policy.", 30, 2),
        after: suffix(
          {
            title: "After the link",
            description:
              "The words right after the link (a full stop, or the end of the sentence); start with a space to keep one after the link.",
          },
          { min: 1, max: 30 },
        ),
      },
    ),
    success: group(
      { title: "Confirmations", description: "What each form shows once its message is sent." },
      perForm(confirmation),
    ),
    sendAnother: words(
      "Send another",
      "The button that opens the form again after a message.",
      40,
      2,
    ),
    messages,
    summary: group(
      {
        title: "Messages above the form",
        description: "What a form says above its fields when a message cannot be sent.",
      },
      {
        invalid: words("Fields to correct", "When one or more fields must be corrected.", 60, 5),
        unreadable: words("Form not readable", "When the form's post could not be read.", 70, 5),
        tooFast: words(
          "Sent too fast",
          "When the form was sent faster than a person fills it in (robots do).",
          150,
          5,
        ),
        rateLimited: group(
          {
            title: "Too many messages",
            description:
              "When one visitor sent many messages in a short time; the website fills in how many minutes to wait.",
          },
          {
            one: template(
              {
                title: "Wait of one minute",
                description: "When the wait is one minute (the website fills in 1).",
                slots: ["minutes"],
              },
              { min: 20, max: 240 },
            ),
            other: template(
              {
                title: "Wait of several minutes",
                description: "When the wait is several minutes; the website fills in how many.",
                slots: ["minutes"],
              },
              { min: 20, max: 240 },
            ),
          },
        ),
        error: words(
          "Not saved",
          "When the server could not save the message (it asks to try again or call).",
          160,
          5,
        ),
      },
    ),
    legacyPage: group(
      {
        title: "Answer pages of the old form",
        description:
          "The small pages a visitor sees after sending the form from an old saved copy of the contact page, or from a browser that runs no scripts.",
      },
      {
        documentTitle: template(
          {
            title: "Browser tab",
            description:
              "The pages' title in the browser's tab; the website fills in the page's heading and the agency's name.",
            slots: ["title", "brand"],
          },
          { min: 9, max: 60 },
        ),
        sentTitle: words("Sent: heading", "The heading once the message is sent.", 60, 5),
        sentBody: template(
          {
            title: "Sent: text",
            description:
              "The sentences below it; the website fills in the reply time the agency promises and its mobile number.",
            slots: ["replyTime", "phone"],
          },
          { min: 20, max: 130 },
        ),
        failedTitle: words(
          "Not sent: heading",
          "The heading when the message was not sent.",
          40,
          5,
        ),
        failedHint: words(
          "Not sent: what to do",
          "The sentence below it: how to go back and correct the message.",
          130,
          5,
        ),
        contactLink: words("Contact page link", "The link to the contact page.", 40, 2),
        homeLink: words("Home link", "The link to the home page.", 20, 2),
      },
    ),
    tooLongPage: group(
      {
        title: "Message too long page",
        description: "The page answered when a form's post is larger than the server takes.",
      },
      {
        title: words("Heading", "The page's heading.", 40, 5),
        body: template(
          {
            title: "Text",
            description:
              "What to do; the website fills in the largest message it takes, in kilobytes.",
            slots: ["limitKb"],
            multiline: true,
          },
          { min: 40, max: 360 },
        ),
        backLink: words("Back link", "The link back to the contact page.", 40, 2),
      },
    ),
    rejectedPage: group(
      {
        title: "Refused request page",
        description:
          "The page answered to a form post that is not a browser's (wrong type or origin).",
      },
      {
        title: words("Heading", "The page's heading.", 40, 5),
        body: words("Text", "The sentence below it.", 60, 5),
      },
    ),
  },
);
export type LeadFormWords = z.infer<typeof leadFormWordsSchema>;

/** The visitor's acknowledgement email (server/mail/templates.ts), in the lead's language. */
export const ackEmailWordsSchema = group(
  {
    title: "Acknowledgement email",
    description:
      "The email a visitor receives after sending a form (when whoever runs the server has turned it on), in the language of the page they used. It repeats nothing they typed.",
  },
  {
    subject: template(
      {
        title: "Subject",
        description: "The email's subject; the website fills in the agency's name.",
        slots: ["brand"],
      },
      { min: 10, max: 80 },
    ),
    greeting: words("Greeting", "The email's first line.", 30, 2),
    thanks: group(
      {
        title: "Thanks",
        description:
          "The paragraph after the greeting: one for an enquiry, one for the careers page.",
      },
      {
        enquiry: template(
          {
            title: "After an enquiry",
            description:
              "After the contact page's form or the popup; the website fills in the agency's name and the reply time it promises.",
            slots: ["brand", "replyTime"],
            multiline: true,
          },
          { min: 20, max: 200 },
        ),
        career: template(
          {
            title: "After the careers form",
            description:
              "After the careers page's form, which promises no reply, only a word when a role opens; the website fills in the agency's name.",
            slots: ["brand"],
            multiline: true,
          },
          { min: 20, max: 220 },
        ),
      },
    ),
    urgent: template(
      {
        title: "If it is urgent",
        description:
          "How to reach the agency sooner; the website fills in its mobile number, its office hours and its general email address.",
        slots: ["phone", "officeHours", "email"],
        multiline: true,
      },
      { min: 20, max: 200 },
    ),
    signature: template(
      {
        title: "Signature",
        description:
          "The email's signature; the website fills in the agency's name and the website's address.",
        slots: ["brand", "siteUrl"],
        multiline: true,
      },
      { min: 10, max: 80 },
    ),
    why: paragraph(
      {
        title: "Why this email",
        description:
          "The last paragraph: why the visitor receives it, and what to do if it was not them.",
      },
      { min: 20, max: 240 },
    ),
  },
);
export type AckEmailWords = z.infer<typeof ackEmailWordsSchema>;

export const formsWordsSchema = group(
  {
    title: "Forms and the acknowledgement email",
    description:
      "Everything the lead forms say, and the email a visitor receives after sending one.",
  },
  { leadFormCopy: leadFormWordsSchema, ackEmail: ackEmailWordsSchema },
);
export type FormsWords = z.infer<typeof formsWordsSchema>;

/** Every message a field of app/base/lead-fields.ts names, and the forms' own. */
export type LeadMessages = { [Key in keyof LeadFormWords["messages"]]: string };

/**
 * What the forms say, as the pages and the server use it: the join has filled every slot the
 * facts hold; what only the moment knows stays a template (a wait in minutes, the page's title,
 * a size limit).
 */
export type LeadFormCopy = Omit<
  LeadFormWords,
  "success" | "messages" | "summary" | "legacyPage" | "tooLongPage"
> & {
  success: Record<"contact" | "popup" | "career", { title: string; body: string }>;
  messages: LeadMessages;
  summary: Omit<LeadFormWords["summary"], "rateLimited"> & {
    rateLimited: { one: Template<"minutes">; other: Template<"minutes"> };
  };
  legacyPage: Omit<LeadFormWords["legacyPage"], "documentTitle" | "sentBody"> & {
    documentTitle: Template<"title">;
    sentBody: string;
  };
  tooLongPage: Omit<LeadFormWords["tooLongPage"], "body"> & { body: Template<"limitKb"> };
};

/** The words the browser's form needs: all but the pages only the server answers with. */
export type LeadFormClientCopy = Omit<LeadFormCopy, "legacyPage" | "tooLongPage" | "rejectedPage">;
