/**
 * The four services, the same in every language: their ids, icons and pages, in the order the
 * home grid, /services, the menus and the footer show them. Their names and summaries are in
 * ./en.ts and ./hi.ts.
 */
export const serviceFacts = [
  { id: "website-development", img: "monitor", goToLink: "/services/website-development" },
  { id: "app-development", img: "smartphone", goToLink: "/services/app-development" },
  { id: "graphic-designing", img: "palette", goToLink: "/services/graphic-designing" },
  { id: "digital-marketing", img: "megaphone", goToLink: "/services/digital-marketing" },
] as const;

export type ServiceId = (typeof serviceFacts)[number]["id"];
