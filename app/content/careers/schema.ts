/**
 * The rule of /career's facts (./facts.json: the twelve roles of the brief in its order, the icon
 * each card shows and the least experience each asks for; the perks' order and icons), of its
 * words (./en.json and its Hindi twin) and what the page shows, the words joined to the facts
 * (`CareersCopy`, built by ./index.ts).
 *
 * The brief says "ten role cards" but names twelve roles; docs/requirements.md shows all twelve,
 * the list ships twelve, and launch-check asks the owner (./launch-check.ts). Staff add, close
 * and remove roles within ../list-bounds.ts; a closed role stays in the facts, off the page.
 */
import type { z } from "zod";
import { iconNames } from "~/base/icon-names";
import {
  choice,
  flag,
  group,
  itemId,
  keyed,
  list,
  paragraph,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";
import { durationField } from "../internship/schema";

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** The facts of /career, the same in every language. */
export const careersFactsSchema = group(
  {
    title: "Careers page settings",
    description: "The roles and perks of the Careers page, in page order.",
  },
  {
    roles: list(
      {
        title: "Roles",
        description:
          "The job openings, in the order the page shows them (0 to 40; with none open, the page says so and keeps its form).",
      },
      group(
        { title: "Role", description: "One role card: its icon and the experience it asks." },
        {
          id: itemId,
          // Optional, so the revisions published before it existed stay valid.
          closed: flag({
            title: "Closed to applications",
            description:
              "Ticked: the role leaves the Careers page and its form, but stays here to open again; applications already sent for it keep its title.",
          }).optional(),
          icon: choice(iconNames, {
            title: "Icon",
            description: "The icon at the top of the role's card.",
          }),
          experience: durationField({
            title: "Least experience",
            description:
              'The professional experience the role asks for, shown as "1+ year" in the eligibility sentence.',
          }),
        },
      ),
      boundsOf("careersRoles"),
    ).refine((roles) => unique(roles.map((role) => role.id)), {
      message: "each role once",
      path: [],
    }),
    perks: list(
      {
        title: "Perks",
        description: "Why people like working here: the cards' order and icons.",
      },
      group(
        { title: "Perk", description: "One card of Why people like working here." },
        {
          id: itemId,
          icon: choice(iconNames, { title: "Icon", description: "The icon of the perk's card." }),
        },
      ),
      { min: 3, max: 4 },
    ).refine((perks) => unique(perks.map((perk) => perk.id)), {
      message: "each perk once",
      path: [],
    }),
  },
);
export type CareersFacts = z.infer<typeof careersFactsSchema>;

const label = (title: string, description: string, max: number, min = 2) =>
  text({ title, description }, { min, max });

const roleWords = group(
  { title: "Role", description: "A role's title, description and tools." },
  {
    title: label(
      "Title",
      "The role's name, on its card and in the form; translated on the Hindi careers page.",
      60,
      3,
    ),
    description: template(
      {
        title: "Description",
        description:
          "What the role does, on its card. The website can fill in the social networks the agency posts on for clients (the digital marketing list, joined with “and”).",
        slots: [],
        optionalSlots: ["networks"],
        multiline: true,
      },
      { min: 60, max: 260 },
    ),
    tools: list(
      { title: "Tools", description: "Tools the applicant should know, listed on the card." },
      text(
        { title: "Tool", description: "One tool or skill; product names stay as they are." },
        { min: 1, max: 50 },
      ),
      { min: 2, max: 8 },
    ),
  },
);

/** The page's words around the roles and the form. */
const careersPageWords = group(
  {
    title: "Page words",
    description: "The words of the Careers page around the roles and the form.",
  },
  {
    heroEyebrow: label("Eyebrow", "The small word above the page's heading.", 20),
    heroPrimaryAction: label("Roles button", "Scrolls to the roles.", 30),
    heroSecondaryAction: label("Form button", "Scrolls to the form.", 30),
    perksTitle: label("Perks title", "The title of Why people like working here.", 60),
    perksIntro: paragraph(
      { title: "Perks introduction", description: "Under the perks' title." },
      { min: 20, max: 180 },
    ),
    perks: keyed(
      {
        title: "Perks",
        description: "Each perk card's title and sentence, perk by perk.",
        keyedBy: "facts.perks",
      },
      group(
        { title: "Perk", description: "A perk card's words." },
        {
          title: label("Title", "The perk's bold title.", 60, 3),
          text: paragraph(
            { title: "Sentence", description: "Under the title." },
            { min: 20, max: 170 },
          ),
        },
      ),
    ),
    rolesEyebrow: label("Roles eyebrow", "The small word above the roles' title.", 20),
    rolesTitle: label("Roles title", "The title above the role cards.", 40),
    rolesIntro: paragraph(
      { title: "Roles introduction", description: "Under the roles' title." },
      { min: 20, max: 170 },
    ),
    noOpenRoles: paragraph(
      {
        title: "No open role",
        description: "Shown in place of the role cards while every role is closed; the form stays.",
      },
      { min: 20, max: 170 },
    ),
    eligibilityLabel: label("Eligibility label", "Above each role's experience sentence.", 30),
    toolsLabel: label("Tools label", "Above each role's tools.", 40),
    applyLabel: label("Apply button", "Each role card's button, which fills in the form.", 20),
    formEyebrow: label("Form eyebrow", "The small word above the form's title.", 20),
    formTitle: label("Form title", "The title above the form.", 40),
    applyingFor: label(
      "Applying for",
      "Starts the form's message when a visitor comes from a role's Apply button.",
      30,
      3,
    ),
    formIntro: paragraph(
      { title: "Form introduction", description: "Under the form's title." },
      { min: 20, max: 160 },
    ),
    includeTitle: label("What to include: title", "Above the list beside the form.", 50),
    include: list(
      {
        title: "What to include",
        description: "The list beside the form of what a message should say.",
      },
      text(
        { title: "Item", description: "One thing to include in the message." },
        { min: 5, max: 100 },
      ),
      { min: 2, max: 5 },
    ),
    emailPrompt: label("Email prompt", "Before the careers email address.", 50),
    notice: paragraph(
      {
        title: "Notice",
        description: "The notice above the form.",
      },
      { min: 60, max: 230 },
    ),
  },
);

export const careersWordsSchema = group(
  { title: "Careers words", description: "Everything the Careers page says, in one language." },
  {
    careerRoles: keyed(
      {
        title: "Roles",
        description: "Each role's words, role by role.",
        keyedBy: "facts.roles",
      },
      roleWords,
    ),
    experience: template(
      {
        title: "Eligibility sentence",
        description:
          'Each role\'s eligibility; the website fills in the least experience it asks for ("1+ year"); always name the internship route in.',
        slots: ["duration"],
      },
      { min: 20, max: 140 },
    ),
    applyAsSuffix: template(
      {
        title: "Apply button, for screen readers",
        description:
          "Said after the Apply button's text, after a space; the website fills in the role's title.",
        slots: ["role"],
      },
      { min: 3, max: 30 },
    ),
    careersCopy: careersPageWords,
  },
);
export type CareersWords = z.infer<typeof careersWordsSchema>;

// ---------------------------------------------------------------------------------------------
// What the page shows (the join's entry, the same as before the words became data)

/** A role card as the page shows it. */
export interface CareerRole {
  /** Also the `role` search param of the Apply links. */
  id: string;
  /** The role's name as the brief lists it (translated on /hi/career). */
  title: string;
  icon: (typeof iconNames)[number];
  description: string;
  /** Experience part of the eligibility: always names the internship route in. */
  experience: string;
  /** Tools the applicant should know. */
  tools: string[];
  /** Visually hidden after the Apply button's text, naming the role. */
  applySuffix: string;
}

type PageWords = CareersWords["careersCopy"];

/** The page's words around the roles and the form. */
export type CareersPageCopy = Omit<PageWords, "perks"> & {
  perks: { icon: (typeof iconNames)[number]; title: string; text: string }[];
};

/** What /career shows, in one language. */
export interface CareersCopy {
  careerRoles: CareerRole[];
  careersCopy: CareersPageCopy;
  /** Where applications can be emailed (the agency's facts, app/content/site). */
  careersEmail: string;
}
