/** The announcement shown in the image modal, 5 s after a visitor's first page load. */
export const promo = {
  title: "New internship batch — admissions open",
  text: "Build real projects with our developers, get mock interviews and a certificate. Take the scholarship test to earn a discount on your programme fee.",
  imageAlt:
    "Illustration of a laptop showing a code editor, with the words: Internship admissions open, scholarship test, certificate",
  primary: { label: "See programmes", href: "/internship" },
  secondary: { label: "Ask a question" },
} as const;
