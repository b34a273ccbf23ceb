/**
 * TRANSITION ONLY (issue 38): the names ./hi.ts exported before the shell became data
 * (./hi.json), for the topics still written as TypeScript (graphic, work). Removed with them.
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
} = shellModule("hi");
