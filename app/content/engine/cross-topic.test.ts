/**
 * A fact is typed once, in the topic that owns it, and every other topic that quotes it reads it
 * through its join's `topics` (./content.ts): so a published change of the fact shows wherever it
 * is quoted, in both languages, and the entry that quotes it lists the owner among its sources,
 * which is how the server knows to render those pages again (server/content/pages.ts).
 *
 * Each case changes one topic's document, builds the content of that revision, and reads the
 * quoting entry. Some reads count a list whose size the brief fixes (three programmes, four
 * services, six process steps, two notable apps): the publish check refuses another size, yet
 * the join must count what it is given, so those cases add an item (a copy of one) or drop one,
 * in a document only `buildContent` sees.
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { type Locale, locales } from "~/base/locale";
import { policyText } from "../policies/schema";
import {
  buildContent,
  type ContentDocuments,
  type DataTopicName,
  type Dictionary,
  shippedDocuments,
} from "./content";
import { dictionary as shippedDictionary } from "./shipped";

const shipped = shippedDocuments();

interface Case {
  /** The topic whose document changes. */
  source: DataTopicName;
  /** The entry of the dictionary that quotes it. */
  entry: keyof Dictionary;
  /** What is shown of the entry. */
  what: string;
  change(documents: ContentDocuments): void;
  /** The text of the entry that quotes the fact. */
  shows(dictionary: Dictionary): string;
  /** What that text says of the changed fact, in `locale`. */
  expected(locale: Locale): string;
}

const format = (locale: Locale) => formatters[locale];

/** The complete programme becomes four months long. */
const longerProgramme = (documents: ContentDocuments) => {
  const full = documents.internship.facts.programmes.find((p) => p.id === "website-development");
  if (full) full.duration = { count: 4, unit: "months" };
};
/** The free programme becomes 21 days long. */
const shorterFreeProgramme = (documents: ContentDocuments) => {
  const free = documents.internship.facts.programmes.find((p) => p.id === "website-design");
  if (free) free.duration = { count: 21, unit: "days" };
};
/** A fourth programme card (a copy of the second). */
const fourthProgramme = (documents: ContentDocuments) => {
  const { programmes } = documents.internship.facts;
  programmes.push({ ...(programmes[1] as (typeof programmes)[number]) });
};
/** The logo's price, the lowest of its kind, becomes ₹1,234. */
const logoPrice = (documents: ContentDocuments) => {
  const logo = documents.pricing.facts.graphicPrices.find((p) => p.id === "logo-design");
  if (logo) logo.price = 1234;
};
/** The eyebrow over every service page's heading, new in both languages. */
const eyebrow = { en: "What we do", hi: "हमारा काम" } as const;
const serviceEyebrow = (documents: ContentDocuments) => {
  for (const locale of locales) documents.services[locale].servicePageEyebrow = eyebrow[locale];
};
/** The closing band's main link: new words, and a new page. */
const quoteLabel = { en: "Ask for a quote", hi: "कोटेशन माँगें" } as const;
const quoteAction = (documents: ContentDocuments) => {
  documents.shell.facts.quoteActions.primaryHref = "/career";
  for (const locale of locales)
    documents.shell[locale].quoteActions.primary.label = quoteLabel[locale];
};
/** What interns build, new in both languages. */
const internProjects = { en: "real client projects", hi: "असली क्लाइंट प्रोजेक्ट" } as const;
const realProjects = (documents: ContentDocuments) => {
  for (const locale of locales)
    documents.internship[locale].internProjects = internProjects[locale];
};
/** The networks the agency posts on for clients: YouTube instead of X. */
const networks = ["Instagram", "Facebook", "LinkedIn", "YouTube"];
const youTube = (documents: ContentDocuments) => {
  documents.digitalServices.facts.socialNetworks = networks;
};
const renewalNotice = (documents: ContentDocuments) => {
  documents.policies.facts.clientTerms.renewalNoticeDays = 14;
};

const cases: Case[] = [
  // The internship's programmes and terms.
  {
    source: "internship",
    entry: "promo",
    what: "the announcement's length of the complete programme",
    change: longerProgramme,
    shows: (d) => d.promo.text,
    expected: (locale) => format(locale).durationAdjective({ months: 4 }, { inWords: true }),
  },
  {
    source: "internship",
    entry: "pages",
    what: "the /internship introduction's length of the complete programme",
    change: longerProgramme,
    shows: (d) => d.pages.pages["/internship"].intro,
    expected: (locale) => format(locale).durationAdjective({ months: 4 }, { inWords: true }),
  },
  {
    source: "internship",
    entry: "pages",
    what: "the /internship introduction's length of the free programme",
    change: shorterFreeProgramme,
    shows: (d) => d.pages.pages["/internship"].intro,
    expected: (locale) => format(locale).durationAdjective({ days: 21 }),
  },
  {
    source: "internship",
    entry: "policies",
    what: "the terms' length of the free programme",
    change: shorterFreeProgramme,
    shows: (d) => policyText(d.policies.policies["/terms-and-conditions"]),
    expected: (locale) => format(locale).duration({ days: 21 }),
  },
  {
    source: "internship",
    entry: "policies",
    what: "the terms' and the refund policy's scholarship test fee",
    change: (documents) => {
      documents.internship.facts.scholarship.testFee = 555;
    },
    shows: (d) =>
      ["/terms-and-conditions", "/Cancellation-and-Refund"]
        .map((path) => policyText(d.policies.policies[path as "/terms-and-conditions"]))
        .join("\n"),
    expected: (locale) => format(locale).price(555),
  },
  {
    source: "internship",
    entry: "policies",
    what: "the terms' registration fee and name of the JavaScript programme",
    change: (documents) => {
      const js = documents.internship.facts.programmes.find(
        (p) => p.id === "website-design-javascript",
      );
      if (js) js.registrationFee = 299;
      for (const locale of locales) {
        const words = documents.internship[locale].programmes["website-design-javascript"];
        if (words) words.name = locale === "en" ? "Frontend Basics" : "फ़्रंटएंड बेसिक्स";
      }
    },
    shows: (d) => policyText(d.policies.policies["/terms-and-conditions"]),
    expected: (locale) =>
      locale === "en"
        ? `${format(locale).price(299)} for the Frontend Basics programme`
        : `फ़्रंटएंड बेसिक्स प्रोग्राम के लिए ${format(locale).price(299)}`,
  },
  {
    source: "internship",
    entry: "home",
    what: "the home page's count of programmes",
    change: fourthProgramme,
    shows: (d) => d.home.about.facts[2]?.value ?? "",
    expected: (locale) => format(locale).number(4),
  },
  {
    source: "internship",
    entry: "about",
    what: "/aboutUs's count of programmes",
    change: fourthProgramme,
    shows: (d) => d.about.facts[2]?.value ?? "",
    expected: (locale) => format(locale).number(4),
  },
  // The prices.
  {
    source: "pricing",
    entry: "home",
    what: "the home page's answer on project sizes, quoting the logo's starting price",
    change: logoPrice,
    shows: (d) => d.home.faqs.find((faq) => faq.id === "project-sizes")?.answer.join(" ") ?? "",
    expected: (locale) => format(locale).price(1234),
  },
  {
    source: "pricing",
    entry: "pages",
    what: "the description of /services/graphic-designing, quoting the logo's starting price",
    change: logoPrice,
    shows: (d) => d.pages.pages["/services/graphic-designing"].description,
    expected: (locale) => format(locale).price(1234),
  },
  // The services.
  {
    source: "services",
    entry: "about",
    what: "/aboutUs's count of services",
    change: (documents) => {
      documents.services.facts.services.pop();
    },
    shows: (d) => d.about.facts[1]?.value ?? "",
    expected: (locale) => format(locale).number(3),
  },
  ...(["graphic", "webServices", "appServices", "digitalServices"] as const).map(
    (entry): Case => ({
      source: "services",
      entry,
      what: `the eyebrow of the ${entry} page`,
      change: serviceEyebrow,
      shows: (d) =>
        ({
          graphic: d.graphic.graphicDesigningPage,
          webServices: d.webServices.websiteDevelopmentPage,
          appServices: d.appServices.appDevelopmentPage,
          digitalServices: d.digitalServices.digitalMarketingPage,
        })[entry].hero.eyebrow,
      expected: (locale) => eyebrow[locale],
    }),
  ),
  {
    source: "services",
    entry: "structuredData",
    what: "the app development price list's name in the Offer JSON-LD",
    change: (documents) => {
      for (const locale of locales) {
        const card = documents.services[locale].cards["app-development"];
        if (card) card.title = locale === "en" ? "Mobile Apps" : "मोबाइल ऐप";
      }
    },
    shows: (d) => d.structuredData.pricing.app,
    expected: (locale) => (locale === "en" ? "Mobile Apps" : "मोबाइल ऐप"),
  },
  // The shell's closing band and contact labels.
  ...(
    [
      ["projects", (d: Dictionary) => d.projects.workPage.cta],
      ["services", (d: Dictionary) => d.services.servicesPage.cta],
      ["webServices", (d: Dictionary) => d.webServices.websiteDevelopmentPage.cta],
      ["appServices", (d: Dictionary) => d.appServices.appDevelopmentPage.cta],
      ["digitalServices", (d: Dictionary) => d.digitalServices.digitalMarketingPage.cta],
    ] as const
  ).map(
    ([entry, cta]): Case => ({
      source: "shell",
      entry,
      what: `the main link of the ${entry} page's closing band`,
      change: quoteAction,
      shows: (d) => `${cta(d).primary.label} → ${cta(d).primary.to}`,
      expected: (locale) => `${quoteLabel[locale]} → /career`,
    }),
  ),
  {
    source: "shell",
    entry: "graphic",
    what: "the call label of /services/graphic-designing's contact band",
    change: (documents) => {
      for (const locale of locales)
        documents.shell[locale].contactLabels.callLabel = locale === "en" ? "Phone us" : "फ़ोन करें";
    },
    shows: (d) => d.graphic.graphicDesigningPage.contact.callLabel,
    expected: (locale) => (locale === "en" ? "Phone us" : "फ़ोन करें"),
  },
  // The policies' client terms.
  {
    source: "policies",
    entry: "about",
    what: "/aboutUs's renewal notice",
    change: renewalNotice,
    shows: (d) => d.about.values.map((value) => value.text).join("\n"),
    expected: (locale) => format(locale).duration({ days: 14 }),
  },
  {
    source: "policies",
    entry: "webServices",
    what: "the renewal notice of the domain registration card",
    change: renewalNotice,
    shows: (d) =>
      d.webServices.webServices.find((card) => card.id === "domain-registration")?.description ??
      "",
    expected: (locale) => format(locale).duration({ days: 14 }),
  },
  // The work's apps.
  {
    source: "work",
    entry: "appServices",
    what: "/services/app-development's count of the notable apps",
    change: (documents) => {
      const { apps } = documents.work.facts;
      apps.push({ ...(apps[0] as (typeof apps)[number]) });
    },
    shows: (d) => d.appServices.appDevelopmentPage.sections.projects.intro,
    expected: (locale) => format(locale).countWordCapital(3),
  },
  // What interns build, one phrase of the internship's words.
  {
    source: "internship",
    entry: "promo",
    what: "the announcement's interns' projects",
    change: realProjects,
    shows: (d) => d.promo.text,
    expected: (locale) => internProjects[locale],
  },
  {
    source: "internship",
    entry: "pages",
    what: "the /internship description's and introduction's interns' projects",
    change: realProjects,
    shows: (d) =>
      `${d.pages.pages["/internship"].description}\n${d.pages.pages["/internship"].intro}`,
    expected: (locale) => `${internProjects[locale]}`,
  },
  {
    source: "internship",
    entry: "about",
    what: "/aboutUs's interns' projects, in the story and the training programme",
    change: realProjects,
    shows: (d) =>
      [d.about.story[2], ...d.about.programmes.map((programme) => programme.text)].join("\n"),
    expected: (locale) => internProjects[locale],
  },
  // The social networks the agency posts on for clients.
  {
    source: "digitalServices",
    entry: "pricing",
    what: "/pricing's social media post",
    change: youTube,
    shows: (d) => d.pricing.graphicPrices.map((item) => item.description).join("\n"),
    expected: (locale) => format(locale).list(networks, "or"),
  },
  {
    source: "digitalServices",
    entry: "careers",
    what: "the post designer's role on /career",
    change: youTube,
    shows: (d) => d.careers.careerRoles.map((role) => role.description).join("\n"),
    expected: (locale) => format(locale).list(networks, "and"),
  },
  // The home page's process steps.
  {
    source: "home",
    entry: "about",
    what: "/aboutUs's count of process steps",
    change: (documents) => {
      documents.home.facts.steps.pop();
    },
    shows: (d) => d.about.facts[3]?.value ?? "",
    expected: (locale) => format(locale).number(5),
  },
];

describe("a fact typed once, live in every topic that quotes it", () => {
  it.each(cases.map((c) => [`${c.source} → ${c.entry}: ${c.what}`, c] as const))(
    "%s",
    (_name, { source, entry, change, shows, expected }) => {
      const documents = structuredClone(shipped);
      change(documents);
      const content = buildContent(documents, 1);
      for (const locale of locales) {
        const wanted = expected(locale);
        // The shipped words say something else, so the change is what shows it.
        expect(shows(shippedDictionary(locale)), locale).not.toContain(wanted);
        expect(shows(content.dictionary(locale)), locale).toContain(wanted);
      }
      expect([...(content.entrySources.get(entry) ?? [])]).toContain(source);
    },
  );
});
