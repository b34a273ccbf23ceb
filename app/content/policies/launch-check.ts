import type { LaunchCheckItem } from "../engine/launch-check";

/** What to do with a drafted section. */
const drafted =
  "The agency's own terms, checked by its lawyer, in both languages; or delete the section in both";

/**
 * What the policies say beyond the brief (docs/decisions/0008), listed by `npm run launch-check`
 * until every field an item names is published with a new value, or an owner confirms it as it
 * stands: the commitments the owner confirms, then every section the brief does not give
 * (drafted to make the pages complete, binding the agency only once it has checked them). The
 * sections that state the brief's own terms have no item: the terms' client-cancellation,
 * renewals, internship-fees and internship-demo-and-refund, the refund policy's
 * project-cancellation, advance-payment, renewals and internship-refunds (and the liability
 * clause, which has its own item). Delete a section in both languages, and its item here.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "policies.registration-fees",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: "Programme registration fees stated as non-refundable (terms and refund policy)",
    replaceWith:
      "Confirm it or remove the sentence: the brief makes only the scholarship-test fee non-refundable",
    fields: ["words.phrases.registrationFees"],
  },
  {
    id: "policies.liability",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: "Liability clause in the terms (free defect fixes, liability capped at the amount paid)",
    replaceWith:
      "The agency's own liability terms, checked by its lawyer, or remove the section (the brief has none)",
    fields: ["words.terms.sections.liability"],
  },
  // Sentences the brief does not give inside sections that state its terms: each is the owner's
  // to confirm.
  {
    id: "policies.payments-count-towards-fee",
    page: "/Cancellation-and-Refund",
    kind: "placeholder",
    what: "Payments already made count towards the cancellation fee (refund policy and terms)",
    replaceWith:
      "Confirm: if a client cancels, do payments already made count towards the cancellation fee, with nothing more due if they exceed it?",
    fields: [
      "words.cancellation.sections.project-cancellation.blocks.0.items.3",
      "words.terms.sections.client-cancellation.blocks.0.text",
    ],
  },
  {
    id: "policies.written-notice",
    page: "/Cancellation-and-Refund",
    kind: "placeholder",
    what: "A project is cancelled by written notice, by email, from the day it is received",
    replaceWith:
      "Confirm: is a project cancelled by written notice by email, with the payment days counted from the day you receive it?",
    fields: [
      "words.cancellation.sections.project-cancellation.blocks.0.items.0",
      "words.terms.sections.client-cancellation.blocks.0.text",
    ],
  },
  {
    id: "policies.renewal-stop",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: "Renewals: a service stops when the client says so before the renewal date, and a lapsed one may be suspended",
    replaceWith:
      "Confirm: can a client stop a yearly service by telling you before the renewal date, and should the terms warn that a lapsed service may be suspended and cost extra to restore?",
    fields: [
      "words.cancellation.sections.renewals.blocks.0.text",
      "words.terms.sections.renewals.blocks.1.text",
    ],
  },
  // Figures the privacy policy states that the server's settings hold: each must match
  // production (server/policy-figures.test.ts compares them with the defaults).
  {
    id: "policies.lead-retention",
    page: "/privacy-policy",
    kind: "question",
    what: "How long form submissions are kept: the privacy policy says 730 days; the server deletes them after LEAD_RETENTION_DAYS days (730 by default)",
    replaceWith:
      "Confirm the period, and set LEAD_RETENTION_DAYS in production to the same number of days (0 would keep them for ever, which the policy does not say)",
    fields: ["facts.leadRetentionDays"],
  },
  {
    id: "policies.backup-days",
    page: "/privacy-policy",
    kind: "question",
    what: "Backups: the privacy policy says the database is copied every day and each copy is kept 14 days, as the timer in deploy/ does",
    replaceWith:
      "Confirm that production makes a daily backup and deletes each after the same number of days (with PostgreSQL, your host's backups), or change the figure",
    fields: ["facts.backupDays"],
  },
  {
    id: "policies.vitals-retention",
    page: "/privacy-policy",
    kind: "question",
    what: "Page-speed figures: the privacy policy says they are kept 35 days; the server deletes them after VITALS_RETENTION_DAYS days (35 by default)",
    replaceWith:
      "Confirm the period, and set VITALS_RETENTION_DAYS in production to the same number of days",
    fields: ["facts.vitalsRetentionDays"],
  },
  // What the privacy policy can only say once the owner has said how production runs.
  {
    id: "policies.privacy.processors",
    page: "/privacy-policy",
    kind: "question",
    what: "The company that hosts the server and the email service that delivers the notification emails: the privacy policy names neither, nor the country the data is kept in",
    replaceWith:
      "Name the hosting company, the country where the server and its backups are kept and the email provider under “Who can see it” (both languages), or confirm that the policy need not name them",
    fields: ["words.privacy.sections.who-sees-it"],
  },
  {
    id: "policies.privacy.ack-email",
    page: "/privacy-policy",
    kind: "question",
    what: "The short email confirming to a visitor that the message arrived: the privacy policy mentions none, because LEADS_ACK_EMAIL is off by default",
    replaceWith:
      "If production sets LEADS_ACK_EMAIL=true, add under “Where it is stored”: “We also send you one short email saying that your message arrived; it repeats nothing you typed.” (and its Hindi); otherwise confirm",
    fields: ["words.privacy.sections.where"],
  },
  {
    id: "policies.privacy.logs",
    page: "/privacy-policy",
    kind: "question",
    what: "Logs: the privacy policy says the server's log holds no IP address; the reverse proxy and the host in front of it may keep their own",
    replaceWith:
      "Confirm that production's proxy and host keep no access log with IP addresses (deploy/Caddyfile sets none), or say what they keep and for how long; and say how long the server's own log is kept",
    fields: ["words.privacy.sections.what-we-collect.blocks.4.text"],
  },
  {
    id: "policies.privacy.enrolment-page",
    page: "/privacy-policy",
    kind: "question",
    what: "The enrolment page the internship's Enroll Now buttons open: the privacy policy says what is typed there does not reach this website",
    replaceWith:
      "Confirm it, and say whose page it is and where its own privacy notice is; or describe here what it collects",
    fields: ["words.privacy.sections.what-we-collect.blocks.5.text"],
  },
  {
    id: "policies.privacy.deleting-copies",
    page: "/privacy-policy",
    kind: "placeholder",
    what: "Notification emails and staff exports are deleted by hand when a submission is deleted, and a deletion request reaches the backups within 14 days",
    replaceWith:
      "Confirm who deletes the emails in the enquiry mailbox and the exported spreadsheets, and when, or change the sentences",
    fields: [
      "words.privacy.sections.how-long.blocks.1.text",
      "words.privacy.sections.your-rights.blocks.2.text",
    ],
  },
  // Every section the brief does not give, by policy.
  {
    id: "policies.terms.scope",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Who these terms apply to" (#scope): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.scope"],
  },
  {
    id: "policies.terms.quotes-and-scope",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Quotes and scope of work" (#quotes-and-scope): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.quotes-and-scope"],
  },
  {
    id: "policies.terms.payments",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Payments" (#payments): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.payments"],
  },
  {
    id: "policies.terms.client-responsibilities",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Your responsibilities" (#client-responsibilities): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.client-responsibilities"],
  },
  {
    id: "policies.terms.ownership",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Ownership of the work" (#ownership): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.ownership"],
  },
  {
    id: "policies.terms.third-party-services",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Third-party services" (#third-party-services): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.third-party-services"],
  },
  {
    id: "policies.terms.internship-enrolment",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Enrolment" (#internship-enrolment): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.internship-enrolment"],
  },
  {
    id: "policies.terms.internship-commitment",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Time, attendance and conduct" (#internship-commitment): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.internship-commitment"],
  },
  {
    id: "policies.terms.internship-certificate",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Projects and certificate" (#internship-certificate): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.internship-certificate"],
  },
  {
    id: "policies.terms.changes-and-law",
    page: "/terms-and-conditions",
    kind: "placeholder",
    what: 'Terms and Conditions, section "Changes to these terms" (#changes-and-law): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.terms.sections.changes-and-law"],
  },
  {
    id: "policies.cancellation.overview",
    page: "/Cancellation-and-Refund",
    kind: "placeholder",
    what: 'Cancellation and Refund Policy, section "Overview" (#overview): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.cancellation.sections.overview"],
  },
  {
    id: "policies.cancellation.how-to-request",
    page: "/Cancellation-and-Refund",
    kind: "placeholder",
    what: 'Cancellation and Refund Policy, section "How to ask for a refund" (#how-to-request): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.cancellation.sections.how-to-request"],
  },
  {
    id: "policies.privacy.who-we-are",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Who we are" (#who-we-are): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.who-we-are"],
  },
  {
    id: "policies.privacy.what-we-collect",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "What we collect" (#what-we-collect): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.what-we-collect"],
  },
  {
    id: "policies.privacy.why",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Why we use it" (#why): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.why"],
  },
  {
    id: "policies.privacy.where",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Where it is stored" (#where): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.where"],
  },
  {
    id: "policies.privacy.who-sees-it",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Who can see it" (#who-sees-it): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.who-sees-it"],
  },
  {
    id: "policies.privacy.how-long",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "How long we keep it" (#how-long): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.how-long"],
  },
  {
    id: "policies.privacy.cookies",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Cookies and browser storage" (#cookies): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.cookies"],
  },
  {
    id: "policies.privacy.analytics",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Analytics and advertising" (#analytics): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.analytics"],
  },
  {
    id: "policies.privacy.your-rights",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Your rights under the DPDP Act, 2023" (#your-rights): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.your-rights"],
  },
  {
    id: "policies.privacy.security",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "How we protect it" (#security): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.security"],
  },
  {
    id: "policies.privacy.children",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Children" (#children): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.children"],
  },
  {
    id: "policies.privacy.changes",
    page: "/privacy-policy",
    kind: "placeholder",
    what: 'Privacy Policy, section "Changes to this policy" (#changes): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.privacy.sections.changes"],
  },
  {
    id: "policies.shipping.digital-only",
    page: "/Shipping-and-Delivery",
    kind: "placeholder",
    what: 'Shipping and Delivery Policy, section "Digital delivery only" (#digital-only): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.shipping.sections.digital-only"],
  },
  {
    id: "policies.shipping.delivery-questions",
    page: "/Shipping-and-Delivery",
    kind: "placeholder",
    what: 'Shipping and Delivery Policy, section "Questions about a delivery" (#delivery-questions): drafted, not in the brief',
    replaceWith: drafted,
    fields: ["words.shipping.sections.delivery-questions"],
  },
];
