/**
 * The four policy pages: terms and conditions (for clients and for internship participants),
 * cancellation and refund, shipping and delivery, and privacy. Plain, readable text that carries
 * every business rule of the brief (docs/requirements.md). The privacy policy describes what this site and
 * its lead backend really do with form data; change it whenever that changes.
 */
import { programmes, scholarship } from "./internship";
import type { PolicyDoc, PolicyPath, PolicySection, PolicyUi } from "./policies.schema";
import { formatInr } from "./pricing";
import type { Placeholder } from "./schema";
import { site } from "./site";

/** The date all four policies were last reviewed. */
export const policyLastUpdated = "2026-11-23";

/** The client terms of the brief (docs/requirements.md), quoted by the terms and the refund policy. */
export const clientTerms = {
  /** We contact the client at least this many days before a renewal date. */
  renewalNoticeDays: 10,
  /** Cancellation fee, as a share of the total project cost. */
  cancellationFeePercent: 50,
  /** The cancellation fee is payable within this many days of the notice. */
  cancellationPaymentDays: 7,
} as const;

const [fullProgramme, jsProgramme, freeProgramme] = programmes;
const testFee = formatInr(scholarship.testFee);
const demo = `${scholarship.demoDays}-day demo period`;
const refund = `${scholarship.refundPercent}% refund of the programme fee if you request it within ${scholarship.refundWindowDays} days of the start date`;
const renewalNotice = `We contact you at least ${clientTerms.renewalNoticeDays} days before the renewal date`;
const cancellationFee = `A cancellation fee of ${clientTerms.cancellationFeePercent}% of the total project cost applies`;
const cancellationDue = `within ${clientTerms.cancellationPaymentDays} days of the notice`;

/**
 * PLACEHOLDER (listed below): the brief makes only the scholarship-test fee
 * non-refundable; whether the programmes' own registration fees are is the agency's call.
 */
const programmeRegistrationNonRefundable = `Programme registration fees (${formatInr(fullProgramme.registrationFee)} for the ${fullProgramme.name} programme, ${formatInr(jsProgramme.registrationFee)} for the ${jsProgramme.name} programme, as shown on the programme cards) are non-refundable.`;

/** PLACEHOLDER (listed below): a liability clause the brief does not give. */
const liabilitySection = {
  id: "liability",
  title: "Liability",
  blocks: [
    {
      type: "p",
      text: "We fix defects in what we built at no charge when they are reported during the support period in your quote. Our total liability for a project is limited to the amount you paid for it. We are not liable for indirect losses such as lost profit or lost data caused by third-party services.",
    },
  ],
} as const satisfies PolicySection;

const withCertificate = programmes.filter((p) => p.certificate).map((p) => p.name);
const certificateSentence = `The ${withCertificate.join(" and ")} programme${withCertificate.length > 1 ? "s award" : " awards"} a certificate when you complete its projects and assessments.`;

/** Labels around the policy text, shared by the four pages. */
export const policyUi = {
  eyebrow: "Legal",
  tocTitle: "On this page",
  lastUpdatedLabel: "Last updated",
  relatedTitle: "Related policies",
  questions: "Questions about this page? Write to us at",
  languageNote: "",
  languageNoteLink: "",
} as const satisfies PolicyUi;

const studio = `${site.legalName} ("${site.brandName}", "we", "us")`;

export const policies = {
  "/terms-and-conditions": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.hello,
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
                text: `These terms apply to every website, app, design, marketing, hosting and maintenance project that ${studio} carries out for a client. By accepting a quote or making the advance payment, you agree to them. Where a signed quote or agreement says something different, the quote wins.`,
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
                  "Prices are in Indian rupees (₹). GST is added where it applies and shown on the invoice.",
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
                text: `${renewalNotice} with the amount due. Please confirm and pay before the renewal date; a service that is not renewed in time may be suspended by its provider, and restoring it can cost extra.`,
              },
            ],
          },
          {
            id: "client-cancellation",
            title: "Cancelling a project",
            blocks: [
              {
                type: "p",
                text: `You may cancel a project by written notice (email is fine). ${cancellationFee}, payable ${cancellationDue}. Amounts already paid count towards this fee; the advance payment itself is not refunded. The full rules are in our Cancellation and Refund Policy.`,
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
                  `The scholarship test has a registration fee of ${testFee}. Your score in the test sets the discount on the programme fee. This registration fee is non-refundable.`,
                  programmeRegistrationNonRefundable,
                  `The ${freeProgramme.name} programme (${freeProgramme.duration}) has no fees.`,
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
                text: `Every paid programme starts with a ${demo} so you can see how we teach before you commit. If you decide the programme is not for you, you can ask for a ${refund}. After that, the programme fee is not refunded. The scholarship test fee is never refunded.`,
              },
            ],
          },
          {
            id: "internship-commitment",
            title: "Time, attendance and conduct",
            blocks: [
              {
                type: "p",
                text: `Plan for ${scholarship.hoursPerWeek} hours a week of learning and project work. Attend the sessions, submit your own work, respect your mentors and fellow interns, and keep client material you see confidential.`,
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
            title: "Changes and governing law",
            blocks: [
              {
                type: "p",
                text: `We may update these terms; the date at the top of this page shows the latest version, and the version in force when you accepted a quote or enrolled applies to that project or programme. These terms are governed by the laws of India, and the courts of ${site.address.locality}, ${site.address.region} have jurisdiction. Questions: ${site.emails.hello}.`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/Cancellation-and-Refund", "/Shipping-and-Delivery", "/privacy-policy"],
  },

  "/Cancellation-and-Refund": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.hello,
    parts: [
      {
        sections: [
          {
            id: "overview",
            title: "Overview",
            blocks: [
              {
                type: "p",
                text: `This policy explains when a client project or an internship programme with ${studio} can be cancelled, what it costs and which payments can be refunded. It is part of our Terms and Conditions.`,
              },
            ],
          },
          {
            id: "project-cancellation",
            title: "Cancelling a client project",
            blocks: [
              {
                type: "ul",
                items: [
                  `Send your cancellation notice in writing to ${site.emails.hello}. The date we receive it is the date of notice.`,
                  `${cancellationFee}.`,
                  `The cancellation fee is payable ${cancellationDue}.`,
                  "Payments you have already made count towards the fee; if they exceed it, no balance is due.",
                ],
              },
            ],
          },
          {
            id: "advance-payment",
            title: "Advance payments",
            blocks: [
              {
                type: "p",
                text: "There is no refund after the advance payment. The advance books our team's time and covers the planning and design work that starts as soon as it arrives.",
              },
            ],
          },
          {
            id: "renewals",
            title: "Renewals and yearly services",
            blocks: [
              {
                type: "p",
                text: `Hosting, domains, SSL certificates, business email and maintenance plans are renewed every year for yearly renewal fees. ${renewalNotice}. To stop a service, simply tell us before the renewal date and we will not renew it.`,
              },
            ],
          },
          {
            id: "internship-refunds",
            title: "Internship and training programmes",
            blocks: [
              {
                type: "ul",
                items: [
                  `The ${testFee} scholarship-test registration fee is non-refundable.`,
                  programmeRegistrationNonRefundable,
                  `Each paid programme begins with a ${demo}.`,
                  `You can get a ${refund}.`,
                  `Requests made after those ${scholarship.refundWindowDays} days are not refunded.`,
                ],
              },
            ],
          },
          {
            id: "how-to-request",
            title: "How to ask for a refund",
            blocks: [
              {
                type: "p",
                text: `Email ${site.emails.hello} from the address you registered with, giving your name, the programme and its start date. We confirm by email when the refund is made.`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/terms-and-conditions", "/Shipping-and-Delivery", "/privacy-policy"],
  },

  "/Shipping-and-Delivery": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.hello,
    parts: [
      {
        sections: [
          {
            id: "digital-only",
            title: "Digital delivery only",
            blocks: [
              {
                type: "p",
                text: `${site.brandName} sells digital services. Nothing is shipped by post or courier and there are no shipping charges. Everything we make for you is delivered online, as described below.`,
              },
            ],
          },
          {
            id: "source-files",
            title: "Source files and repositories",
            blocks: [
              {
                type: "ul",
                items: [
                  "Websites and apps: the complete source code, delivered by transferring the Git repository to your GitHub, GitLab or Bitbucket account, or as a ZIP archive if you prefer.",
                  "Designs: the editable source files (Figma, Adobe Illustrator or Photoshop) and ready-to-use exports (PNG, SVG, PDF), shared through a cloud folder link.",
                  "Documentation: a short handover note on how to update content and where everything is hosted.",
                ],
              },
            ],
          },
          {
            id: "hosting",
            title: "Deployment to your hosting",
            blocks: [
              {
                type: "p",
                text: "We deploy websites and web applications to your own hosting account, or to hosting we set up in your name. The project counts as delivered when it is live on your domain and we have shared the handover note with you.",
              },
            ],
          },
          {
            id: "credentials",
            title: "Transfer of credentials",
            blocks: [
              {
                type: "p",
                text: "At handover we transfer every account that belongs to you — domain registrar, hosting, admin logins of your website or app, business email and store accounts — securely:",
              },
              {
                type: "ul",
                items: [
                  "Passwords are shared through an encrypted password-manager share or a one-time secret link, never in plain email or chat messages.",
                  "Accounts are registered in your name and with your email wherever the provider allows it.",
                  "We ask you to change the passwords after handover and remove our access when you no longer need our support.",
                ],
              },
            ],
          },
          {
            id: "app-store-releases",
            title: "App store releases",
            blocks: [
              {
                type: "p",
                text: "Android and iOS apps are published under your own Google Play Console and Apple Developer accounts. We prepare the store listing, build and submit the release. Store review usually takes one to seven days and is decided by Google and Apple; the app counts as delivered when it is submitted for review and approved.",
              },
            ],
          },
          {
            id: "timelines",
            title: "Timelines",
            blocks: [
              {
                type: "p",
                text: "Your written quote lists the delivery milestones and dates. We share progress every week with a link you can try. Delays in content, approvals or account access from your side move the dates by the same amount; we tell you in writing if anything on our side changes a date.",
              },
            ],
          },
          {
            id: "internship-delivery",
            title: "Internship certificates and materials",
            blocks: [
              {
                type: "p",
                text: "Course material, recordings and certificates for our internship and training programmes are delivered online: through our learning platform or as PDF files by email.",
              },
            ],
          },
          {
            id: "delivery-questions",
            title: "Questions about a delivery",
            blocks: [
              {
                type: "p",
                text: `If something you received is missing or does not work as agreed, write to ${site.emails.hello} and we will put it right.`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/terms-and-conditions", "/Cancellation-and-Refund", "/privacy-policy"],
  },

  "/privacy-policy": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.privacy,
    parts: [
      {
        sections: [
          {
            id: "who-we-are",
            title: "Who we are",
            blocks: [
              {
                type: "p",
                text: `This website is run by ${studio}, ${site.address.locality}, ${site.address.region}, India. We are responsible for the personal data described here. For anything about your data, write to ${site.emails.privacy}.`,
              },
            ],
          },
          {
            id: "what-we-collect",
            title: "What we collect",
            blocks: [
              {
                type: "p",
                text: "We only collect what you type into one of our three forms — the contact page form, the contact popup and the career form:",
              },
              {
                type: "ul",
                items: [
                  "your name, email address and mobile number;",
                  "your message (in the contact popup, the service you are interested in instead).",
                ],
              },
              {
                type: "p",
                text: "When a form is sent, our server also stores the time, the page the form was sent from, your browser's user agent and a salted one-way hash of your IP address — never the raw IP address. These are used only to stop spam and abuse, such as someone sending hundreds of messages.",
              },
            ],
          },
          {
            id: "why",
            title: "Why we use it",
            blocks: [
              {
                type: "p",
                text: "We use your details to reply to your enquiry or your job or internship application, and for nothing else. We do not add you to a mailing list, and we never sell, rent or share your details with anyone.",
              },
            ],
          },
          {
            id: "where",
            title: "Where it is stored",
            blocks: [
              {
                type: "p",
                text: "Form submissions are stored in our own database on our own server. A copy of each submission is emailed to the agency's staff inbox so that someone can reply quickly.",
              },
            ],
          },
          {
            id: "who-sees-it",
            title: "Who can see it",
            blocks: [
              {
                type: "p",
                text: "Only the agency's staff, through a password-protected staff inbox. Nobody outside the agency has access to it.",
              },
            ],
          },
          {
            id: "how-long",
            title: "How long we keep it",
            blocks: [
              {
                type: "p",
                text: "We keep form submissions for 24 months, so we can follow up on a conversation or an application. After 24 months they are deleted automatically.",
              },
            ],
          },
          {
            id: "cookies",
            title: "Cookies and browser storage",
            blocks: [
              {
                type: "p",
                text: "We set no cookies for visitors. The only cookie on this site is the staff sign-in cookie, which is used only when a member of our staff signs in. Your browser's sessionStorage keeps one small flag so that the announcement popup is not shown twice in the same visit; it is deleted when you close the tab.",
              },
            ],
          },
          {
            id: "analytics",
            title: "Analytics and advertising",
            blocks: [
              {
                type: "p",
                text: "There is no third-party analytics and there are no ads on this site. To keep it fast, we measure page speed anonymously: a sample of visits sends Core Web Vitals figures (such as how long the page took to show) to our own server, where they are stored to improve the site. These measurements contain no personal data and use no cookies.",
              },
            ],
          },
          {
            id: "your-rights",
            title: "Your rights under the DPDP Act, 2023",
            blocks: [
              {
                type: "p",
                text: "Under India's Digital Personal Data Protection Act, 2023 you have the right to:",
              },
              {
                type: "ul",
                items: [
                  "get a copy of, and a summary of, the personal data we hold about you;",
                  "have it corrected or completed;",
                  "have it deleted;",
                  "withdraw your consent at any time;",
                  "nominate someone to exercise these rights for you;",
                  "have a grievance addressed by us, and then complain to the Data Protection Board of India if you are not satisfied.",
                ],
              },
              {
                type: "p",
                text: `To ask for a copy or for deletion, email ${site.emails.privacy} from the address you used in the form. We will confirm when it is done.`,
              },
            ],
          },
          {
            id: "security",
            title: "How we protect it",
            blocks: [
              {
                type: "p",
                text: "The site is served only over HTTPS, IP addresses are stored only as salted one-way hashes, and the staff inbox is protected by a password. Only staff who need to reply to you can read your message.",
              },
            ],
          },
          {
            id: "children",
            title: "Children",
            blocks: [
              {
                type: "p",
                text: "This site is meant for adults. If you are under 18 and want to apply for an internship, please ask a parent or guardian to contact us with you.",
              },
            ],
          },
          {
            id: "changes",
            title: "Changes to this policy",
            blocks: [
              {
                type: "p",
                text: `If what we do with your data changes, we update this page and its date first. Questions about this policy: ${site.emails.privacy}.`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/terms-and-conditions", "/Cancellation-and-Refund", "/Shipping-and-Delivery"],
  },
} as const satisfies Record<PolicyPath, PolicyDoc>;

/** "2026-11-22" → "22 November 2026", the same on the server and in every browser. */
export function formatPolicyDate(iso: string): string {
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Liability clause in the terms (free defect fixes, liability capped at the amount paid)",
    value: liabilitySection.blocks.map((block) => block.text).join(" "),
    replaceWith:
      "The agency's own liability terms, checked by its lawyer, or remove the section (the brief has none)",
  },
  {
    what: "Programme registration fees stated as non-refundable (terms and refund policy)",
    value: programmeRegistrationNonRefundable,
    replaceWith:
      "Confirm it or remove the sentence: the brief makes only the scholarship-test fee non-refundable",
  },
];
