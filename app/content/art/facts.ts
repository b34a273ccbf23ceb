/**
 * What the artwork draws the same in every language: initials (Latin in both, as Indian teams
 * write role abbreviations and as the brand is written) and the envelope's unread count.
 */
import { site } from "../site/facts";

/** The studio's initials, on its reply in the contact page's artwork. */
export const brandInitials = site.brandName
  .split(/\s+/)
  .map((word) => word.charAt(0))
  .join("")
  .toUpperCase();

/**
 * Initials on the careers board's three rows: front-end developer, UX designer, project manager.
 */
export const careerBoardInitials = ["FD", "UX", "PM"];

/** The unread count on the contact page's envelope. */
export const unreadMessages = 1;
