/**
 * The agency's fields as an owner meets them in the editor: by what a visitor sees (each phone
 * number beside the words shown with it, the hours, the address), not by where each is stored
 * (../engine/editor-sections.ts).
 */
import { editorSections } from "../engine/editor-sections";

export const siteEditorSections = editorSections([
  {
    id: "phones",
    title: "Phone numbers",
    help: "Each number with the words shown beside it: the header's Call Us, the footer, the contact page.",
    fields: [
      "facts.phoneMobile",
      "words.phoneLabels.mobile",
      "words.chatLabel",
      "facts.phoneDesktop",
      "words.phoneLabels.desktop",
    ],
  },
  {
    id: "hours",
    title: "Office hours",
    help: "The days and times you answer, and how soon every enquiry gets a reply.",
    fields: ["facts.hours", "facts.replyDays"],
  },
  {
    id: "address",
    title: "Address",
    help: "The studio's city, state and PIN code: the footer and the contact page.",
    fields: ["words.locality", "words.region", "facts.address", "words.country"],
  },
  {
    id: "emails",
    title: "Email addresses",
    help: "The mailboxes shown on the site.",
    fields: ["facts.emails"],
  },
  {
    id: "name",
    title: "Name and tagline",
    help: "The agency's names, its motto and the line search results show.",
    fields: [
      "facts.brandName",
      "facts.shortName",
      "facts.legalName",
      "words.tagline",
      "words.description",
      "facts.foundedYear",
      "facts.copyrightYear",
    ],
  },
  {
    id: "links",
    title: "Social profiles and links",
    help: "The agency's pages elsewhere: social networks, the blog, the demos, the internship form.",
    fields: ["facts.social", "facts.blogUrl", "facts.demoUrl", "facts.internshipEnrolUrl"],
  },
]);
