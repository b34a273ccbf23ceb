import type { Placeholder } from "../schema";
import { about } from "./en";

/**
 * Invented items of this topic (./facts.ts, ./en.ts and its Hindi twin), listed by
 * `npm run launch-check` until replaced (docs/decisions/0008). Replace the item, then delete
 * its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/aboutUs",
    what: "The team: managing director and senior staff (invented names, roles and bios)",
    value: [about.managingDirector, ...about.seniorStaff].map((p) => p.name).join(", "),
    replaceWith: "The agency's real people and roles, with their consent",
  },
];
