/**
 * The rule of /contact-us's words (./en.json and its Hindi twin), and what the page shows: the
 * words, their reply time written in, and the studio's details of the agency's facts
 * (./index.ts). The phones, the chat, the hello address and the office hours come with the
 * layout's site copy.
 */
import type { z } from "zod";
import { group, list, paragraph, template, text } from "../engine/fields";

const label = (title: string, description: string, max: number) =>
  text({ title, description }, { min: 2, max });

/** A block of Other ways to reach us: its title and a line under it. */
const block = (what: string, where: string) =>
  group(
    { title: what, description: `The ${where} block of Other ways to reach us.` },
    {
      title: label("Title", "The block's title.", 30),
      text: label("Line", "The line under the title.", 60),
    },
  );

const replyWithin = 'The website fills in the reply time, in words ("two working days").';

export const contactWordsSchema = group(
  {
    title: "Contact page words",
    description: "Everything the Contact page says, in one language.",
  },
  {
    heroEyebrow: label("Eyebrow", "The small word above the page's heading.", 20),
    formTitle: label("Form title", "The title above the contact form.", 40),
    formIntro: template(
      {
        title: "Form introduction",
        description: `Under the form's title. ${replyWithin}`,
        slots: ["replyWithin"],
        multiline: true,
      },
      { min: 30, max: 170 },
    ),
    detailsTitle: label("Details title", "The title of Other ways to reach us.", 40),
    blocks: group(
      {
        title: "Ways to reach us",
        description: "The blocks beside the form; their numbers and addresses are the agency's.",
      },
      {
        phone: block("Phone", "phone"),
        email: group(
          { title: "Email", description: "The email block of Other ways to reach us." },
          {
            title: label("Title", "The block's title.", 30),
            text: template(
              {
                title: "Line",
                description: `The line under the title. ${replyWithin}`,
                slots: ["replyWithin"],
              },
              { min: 10, max: 80 },
            ),
            helloLabel: label("General address label", "Beside the general email address.", 40),
            careersLabel: label("Careers address label", "Beside the careers email address.", 40),
          },
        ),
        chat: block("Chat", "WhatsApp chat"),
        social: block("Social", "social profiles"),
        hours: block("Office hours", "office hours"),
        address: group(
          { title: "Studio", description: "The address block of Other ways to reach us." },
          {
            title: label("Title", "The block's title.", 20),
            country: label("Country", "The last line of the address.", 20),
          },
        ),
      },
    ),
    nextTitle: label("What happens next: title", "The title above the steps.", 40),
    nextSteps: list(
      {
        title: "What happens next",
        description: "The steps after a visitor writes, in order.",
      },
      group(
        { title: "Step", description: "A step's title and sentence." },
        {
          title: template(
            {
              title: "Title",
              description: `The step's title; it may quote the reply time. ${replyWithin}`,
              slots: [],
              optionalSlots: ["replyWithin"],
            },
            { min: 3, max: 50 },
          ),
          text: paragraph(
            { title: "Sentence", description: "Under the step's title." },
            { min: 20, max: 110 },
          ),
        },
      ),
      { min: 3, max: 4 },
    ),
  },
);
export type ContactWords = z.infer<typeof contactWordsSchema>;

/** The contact page's words as the page shows them, the reply time written in. */
export type ContactContent = Omit<ContactWords, "formIntro" | "blocks" | "nextSteps"> & {
  formIntro: string;
  blocks: Omit<ContactWords["blocks"], "email"> & {
    email: Omit<ContactWords["blocks"]["email"], "text"> & { text: string };
  };
  nextSteps: { title: string; text: string }[];
};

/** What /contact-us shows, in one language. */
export interface ContactCopy {
  contact: ContactContent;
  /** The studio's details that the layout's site copy does not carry. */
  studio: {
    legalName: string;
    careersEmail: string;
    /** The address as the language writes it. */
    address: { locality: string; region: string; postalCode: string };
  };
}
