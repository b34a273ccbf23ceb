import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as en from "../careers";
import { careerRoleSchema, careersCopySchema } from "../careers.schema";
import { compareTwins } from "../twins";
import * as hi from "./careers";

/** Product and technology names in the roles' tool lists: Latin script in Hindi too (the brief). */
const productNames = [
  "HTML",
  "CSS",
  "JavaScript",
  "Tailwind CSS",
  "Git",
  "Node.js",
  "Express",
  "React",
  "TypeScript",
  "React Router",
  "React Native",
  "Expo",
  "Android Studio",
  "Xcode",
  "PHP",
  "Laravel",
  "WordPress",
  "MySQL",
  "Figma",
  "Adobe XD",
  "Adobe Photoshop",
  "Adobe Illustrator",
  "CorelDRAW",
  "Canva",
  "Google Workspace",
  "Slack",
  "Meta Business Suite",
  "Instagram",
  "LinkedIn",
  "Google Analytics 4",
  "Google Search Console",
  "Mailchimp",
  "Meta Ads Manager",
  "Google Ads",
  "Google Tag Manager",
];

/**
 * The English schemas, with the two rules that only English text can meet replaced by their
 * Hindi equivalents: the experience names the internship route (इंटर्नशिप), and the notice is the
 * translation of the verbatim English notice.
 */
const hindiRoleSchema = careerRoleSchema.extend({
  experience: z
    .string()
    .min(20)
    .refine((text) => /इंटर्नशिप/.test(text), "mention relevant internships"),
});
const hindiCopySchema = careersCopySchema.extend({ notice: z.string().min(60) });

describe("Hindi careers", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        {
          careerRoles: en.careerRoles,
          applyAsSuffix: en.applyAsSuffix,
          careersCopy: en.careersCopy,
        },
        {
          careerRoles: hi.careerRoles,
          applyAsSuffix: hi.applyAsSuffix,
          careersCopy: hi.careersCopy,
        },
        productNames,
      ),
    ).toEqual([]);
  });

  it("keeps the roles' ids and icons, in the English order", () => {
    expect(hi.careerRoles.map((r) => [r.id, r.icon])).toEqual(
      en.careerRoles.map((r) => [r.id, r.icon]),
    );
  });

  it("passes the same schema", () => {
    for (const role of hi.careerRoles) hindiRoleSchema.parse(role);
    hindiCopySchema.parse(hi.careersCopy);
  });
});
