/**
 * The picture fields' publish check (./checks.ts, `picture` rule), on the work topic's demo
 * screenshots: a chosen picture must be in the media library, and its alt text, in English and
 * in Hindi, must be there (unless decorative) and read well: no file name, no "photo of…", not
 * the title again, at most 150 characters, not English in the Hindi. Each refusal names the field.
 */
import { describe, expect, it } from "vitest";
import { altTextProblems, checkContent, describeIssue } from "./checks";
import { type ContentDocuments, dataTopicNames, shippedDocuments, topicNamed } from "./content";
import { noPicture } from "./fields";
import { coveredFields } from "./launch-check";
import { formatPath, leavesOf } from "./paths";
import { isPictureChoice, usesOfPicture } from "./pictures";

const shipped = shippedDocuments();
const hash = "a".repeat(64);
const library = new Set([hash]);

const alt = {
  en: "Sales dashboard with a sidebar, four tiles of the day's figures and a monthly bar chart",
  hi: "बिक्री का डैशबोर्ड: बगल में मेन्यू, दिन के आँकड़ों की चार टाइलें और महीने का बार चार्ट",
};

/** The work topic's findings with the admin dashboard's screenshot picture as `change` sets it. */
function findings(
  change: (project: {
    facts: { webPicture: { hash: string | null; decorative: boolean } };
    en: { webPictureAlt: string; webTitle: string };
    hi: { webPictureAlt: string; webTitle: string };
  }) => void,
  options: { library?: ReadonlySet<string> } = { library },
): string[] {
  const documents: ContentDocuments = structuredClone(shipped);
  const facts = documents.work.facts.projects.find((p) => p.id === "admin-dashboard");
  const en = documents.work.en.projects["admin-dashboard"];
  const hi = documents.work.hi.projects["admin-dashboard"];
  if (!facts || !en || !hi) throw new Error("the admin dashboard demo is gone");
  facts.webPicture = { hash, decorative: false };
  en.webPictureAlt = alt.en;
  hi.webPictureAlt = alt.hi;
  change({ facts, en, hi });
  return checkContent(documents, shipped, undefined, ["work"], options).map(describeIssue);
}

const at = {
  en: "work en.projects.admin-dashboard.webPictureAlt",
  hi: "work hi.projects.admin-dashboard.webPictureAlt",
};

describe("a picture field", () => {
  it("ships with no picture chosen and no alt text, and passes", () => {
    for (const project of shipped.work.facts.projects)
      expect(project.webPicture).toEqual({ hash: null, decorative: false });
    expect(checkContent(shipped, shipped, undefined, ["work"], { library })).toEqual([]);
  });

  it("passes with a library picture and good alt text in both languages", () => {
    expect(findings(() => {})).toEqual([]);
  });

  it("refuses a picture that is not in the library, and a value that is no content hash", () => {
    expect(
      findings((p) => {
        p.facts.webPicture.hash = "b".repeat(64);
      }),
    ).toEqual([
      "work facts.projects.admin-dashboard.webPicture.hash: the picture chosen is not in the media library (removed?): choose one from the library, or no picture",
    ]);
    expect(
      findings((p) => {
        p.facts.webPicture.hash = "IMG_2041.jpg";
      }),
    ).toEqual([
      "work facts.projects.admin-dashboard.webPicture.hash: a picture of the media library (its content hash)",
    ]);
  });

  it("requires alt text in English and in Hindi for a chosen picture, not for a decorative one", () => {
    const empty = (p: Parameters<Parameters<typeof findings>[0]>[0]) => {
      p.en.webPictureAlt = "";
      p.hi.webPictureAlt = "";
    };
    expect(findings(empty)).toEqual([
      `${at.en}: Screenshot picture description is empty: say what the picture shows, for people who cannot see it (or mark the picture decorative)`,
      `${at.hi}: Screenshot picture description is empty: say what the picture shows, for people who cannot see it (or mark the picture decorative)`,
    ]);
    expect(
      findings((p) => {
        empty(p);
        p.facts.webPicture.decorative = true;
      }),
    ).toEqual([]);
    expect(
      findings((p) => {
        empty(p);
        p.facts.webPicture.hash = null;
      }),
    ).toEqual([]);
  });

  it("refuses a file name as alt text, in either language", () => {
    expect(
      findings((p) => {
        p.en.webPictureAlt = "IMG_2041.jpg";
        p.hi.webPictureAlt = "डैशबोर्ड.png";
      }),
    ).toEqual([
      `${at.en}: Screenshot picture description is a file name ("IMG_2041.jpg"): say what the picture shows instead`,
      `${at.hi}: Screenshot picture description is a file name ("डैशबोर्ड.png"): say what the picture shows instead`,
      expect.stringMatching(
        /^work hi\.projects\.admin-dashboard\.webPictureAlt: has English words \(png\)/,
      ),
    ]);
    expect(
      findings((p) => {
        p.en.webPictureAlt = "photo.PNG";
      }),
    ).toEqual([
      `${at.en}: Screenshot picture description is a file name ("photo.PNG"): say what the picture shows instead`,
    ]);
  });

  it('refuses alt text that starts with "image of", "photo of", "picture of", in any case', () => {
    for (const start of ["Image of", "photo of", "A PICTURE OF"])
      expect(
        findings((p) => {
          p.en.webPictureAlt = `${start} the sales dashboard with its charts`;
        }),
      ).toEqual([
        `${at.en}: Screenshot picture description starts with "${start}": screen readers already say it is a picture; say what it shows`,
      ]);
  });

  it("refuses the Hindi equivalents: चित्र, तस्वीर, फ़ोटो or फोटो with का/की/के, at the start or the end", () => {
    for (const start of ["चित्र का", "तस्वीर की", "फ़ोटो के", "फोटो का"])
      expect(
        findings((p) => {
          p.hi.webPictureAlt = `${start} डैशबोर्ड और उसके चार्ट`;
        }),
      ).toEqual([
        `${at.hi}: Screenshot picture description starts with "${start}": screen readers already say it is a picture; say what it shows`,
        // The glossary writes फ़ोटो with its nukta: the spelling without is refused too.
        ...(start === "फोटो का"
          ? [expect.stringMatching(/^work hi\.projects\.admin-dashboard\.webPictureAlt: "फोटो": /)]
          : []),
      ]);
    expect(
      findings((p) => {
        p.hi.webPictureAlt = "बिक्री के डैशबोर्ड की तस्वीर";
      }),
    ).toEqual([
      `${at.hi}: Screenshot picture description ends with "की तस्वीर": screen readers already say it is a picture; say what it shows`,
    ]);
    // A word that only begins with the same letters is no refusal.
    expect(
      findings((p) => {
        p.hi.webPictureAlt = "चित्रकार का बनाया डैशबोर्ड, चार टाइलें और बार चार्ट";
      }),
    ).toEqual([]);
  });

  it("refuses alt text that repeats the title, in either language", () => {
    expect(
      findings((p) => {
        p.en.webPictureAlt = "admin dashboard.";
        p.hi.webPictureAlt = p.hi.webTitle;
      }),
    ).toEqual([
      `${at.en}: Screenshot picture description repeats the title ("Admin Dashboard"): say what the picture shows, which the title does not`,
      `${at.hi}: Screenshot picture description repeats the title ("${shipped.work.hi.projects["admin-dashboard"]?.webTitle}"): say what the picture shows, which the title does not`,
    ]);
  });

  it("refuses alt text over 150 characters, in either language", () => {
    expect(
      findings((p) => {
        p.en.webPictureAlt = `${alt.en}, ${"with more and more details ".repeat(3).trim()}`;
        p.hi.webPictureAlt = `${alt.hi}, ${"और भी बहुत सी बातें ".repeat(4).trim()}`;
      }),
    ).toEqual([
      `${at.en}: runs over 150 characters: keep the picture's description to one short sentence`,
      `${at.hi}: runs over 150 characters: keep the picture's description to one short sentence`,
    ]);
    // 150 is allowed.
    expect(
      findings((p) => {
        p.en.webPictureAlt = `Sales dashboard ${"y".repeat(134)}`;
      }),
    ).toEqual([]);
  });

  it("refuses English in the Hindi field: all English, or mostly", () => {
    expect(
      findings((p) => {
        p.hi.webPictureAlt = "Sales dashboard with four tiles and a bar chart";
      }),
    ).toEqual([
      `${at.hi}: Screenshot picture description is mostly in English: write the description in Hindi`,
      `${at.hi}: is in English ("Sales dashboard with"): translate it`,
    ]);
    expect(
      findings((p) => {
        p.hi.webPictureAlt = "Sales dashboard with four tiles और बार चार्ट";
      }),
    ).toEqual([
      `${at.hi}: Screenshot picture description is mostly in English: write the description in Hindi`,
      expect.stringMatching(
        /^work hi\.projects\.admin-dashboard\.webPictureAlt: has English words/,
      ),
    ]);
  });

  it("does not look chosen pictures up when the check is given no library", () => {
    expect(
      findings((p) => {
        p.facts.webPicture.hash = "c".repeat(64);
      }, {}),
    ).toEqual([]);
  });
});

describe("altTextProblems", () => {
  it("finds nothing in a plain description, in either language", () => {
    expect(altTextProblems("Alt", alt.en, "en", "Admin Dashboard")).toEqual([]);
    expect(altTextProblems("Alt", alt.hi, "hi", "एडमिन डैशबोर्ड")).toEqual([]);
  });

  it("names camera file names without an extension", () => {
    expect(altTextProblems("Alt", "IMG 2041", "en")).toEqual([
      'Alt is a file name ("IMG 2041"): say what the picture shows instead',
    ]);
  });
});

describe("every picture field of the site", () => {
  const places = dataTopicNames.flatMap((topic) =>
    leavesOf(shipped[topic].facts, isPictureChoice).map(({ path, value }) => ({
      topic,
      at: formatPath(path),
      value,
    })),
  );

  it("is in the specification's places, and ships with no picture chosen", () => {
    expect(new Set(places.map((place) => place.topic))).toEqual(
      new Set(["work", "home", "graphic", "internship", "services", "shell", "about", "blog"]),
    );
    for (const place of places) expect(place.value, place.at).toEqual(noPicture);
  });

  it('is listed by launch-check as "picture not chosen yet" until one is chosen', () => {
    for (const { topic, at } of places) {
      const covered = topicNamed(topic)
        .launchCheck.filter((item) => item.what.includes("picture not chosen yet"))
        .flatMap((item) => item.fields)
        .flatMap((field) => coveredFields(shipped[topic], field))
        .map(({ path }) => formatPath(path));
      expect(covered, `${topic} facts.${at}`).toContain(`facts.${at}`);
    }
  });

  it("has alt text in both languages that the check requires once a picture is chosen", () => {
    const documents: ContentDocuments = structuredClone(shipped);
    for (const topic of dataTopicNames)
      for (const { value } of leavesOf(documents[topic].facts, isPictureChoice)) value.hash = hash;
    const found = checkContent(documents, shipped, undefined, dataTopicNames, { library });
    expect(found.length).toBe(places.length * 2);
    expect(new Set(found.map((issue) => issue.rule))).toEqual(new Set(["picture"]));
    expect(found.every((issue) => issue.message.includes("is empty"))).toBe(true);
  });
});

describe("where a picture is used", () => {
  it("names each live place by its topic and field, and nothing for an unused picture", () => {
    const documents: ContentDocuments = structuredClone(shipped);
    const project = documents.work.facts.projects.find((p) => p.id === "admin-dashboard");
    if (project) project.webPicture = { hash, decorative: false };
    documents.shell.facts.promo.picture = { hash, decorative: true };
    const uses = usesOfPicture(documents, hash);
    expect(uses).toHaveLength(2);
    expect(uses).toEqual(
      expect.arrayContaining([
        {
          topic: "Our work",
          field: "Screenshot picture (projects › admin-dashboard)",
          path: "facts.projects.admin-dashboard.webPicture",
        },
        {
          topic: topicNamed("shell").title,
          field: "Announcement picture (promo)",
          path: "facts.promo.picture",
        },
      ]),
    );
    expect(usesOfPicture(documents, "b".repeat(64))).toEqual([]);
  });
});
