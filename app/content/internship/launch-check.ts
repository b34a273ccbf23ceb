import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What /internship shows that the owner must replace or confirm (docs/decisions/0008): the
 * invented interns, what the words promise beyond the brief, and where the brief contradicts
 * itself. `npm run launch-check` lists each until every field it names is published with a new
 * value, or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "internship.testimonials",
    page: "/internship",
    kind: "placeholder",
    what: "Intern testimonials: invented people, programmes, years and words",
    replaceWith:
      "Real former interns' words, with their written permission (initials avatars need no photo)",
    fields: ["facts.internTestimonials", "words.internTestimonials"],
  },
  {
    id: "internship.batch-call",
    page: "/internship",
    kind: "placeholder",
    what: "How to Apply: after enrolling, you call or message each student to confirm the batch",
    replaceWith: "Confirm it, or say what happens after someone enrols",
    fields: ["words.applySteps.enrol.description"],
  },
  {
    id: "internship.online-test",
    page: "/internship",
    kind: "placeholder",
    what: "How to Apply: the scholarship test is taken online, on aptitude and web basics",
    replaceWith: "Confirm it, or say how and on what the test is taken",
    fields: ["words.applySteps.take-test.description"],
  },
  {
    id: "internship.real-projects",
    page: "/internship",
    kind: "question",
    what: "What interns build: “client-style projects” on the programme card, Why choose us, the page's description and introduction, /aboutUs (the story and the training programme) and the announcement on every page. The terms ask interns to keep “client material you see” confidential, as if they worked on client projects",
    replaceWith:
      "Confirm “client-style projects”, or, if interns work on real client projects, write so in this one field (both languages) and check the terms' internship sections",
    fields: ["words.internProjects"],
  },
  {
    id: "internship.test-fee",
    page: "/internship",
    kind: "question",
    settledBy: "adviser",
    what: "Your notes ask one registration fee in the application steps and others on the programme cards. Is the steps' fee the fee of an optional scholarship test, paid besides the card's registration fee?",
    replaceWith:
      "Confirm the scholarship test fee and the cards' registration fees as the page states them, or correct the fees and the texts that explain them",
    fields: [
      "facts.scholarship.testFee",
      "facts.programmes.*.registrationFee",
      "words.scholarshipFacts.test-fee.text",
      "words.applySteps.pay-and-join.description",
    ],
  },
  {
    id: "internship.scholarship-terms",
    page: "/internship",
    kind: "question",
    settledBy: "adviser",
    what: "Your notes on the weeks, the hours a week, the demo and the refund name no programme. Do the demo and the refund apply to both paid programmes, is the refund of the programme fee only, and are the hours a week right for all three?",
    replaceWith: "Confirm the terms as the page states them, or say which programmes they apply to",
    fields: [
      "facts.scholarship.durationWeeks",
      "facts.scholarship.hoursPerWeek",
      "facts.scholarship.demoDays",
      "facts.scholarship.refundPercent",
      "words.scholarshipFacts.duration.text",
      "words.scholarshipFacts.demo.text",
      "words.scholarshipFacts.refund.text",
      "words.internshipWhyChoose.flexible.text",
    ],
  },
  {
    id: "internship.intern-photos",
    page: "/internship",
    kind: "placeholder",
    what: "Intern testimonials' photos: picture not chosen yet (each is drawn as initials)",
    replaceWith:
      "Each intern's photo, with their permission, chosen from the media library in the editor, with its description in English and Hindi (or keep the initials and confirm)",
    fields: ["facts.internTestimonials.*.photo"],
  },
  {
    id: "internship.page-picture",
    page: "/internship",
    kind: "placeholder",
    what: 'The picture beside "Why choose us": picture not chosen yet (it is a drawing)',
    replaceWith:
      "A real photograph of the internship (interns at work, a class), with the permission of those in it, chosen from the media library in the editor, with its description in English and Hindi",
    fields: ["facts.pagePicture"],
  },
];
