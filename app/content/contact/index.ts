/**
 * /contact-us: its words (./en.json, ./hi.json), the reply time written into them by the
 * language's formatter, and the studio's details of the agency's facts, its place names as the
 * language writes them (app/content/site). The phones, the chat, the hello address and the office
 * hours come with the layout's site copy (app/lib/pages/site-copy.server.ts).
 */
import { fill } from "~/base/template";
import { noFacts } from "../engine/fields";
import { defineTopic } from "../engine/topic";
import { contactEditorSections } from "./editor-sections";
import en from "./en.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type ContactCopy, contactWordsSchema } from "./schema";

export const contact = defineTopic({
  name: "contact",
  title: "Contact page",
  description: "The words of the Contact page around the form and the agency's details.",
  factsSchema: noFacts,
  wordsSchema: contactWordsSchema,
  shipped: { en, hi },
  launchCheck,
  editorSections: contactEditorSections,
  join: ({ words, format, topics }): { contact: ContactCopy } => {
    const site = topics.site;
    const figures = { replyWithin: format.workingDays(site.facts.replyDays) };
    return {
      contact: {
        contact: {
          ...words,
          formIntro: fill(words.formIntro, figures),
          blocks: {
            ...words.blocks,
            email: { ...words.blocks.email, text: fill(words.blocks.email.text, figures) },
          },
          nextSteps: words.nextSteps.map((step) => ({
            title: fill(step.title, figures),
            text: step.text,
          })),
        },
        studio: {
          legalName: site.facts.legalName,
          careersEmail: site.facts.emails.careers,
          address: {
            locality: site.words.locality,
            region: site.words.region,
            postalCode: site.facts.address.postalCode,
          },
        },
      },
    };
  },
});
