/** The /internship Course JSON-LD (see site.server.ts in this folder for the whole set). */
import type { Course, Offer, WithContext } from "schema-dts";
import type { Dictionary } from "~/content/engine/content";

/**
 * The courses of /internship, built from the programme cards of the dictionary it is given (the
 * live revision's), which carry each programme's fees in rupees beside the formatted ones
 * (app/content/internship/index.ts): a fee published by staff reaches the JSON-LD, and
 * structured data and the cards can never disagree.
 */
export function internshipCourses(copy: Dictionary): WithContext<Course>[] {
  const words = copy.structuredData.course;
  return copy.internship.programmes.map((programme) => {
    const offers: Offer[] = [
      {
        "@type": "Offer",
        name: words.fee,
        category: programme.feeAmount === 0 ? words.free : words.paid,
        price: programme.feeAmount,
        priceCurrency: "INR",
      },
    ];
    if (programme.registrationFeeAmount > 0) {
      offers.push({
        "@type": "Offer",
        name: words.registrationFee,
        category: words.paid,
        price: programme.registrationFeeAmount,
        priceCurrency: "INR",
      });
    }
    return {
      "@context": "https://schema.org",
      "@type": "Course",
      name: programme.name,
      description: programme.summary,
      provider: { "@type": "Organization", name: copy.siteFacts.brandName },
      timeRequired: programme.isoDuration,
      isAccessibleForFree: programme.feeAmount === 0 && programme.registrationFeeAmount === 0,
      educationalCredentialAwarded: programme.certificate ? words.certificate : undefined,
      offers,
      // No workload: the hours a week are a question for the owner (launch-check
      // internship.scholarship-terms), and a programme's length is not its workload.
    };
  });
}
