/** The /internship Course JSON-LD (see site.ts in this folder for the whole set). */
import type { Course, Offer, WithContext } from "schema-dts";
import { isoDuration } from "~/base/format";
import type { Dictionary } from "~/content/content";
import { programmes } from "~/content/internship/facts";

/**
 * The courses of /internship, built from the same facts (app/content/internship/facts.ts) and words
 * as the programme cards, so structured data and the cards can never disagree.
 */
export function internshipCourses(copy: Dictionary): WithContext<Course>[] {
  const words = copy.structuredData.course;
  return programmes.map((programme) => {
    const card = copy.internship.programmes.find((shown) => shown.id === programme.id);
    if (!card) throw new Error(`no programme card ${programme.id}`);
    const offers: Offer[] = [
      {
        "@type": "Offer",
        name: words.fee,
        category: programme.fee === 0 ? words.free : words.paid,
        price: programme.fee,
        priceCurrency: "INR",
      },
    ];
    if (programme.registrationFee > 0) {
      offers.push({
        "@type": "Offer",
        name: words.registrationFee,
        category: words.paid,
        price: programme.registrationFee,
        priceCurrency: "INR",
      });
    }
    return {
      "@context": "https://schema.org",
      "@type": "Course",
      name: card.name,
      description: card.summary,
      provider: { "@type": "Organization", name: copy.siteFacts.brandName },
      timeRequired: isoDuration(programme.duration),
      isAccessibleForFree: programme.fee === 0 && programme.registrationFee === 0,
      educationalCredentialAwarded: programme.certificate ? words.certificate : undefined,
      offers,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseWorkload: isoDuration(programme.duration),
      },
    };
  });
}
