/** Course JSON-LD of /internship, built from the programme cards' own data. */
import type { Course, Offer, WithContext } from "schema-dts";
import { programmes } from "~/content/internship";
import { site } from "~/content/site";

export function internshipCourses(): WithContext<Course>[] {
  return programmes.map((programme) => {
    const offers: Offer[] = [
      {
        "@type": "Offer",
        name: "Programme fee",
        category: programme.fee === 0 ? "Free" : "Paid",
        price: programme.fee,
        priceCurrency: "INR",
      },
    ];
    if (programme.registrationFee > 0) {
      offers.push({
        "@type": "Offer",
        name: "Registration fee",
        category: "Paid",
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
      educationalCredentialAwarded: programme.certificate ? "Certificate of completion" : undefined,
      offers,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseWorkload: programme.durationIso,
      },
    };
  });
}
