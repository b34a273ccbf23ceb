/**
 * The four policy pages (terms, cancellation and refund, shipping and delivery, privacy): their
 * facts (./facts.json: the figures they quote, and each policy's address, titled parts and
 * sections in order), the labels around the text, the phrases the terms and the refund policy
 * share, and each part's and section's words (./en.json, ./hi.json). The join fills every slot
 * of a policy's sentences: the agency's names, place and addresses (the site topic), the client
 * terms and the retention period (this topic's facts) and the internship's fees and terms, each
 * written by the language's formatter; the dictionary holds the pages as `policies`, as before.
 */
import type { Formatter } from "~/base/format";
import { fill } from "~/base/template";
import { programmes as programmeWordsEn } from "../internship/en"; // TRANSITION: topics.internship
import { programmes as internshipProgrammes, scholarship } from "../internship/facts"; // TRANSITION: topics.internship
import { programmes as programmeWordsHi } from "../internship/hi"; // TRANSITION: topics.internship
import { defineTopic, wordsOf } from "../topic";
import en from "./en.json";
import facts from "./facts.json";
import hi from "./hi.json";
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

/** The internship's figures and programme names the policies quote, in one language. */
interface InternshipView {
  programmes: readonly {
    id: string;
    name: string;
    duration: Parameters<Formatter["duration"]>[0];
    registrationFee: number;
    certificate: boolean;
  }[];
  scholarship: typeof scholarship;
}

// TRANSITION: topics.internship (its facts and its words' programme names, in the join's language).
function internshipView(locale: "en" | "hi"): InternshipView {
  const names = locale === "hi" ? programmeWordsHi : programmeWordsEn;
  return {
    programmes: internshipProgrammes.map((programme) => ({
      ...programme,
      name: names[programme.id].name,
    })),
    scholarship,
  };
}

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
  join: ({ facts, words, locale, format, topics }): { policies: PoliciesCopy } => {
    const site = topics.site;
    const internship = internshipView(locale);
    const { phrases } = words;
    const { clientTerms } = facts;
    // The internship page's programmes, in its order: the first two are paid, the third free.
    const [first, second, free] = internship.programmes;
    const withCertificate = internship.programmes
      .filter((programme) => programme.certificate)
      .map((programme) => programme.name);
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
      cancellationDue: fill(phrases.cancellationDue, {
        days: format.durationOblique(days(clientTerms.cancellationPaymentDays)),
      }),
      demoPeriod: fill(phrases.demoPeriod, {
        days: format.durationAdjective(days(internship.scholarship.demoDays)),
      }),
      refundShare: fill(phrases.refundShare, {
        percent: format.percent(internship.scholarship.refundPercent),
      }),
      refundWindow: fill(phrases.refundWindow, {
        days: format.durationOblique(days(internship.scholarship.refundWindowDays)),
      }),
      refundDays: format.durationOblique(days(internship.scholarship.refundWindowDays)),
      registrationFees: fill(phrases.registrationFees, {
        firstFee: format.price(first?.registrationFee ?? 0),
        firstProgramme: first?.name ?? "",
        secondFee: format.price(second?.registrationFee ?? 0),
        secondProgramme: second?.name ?? "",
      }),
      testFee: format.price(internship.scholarship.testFee),
      freeProgramme: free?.name ?? "",
      freeProgrammeLength: free ? format.duration(free.duration) : "",
      hoursPerWeek: format.range(internship.scholarship.hoursPerWeek),
      certificate:
        withCertificate.length > 1
          ? fill(phrases.certificate.many, {
              programmes: withCertificate.join(` ${phrases.certificate.and} `),
            })
          : fill(phrases.certificate.one, { programme: withCertificate[0] ?? "" }),
      retention: format.duration({ months: facts.leadRetentionMonths }),
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
