/**
 * The home page as an owner meets it in the editor: one section per part of the page a visitor
 * scrolls through, each with its items and their words together (../engine/editor-sections.ts).
 */
import { editorSections } from "../engine/editor-sections";

export const homeEditorSections = editorSections([
  {
    id: "hero",
    title: "Top of the page",
    help: "The typed words, the heading, the buttons and the short lines under them.",
    fields: ["words.heroWords", "words.hero"],
  },
  {
    id: "about",
    title: "About us",
    help: "The section about the agency, its four figures and its button.",
    fields: ["words.about", "facts.aboutHref"],
  },
  {
    id: "services",
    title: "Services",
    help: "The heading over the moving cards of the services.",
    fields: ["words.servicesSection"],
  },
  {
    id: "process",
    title: "How it works",
    help: "The steps of working with the agency, each with its words.",
    fields: ["words.processSection", "words.steps", "words.stepBadge", "words.stepPrefix"],
  },
  {
    id: "work",
    title: "Our work",
    help: "The two areas of work and the dashboard demos.",
    fields: ["words.work", "words.exploreDemoLabel"],
  },
  {
    id: "showcase",
    title: "What we make",
    help: "The two moving rows of what the agency makes.",
    fields: ["words.showcase"],
  },
  {
    id: "testimonials",
    title: "Testimonials",
    help: "What clients say, each with their logo.",
    fields: ["words.testimonialsSection", "words.testimonials", "words.clientLogoLabel"],
  },
  {
    id: "faq",
    title: "Questions and answers",
    help: "The questions at the bottom of the page and their answers.",
    fields: ["words.faqSection", "words.faqs"],
  },
  {
    id: "blog",
    title: "Blog",
    help: "The section of the blog's recent articles.",
    fields: ["words.blogSection"],
  },
]);
