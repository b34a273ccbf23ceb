import { leadServices } from "~/base/lead-fields";
import type { OwnerQuestion } from "../schema";
import { leadFormCopy } from "./en";

/** Where the brief leaves the forms open, and what they show meanwhile. */
export const questions = (): OwnerQuestion[] => [
  {
    page: "*",
    question:
      "The brief's contact popup offers 'Database Administration', which no page, card or price describes. Keep the option (and describe the service), or replace it?",
    meanwhile: `The popup offers: ${leadServices.map((service) => leadFormCopy.services[service]).join(", ")}.`,
  },
];
