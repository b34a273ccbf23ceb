/**
 * The prices as an owner meets them in the editor: each kind of work with its prices and the
 * words of its cards together, then the page's own headings (../engine/editor-sections.ts).
 */
import { editorSections } from "../engine/editor-sections";

export const pricingEditorSections = editorSections([
  {
    id: "websites",
    title: "Website packages",
    help: "Each website package's price, pages and card.",
    fields: ["words.websites", "words.pageRange"],
  },
  {
    id: "app",
    title: "App development package",
    help: "The app package's price and card.",
    fields: ["facts.appPackage", "words.app"],
  },
  {
    id: "seo",
    title: "SEO plans",
    help: "Each monthly SEO plan's price and name, and the features its card lists.",
    fields: ["words.seoPlanNames", "words.seoFeatures"],
  },
  {
    id: "graphic",
    title: "Graphic design prices",
    help: "Each design's starting price and card.",
    fields: ["words.graphic"],
  },
  {
    id: "support",
    title: "Support channels",
    help: "The ways of support a plan card can list.",
    fields: ["words.support"],
  },
  {
    id: "cards",
    title: "Plan cards",
    help: "The buttons and labels every price card shares.",
    fields: ["words.planCardCopy", "facts.quotePath"],
  },
  {
    id: "page",
    title: "Pricing page",
    help: "The headings and introductions of the pricing page.",
    fields: ["words.pricingPage"],
  },
]);
