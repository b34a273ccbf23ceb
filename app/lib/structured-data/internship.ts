/** The /internship Course JSON-LD (see site.ts in this folder for the whole set). */
import type { Course, Offer, WithContext } from "schema-dts";
import { programmes } from "~/content/internship";
import { site } from "~/content/site";
import { structuredDataCopy as copy } from "~/content/structured-data";

/** The courses of /internship, built from the programme cards' own data. */
export function internshipCourses(): WithContext<Course>[] {
  const words = copy.course;
  return programmes.map((programme) => {
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
      name: programme.name,
      description: programme.summary,
      provider: { "@type": "Organization", name: site.brandName },
      timeRequired: programme.durationIso,
      isAccessibleForFree: programme.fee === 0 && programme.registrationFee === 0,
      educationalCredentialAwarded: programme.certificate ? words.certificate : undefined,
      offers,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseWorkload: programme.durationIso,
      },
    };
  });
}
