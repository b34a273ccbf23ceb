/**
 * TRANSITION ONLY (issue 38): the names ./en.ts exported before the shell became data
 * (./en.json), for the topics still written as TypeScript (graphic, work). Removed with them.
 */
import { shellModule } from "./transition";

export const {
  ui,
  navigation,
  themeSwitch,
  promo,
  carouselCopy,
  quoteActions,
  contactLabels,
  exploreServices,
} = shellModule("en");
