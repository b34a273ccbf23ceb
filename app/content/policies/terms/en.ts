/**
 * The terms and conditions (/terms-and-conditions): for clients and for internship participants.
 * The phrases it shares with the other policies are in ../phrases/en.ts; its figures are facts
 * (../../internship/facts.ts, ../../site/facts.ts), written out by the English formatter.
 */
import { formatters } from "~/base/format";
import { programmes as programmeWords } from "../../internship/en";
import { programmes, scholarship } from "../../internship/facts";
import { site } from "../../site/facts";
import * as phrases from "../phrases/en";
import type { PolicySection, PolicyWords } from "../schema";

const format = formatters.en;

/** The free programme: the third of ../../internship/facts.ts. */
const freeProgramme = programmes[2];

/** PLACEHOLDER (listed below): a liability clause the brief does not give. */
export const liabilitySection = {
  id: "liability",
  title: "Liability",
  blocks: [
    {
      type: "p",
      text: "We fix defects in what we built at no charge when they are reported during the support period in your quote. Our total liability for a project is limited to the amount you paid for it. We are not liable for indirect losses such as lost profit or lost data caused by third-party services.",
    },
  ],
} as const satisfies PolicySection;

const withCertificate = programmes
  .filter((p) => p.certificate)
  .map((p) => programmeWords[p.id].name);
const certificateSentence = `The ${withCertificate.join(" and ")} programme${withCertificate.length > 1 ? "s award" : " awards"} a certificate when you complete its projects and assessments.`;

export const termsAndConditions: PolicyWords = {
  parts: [
    {
      id: "for-clients",
      title: "Part A — Terms for clients",
      sections: [
        {
          id: "scope",
          title: "Who these terms apply to",
          blocks: [
            {
              type: "p",
              text: `These terms apply to every website, app, design, marketing, hosting and maintenance project that ${phrases.studio} carries out for a client. By accepting a quote or making the advance payment, you agree to them. Where a signed quote or agreement says something different, the quote wins.`,
            },
          ],
        },
        {
          id: "quotes-and-scope",
          title: "Quotes and scope of work",
          blocks: [
            {
              type: "p",
              text: "Before work starts we send a written quote with the scope, the milestones, the delivery timeline and the total project cost. Work outside that scope (extra pages, features or revisions) is quoted separately and starts only after you approve it in writing.",
            },
          ],
        },
        {
          id: "payments",
          title: "Payments",
          blocks: [
            {
              type: "ul",
              items: [
                "Work starts after we receive the advance payment stated in the quote.",
                "The remaining amount is due at the milestones in the quote, and in full before final handover.",
                "The advance payment is non-refundable: there is no refund after the advance payment has been made, because it books our team's time for your project.",
              ],
            },
          ],
        },
        {
          id: "client-responsibilities",
          title: "Your responsibilities",
          blocks: [
            {
              type: "p",
              text: "You provide the content (text, images, logos, product data), the approvals and, where needed, access to accounts such as your domain, hosting or developer accounts, in good time. Delays in content or approvals move the delivery dates by the same amount. You confirm that you have the right to use everything you send us.",
            },
          ],
        },
        {
          id: "renewals",
          title: "Renewals of hosting, domains and services",
          blocks: [
            {
              type: "p",
              text: "Hosting, domain names, SSL certificates, business email, maintenance plans and similar services are billed as yearly renewal fees. The renewal fee for each service is listed in your quote or invoice.",
            },
            {
              type: "p",
              text: `${phrases.renewalNotice} with the amount due. Please confirm and pay before the renewal date; a service that is not renewed in time may be suspended by its provider, and restoring it can cost extra.`,
            },
          ],
        },
        {
          id: "client-cancellation",
          title: "Cancelling a project",
          blocks: [
            {
              type: "p",
              text: `You may cancel a project by written notice (email is fine). ${phrases.cancellationFee}, payable ${phrases.cancellationDue}. Amounts already paid count towards this fee; the advance payment itself is not refunded. The full rules are in our Cancellation and Refund Policy.`,
            },
          ],
        },
        {
          id: "ownership",
          title: "Ownership of the work",
          blocks: [
            {
              type: "p",
              text: "Once the project is paid in full, you own the final designs, the source code we wrote for you and the content we created for you. Third-party software, themes, plugins, fonts and stock material remain under their own licences. We may show the finished work in our portfolio unless you ask us not to.",
            },
          ],
        },
        {
          id: "third-party-services",
          title: "Third-party services",
          blocks: [
            {
              type: "p",
              text: "Hosting providers, domain registrars, payment gateways, the Google Play Store and the Apple App Store have their own terms, outages and review processes. We set them up and work with them for you, but we cannot guarantee their availability or their decisions.",
            },
          ],
        },
        liabilitySection,
      ],
    },
    {
      id: "for-interns",
      title: "Part B — Terms for internship participants",
      sections: [
        {
          id: "internship-enrolment",
          title: "Enrolment",
          blocks: [
            {
              type: "p",
              text: "These terms apply to everyone who registers for one of our internship or training programmes. The programme's length, fee, projects and benefits are those shown on the programme card on our internship page when you enrol.",
            },
          ],
        },
        {
          id: "internship-fees",
          title: "Registration fees",
          blocks: [
            {
              type: "ul",
              items: [
                `The scholarship test has a registration fee of ${phrases.testFee}. Your score in the test sets the discount on the programme fee. This registration fee is non-refundable.`,
                phrases.programmeRegistrationNonRefundable,
                `The ${programmeWords[freeProgramme.id].name} programme (${format.duration(freeProgramme.duration)}) has no fees.`,
              ],
            },
          ],
        },
        {
          id: "internship-demo-and-refund",
          title: "Demo period and refunds",
          blocks: [
            {
              type: "p",
              text: `Every paid programme starts with a ${phrases.demoPeriod} so you can see how we teach before you commit. If you decide the programme is not for you, you can ask for a ${phrases.programmeRefund}. After that, the programme fee is not refunded. The scholarship test fee is never refunded.`,
            },
          ],
        },
        {
          id: "internship-commitment",
          title: "Time, attendance and conduct",
          blocks: [
            {
              type: "p",
              text: `Plan for ${format.range(scholarship.hoursPerWeek)} hours a week of learning and project work. Attend the sessions, submit your own work, respect your mentors and fellow interns, and keep client material you see confidential.`,
            },
          ],
        },
        {
          id: "internship-certificate",
          title: "Projects and certificate",
          blocks: [
            {
              type: "p",
              text: `${certificateSentence} You may show the projects you built in your own portfolio. A certificate or a joining letter is not a promise of employment.`,
            },
          ],
        },
      ],
    },
    {
      sections: [
        {
          id: "changes-and-law",
          title: "Changes to these terms",
          blocks: [
            {
              type: "p",
              text: `We may update these terms; the date at the top of this page shows the latest version, and the version in force when you accepted a quote or enrolled applies to that project or programme. Questions: ${site.emails.hello}.`,
            },
          ],
        },
      ],
    },
  ],
};
