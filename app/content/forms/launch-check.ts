import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * Where the brief leaves the forms open, and what they show meanwhile (docs/decisions/0008):
 * `npm run launch-check` lists each item until every field it names is published with a new
 * value, or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "forms.database-administration",
    page: "*",
    kind: "question",
    what: "The contact popup offers 'Database Administration', which no page, card or price describes. Keep the option (and describe the service), or replace it?",
    replaceWith:
      "Answer it: confirm the option as it stands, or ask your developer to replace it with another service",
    fields: ["words.leadFormCopy.services.Database Administration"],
  },
  {
    id: "forms.example-email",
    page: "*",
    kind: "question",
    what: "The forms' message for a wrong email address shows an example address (name@example.com, a domain kept for examples that reaches no one). Keep it, or show one of the agency's own domain?",
    replaceWith:
      "Confirm the example as it stands, or write the message with another example address",
    fields: ["words.leadFormCopy.messages.emailInvalid"],
  },
];
