import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What the home page shows that is invented, or a commitment the brief does not make, until the
 * agency supplies or confirms it (docs/decisions/0008). `npm run launch-check` lists each until
 * every field it names is published with a new value, or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "home.testimonials",
    page: "/",
    kind: "placeholder",
    what: "Client testimonials: invented people, companies and words",
    replaceWith:
      "Real clients' words, with their written permission, and their names; each logo is drawn as a monogram, so no logo file is needed",
    fields: ["facts.testimonials", "words.testimonials"],
  },
  {
    id: "home.technologies",
    page: "/",
    kind: "placeholder",
    what: "Technologies the site says the agency works with (hosting, CRMs)",
    replaceWith:
      "Confirm each name in the FAQ's answers on hosting and CRMs, or remove the ones you do not work with",
    fields: ["words.faqs.hosting.answer", "words.faqs.crm.answer"],
  },
  {
    id: "home.testimonial-logos",
    page: "/",
    kind: "placeholder",
    what: "Client logos of the testimonials: picture not chosen yet (each is drawn as a monogram)",
    replaceWith:
      "Each client's logo, with their permission, chosen from the media library in the editor, with its description in English and Hindi (or keep the monograms and confirm)",
    fields: ["facts.testimonials.*.logoPicture"],
  },
  {
    id: "home.work-demos",
    page: "/",
    kind: "placeholder",
    what: "Dashboard demos' screenshots: picture not chosen yet (each is a drawing)",
    replaceWith:
      "A real screenshot of each live demo, chosen from the media library in the editor, with its description in English and Hindi",
    fields: ["facts.workDemos.*.workPicture"],
  },
];
