/** The /internship Course JSON-LD (see site.ts in this folder for the whole set). */
import type { Course, Offer, WithContext } from "schema-dts";
import * as internshipHi from "~/content/hi/internship";
import * as sdHi from "~/content/hi/structured-data";
import * as internshipEn from "~/content/internship";
import { site } from "~/content/site";
import * as sdEn from "~/content/structured-data";
import { type Locale, pickLocale } from "../locale";

/** The courses of /internship, built from the programme cards' own data. */
export function internshipCourses(locale: Locale): WithContext<Course>[] {
  const { programmes } = pickLocale({ en: internshipEn, hi: internshipHi }, locale);
  const words = pickLocale({ en: sdEn, hi: sdHi }, locale).structuredDataCopy.course;
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
