/**
 * The contact page as an owner meets it in the editor: by its parts, top to bottom
 * (../engine/editor-sections.ts). The numbers, hours and address it shows are the agency's (the
 * topic "The agency").
 */
import { editorSections } from "../engine/editor-sections";

export const contactEditorSections = editorSections([
  {
    id: "form",
    title: "Heading and form",
    help: "The small word above the page's heading, and the form's title and introduction.",
    fields: ["words.heroEyebrow", "words.formTitle", "words.formIntro"],
  },
  {
    id: "blocks",
    title: "Ways to reach us",
    help: "The boxes beside the form: call, email, chat, social, office hours, studio.",
    fields: ["words.detailsTitle", "words.blocks"],
  },
  {
    // The id the form's list of sections has always linked to.
    id: "words:nextSteps",
    title: "What happens next",
    help: "The steps under the form: what a visitor can expect after sending it.",
    fields: ["words.nextTitle", "words.nextSteps"],
  },
]);
