/** The announcement shown in the image modal, 5 s after a visitor's first page load. */
import type { PromoCopy } from "../chrome.schema";
import { promoBatchYear } from "../promo";

export const promo: PromoCopy = {
  title: "New internship batch — admissions open",
  text: "Build real projects with our developers, get mock interviews and a certificate. Take the scholarship test to earn a discount on your programme fee.",
  imageAlt: `Illustration of a laptop showing a code editor, with the words: Internship ${promoBatchYear}, admissions open, scholarship test, certificate`,
  art: {
    eyebrow: `INTERNSHIP ${promoBatchYear}`,
    heading: "Admissions open",
    lines: ["Scholarship test · Real projects", "Mock interviews · Certificate"],
  },
  primary: { label: "See programmes", href: "/internship" },
  secondary: { label: "Ask a question" },
};
