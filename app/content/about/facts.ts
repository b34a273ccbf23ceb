/**
 * /aboutUs's list of teams and programmes (the brief's three), the same in every language: their
 * ids and the icon each card draws, in the order the page shows them. Their words are in ./en.ts
 * and ./hi.ts.
 */
export const aboutProgrammes = [
  { id: "junior-web-developer-team", icon: "code" },
  { id: "training-and-internship-team", icon: "graduation-cap" },
  { id: "training-cum-internship-program", icon: "rocket" },
] as const;
