/**
 * The four policy pages (terms, cancellation and refund, shipping and delivery, privacy): their
 * facts (./facts.json: the figures they quote, and each policy's address, titled parts and
 * sections in order), the labels around the text, the phrases the terms and the refund policy
 * share, and each part's and section's words (./en.json, ./hi.json). The join fills every slot
 * of a policy's sentences: the agency's names, place and addresses (the site topic), the client
 * terms and how long data is kept (this topic's facts), the internship's fees and terms, the
 * theme switch's words (the shell), the share of page views measured and the names of what the
 * site keeps in a browser (app/base/browser-storage.ts, which the code that writes them reads),
 * each written by the language's formatter; the dictionary holds the pages as `policies`.
 */
import { staffStorage, VITALS_SAMPLE_RATE, visitorStorage } from "~/base/browser-storage";
import { fill } from "~/base/template";
import { defineTopic, wordsOf } from "../engine/topic";
import { programmeLength, programmeOf } from "../internship";
import type { ProgrammeId } from "../internship/schema";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import {
  type PoliciesCopy,
  type PolicyBlock,
  type PolicyDoc,
  type PolicyKey,
  type PolicyPart,
  type PolicySection,
  type PolicySlot,
  policiesFactsSchema,
  policiesWordsSchema,
  policyKeys,
  policyPaths,
} from "./schema";

/** The average month, in days (365 / 12). */
const DAYS_PER_MONTH = 365 / 12;

export const policies = defineTopic({
  name: "policies",
  title: "Policies",
  description:
    "The terms, the cancellation and refund, shipping and delivery and privacy policies: four pages linked from every footer.",
  factsSchema: policiesFactsSchema,
  wordsSchema: policiesWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  // The official English title of the data protection law, which the Hindi quotes in brackets.
  sameInBoth: ["Digital Personal Data Protection Act"],
  join: ({ facts, words, format, topics }): { policies: PoliciesCopy } => {
    const site = topics.site;
    const theme = topics.shell.words.themeSwitch;
    const internship = topics.internship.facts;
    const { scholarship } = internship;
    /** A programme's name, in the join's language. */
    const nameOf = (id: ProgrammeId) => wordsOf(topics.internship.words.programmes, id).name;
    const { phrases } = words;
    const { clientTerms } = facts;
    // The phrases quote the registration fees of the complete and the JavaScript programme and
    // name the free one: found by id, whatever the order of the cards.
    const full = programmeOf(internship, "website-development");
    const js = programmeOf(internship, "website-design-javascript");
    const withCertificate = internship.programmes
      .filter((programme) => programme.certificate)
      .map((programme) => nameOf(programme.id));
    const days = (n: number) => ({ days: n });
    const shared: Record<Exclude<PolicySlot, "email">, string> = {
      studio: fill(phrases.studio, {
        legalName: site.facts.legalName,
        brandName: site.facts.brandName,
      }),
      brandName: site.facts.brandName,
      locality: site.words.locality,
      region: site.words.region,
      country: site.words.country,
      renewalNotice: fill(phrases.renewalNotice, {
        days: format.duration(days(clientTerms.renewalNoticeDays)),
      }),
      cancellationFee: fill(phrases.cancellationFee, {
        percent: format.percent(clientTerms.cancellationFeePercent),
      }),
      // "7 दिन के अंदर": a numeral's unit keeps its plain form before a postposition.
      cancellationDue: fill(phrases.cancellationDue, {
        days: format.duration(days(clientTerms.cancellationPaymentDays)),
      }),
      demoPeriod: fill(phrases.demoPeriod, {
        days: format.durationAdjective(days(scholarship.demoDays)),
      }),
      refundShare: fill(phrases.refundShare, {
        percent: format.percent(scholarship.refundPercent),
      }),
      refundWindow: fill(phrases.refundWindow, {
        days: format.duration(days(scholarship.refundWindowDays)),
      }),
      // "इन 4 दिनों के बाद": after a demonstrative, the oblique plural.
      refundDays: format.durationOblique(days(scholarship.refundWindowDays)),
      registrationFees: fill(phrases.registrationFees, {
        firstFee: format.price(full.registrationFee),
        firstProgramme: nameOf(full.id),
        secondFee: format.price(js.registrationFee),
        secondProgramme: nameOf(js.id),
      }),
      testFee: format.price(scholarship.testFee),
      freeProgramme: nameOf("website-design"),
      freeProgrammeLength: format.duration(programmeLength(internship, "website-design")),
      hoursPerWeek: format.range(scholarship.hoursPerWeek),
      certificate:
        withCertificate.length > 1
          ? fill(phrases.certificate.many, {
              programmes: withCertificate.join(` ${phrases.certificate.and} `),
            })
          : fill(phrases.certificate.one, { programme: withCertificate[0] ?? "" }),
      leadRetentionDays: format.duration(days(facts.leadRetentionDays)),
      // The same period in whole months, rounded: 730 days are about 24 months.
      leadRetentionMonths: format.duration({
        months: Math.round(facts.leadRetentionDays / DAYS_PER_MONTH),
      }),
      backupDays: format.duration(days(facts.backupDays)),
      vitalsRetentionDays: format.duration(days(facts.vitalsRetentionDays)),
      vitalsShare: format.percent(Math.round(VITALS_SAMPLE_RATE * 100)),
      enrolButton: topics.internship.words.programmeCardCopy.enrol,
      themeSwitch: theme.label,
      themeLight: theme.options.light,
      themeDark: theme.options.dark,
      themeSystem: theme.options.system,
      // The names the code writes into a browser (app/base/browser-storage.ts), as they are.
      themeKey: visitorStorage.theme,
      interFontKey: visitorStorage.interFont,
      devanagariFontKey: visitorStorage.devanagariFont,
      promoKey: visitorStorage.promoShown,
      firstTouchKey: visitorStorage.firstTouch,
      staffCookie: staffStorage.sessionCookie,
      staffCookieHttps: staffStorage.secureSessionCookie,
      staffScrollKey: staffStorage.scrollPositions,
      editorBackupKey: staffStorage.editorBackupPrefix,
    };
    const policy = (key: PolicyKey): PolicyDoc => {
      const path = policyKeys[key];
      const contactEmail = site.facts.emails[facts[key].contact];
      const values: Record<PolicySlot, string> = { ...shared, email: contactEmail };
      // The sections in the facts' order, each run of a titled part's sections under its heading.
      const parts: PolicyPart[] = [];
      let current: { part: string | undefined; sections: PolicySection[] } | undefined;
      for (const { id, part } of facts[key].sections) {
        const { title, blocks } = wordsOf(words[key].sections, id);
        const section: PolicySection = {
          id,
          title,
          blocks: blocks.map(
            (block): PolicyBlock =>
              block.text !== undefined
                ? { type: "p", text: fill(block.text, values) }
                : { type: "ul", items: (block.items ?? []).map((item) => fill(item, values)) },
          ),
        };
        if (current && current.part === part) {
          current.sections.push(section);
          continue;
        }
        current = { part, sections: [section] };
        parts.push(
          part === undefined
            ? { sections: current.sections }
            : {
                id: part,
                title: wordsOf(words[key].parts, part).title,
                sections: current.sections,
              },
        );
      }
      return {
        lastUpdated: { date: facts.lastUpdated, text: format.date(facts.lastUpdated) },
        contactEmail,
        parts,
        // Each page ends with links to the other three.
        related: policyPaths.filter((other) => other !== path),
      };
    };
    return {
      policies: {
        policyUi: words.policyUi,
        policies: {
          "/terms-and-conditions": policy("terms"),
          "/Cancellation-and-Refund": policy("cancellation"),
          "/Shipping-and-Delivery": policy("shipping"),
          "/privacy-policy": policy("privacy"),
        },
      },
    };
  },
});
