/** The announcement shown in the image modal, 5 s after a visitor's first page load. */
import type { Placeholder } from "./schema";

/** The internship batch the announcement is about; drawn into the artwork. */
const batchYear = 2026;

export const promo = {
  batchYear,
  title: "New internship batch — admissions open",
  text: "Build real projects with our developers, get mock interviews and a certificate. Take the scholarship test to earn a discount on your programme fee.",
  imageAlt: `Illustration of a laptop showing a code editor, with the words: Internship ${batchYear}, admissions open, scholarship test, certificate`,
  /** The words drawn into the artwork, top to bottom (the alt text above says them). */
  art: {
    eyebrow: `INTERNSHIP ${batchYear}`,
    heading: "Admissions open",
    lines: ["Scholarship test · Real projects", "Mock interviews · Certificate"],
  },
  primary: { label: "See programmes", href: "/internship" },
  secondary: { label: "Ask a question" },
} as const;

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Announcement popup: an internship batch with admissions open",
    value: `Internship ${promo.batchYear} — ${promo.title}`,
    replaceWith: "The year of the next batch the agency really runs, once admissions are open",
  },
];
