/**
 * Hindi twin of ../policies.ts: the policy pages' shared parts (the phrases more than one policy
 * uses, the labels around the text, the date format) for the /hi site. Each policy's own text
 * is in ./policies/ (terms.ts, cancellation.ts, shipping.ts, privacy.ts), twins of the English
 * modules in ../policies/: same ids, sections and order; every number, fee, e-mail and date comes
 * from the same imports the English uses. The business facts (`clientTerms`,
 * `policyLastUpdated`) are imported from the English module.
 */
import { formatInr, hindiMonths } from "../format";
import { programmes, scholarship } from "../internship";
import { clientTerms } from "../policies";
import type { PolicyUi } from "../policies.schema";
import { site } from "../site";
import { siteWords } from "./site";

type ProgrammeId = (typeof programmes)[number]["id"];

/** Hindi names of the internship programmes, by id (the English names live in ../internship). */
export const programmeName: Record<ProgrammeId, string> = {
  "website-development": "वेबसाइट डेवलपमेंट",
  "website-design-javascript": "वेबसाइट डिज़ाइन + JavaScript",
  "website-design": "वेबसाइट डिज़ाइन",
};

export const city = `${siteWords.locality}, ${siteWords.region}`;

// Phrases the terms and the refund policy both use, so the two always say the same.
const [fullProgramme, jsProgramme] = programmes;
export const testFee = formatInr(scholarship.testFee);
export const demoPeriod = `${scholarship.demoDays} दिन की डेमो अवधि`;
export const refundWindow = `प्रोग्राम शुरू होने की तारीख से ${scholarship.refundWindowDays} दिनों के अंदर`;
export const refundShare = `प्रोग्राम फ़ीस का ${scholarship.refundPercent}% रिफ़ंड`;
export const renewalNotice = `रिन्यूअल की तारीख से कम से कम ${clientTerms.renewalNoticeDays} दिन पहले`;
export const cancellationFee = `प्रोजेक्ट की कुल लागत के ${clientTerms.cancellationFeePercent}% की कैंसलेशन फ़ीस लगती है`;
export const cancellationDue = `नोटिस की तारीख से ${clientTerms.cancellationPaymentDays} दिनों के अंदर`;

/**
 * PLACEHOLDER (listed in ../policies.ts): the brief makes only the scholarship-test fee
 * non-refundable; whether the programmes' own registration fees are is the agency's call.
 */
export const programmeRegistrationNonRefundable = `प्रोग्राम की रजिस्ट्रेशन फ़ीस (${programmeName[fullProgramme.id]} प्रोग्राम के लिए ${formatInr(fullProgramme.registrationFee)}, ${programmeName[jsProgramme.id]} प्रोग्राम के लिए ${formatInr(jsProgramme.registrationFee)}, जैसा कि प्रोग्राम कार्ड पर दिखाया गया है) नॉन-रिफ़ंडेबल है।`;

/** Labels around the policy text, shared by the four pages. */
export const policyUi = {
  eyebrow: "कानूनी",
  tocTitle: "इस पेज पर",
  lastUpdatedLabel: "अंतिम अपडेट",
  relatedTitle: "संबंधित पॉलिसी",
  questions: "इस पेज के बारे में कोई सवाल? हमें यहाँ लिखें:",
  languageNote:
    "यह हिंदी अनुवाद आपकी सुविधा के लिए है; किसी भी अंतर या विवाद की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा।",
  languageNoteLink: "अंग्रेज़ी संस्करण पढ़ें",
} as const satisfies PolicyUi;

export const studio = `${site.legalName} ("${site.brandName}", "हम", "हमें")`;

/** "2026-11-22" → "22 नवंबर 2026" (Latin digits, as Intl's hi-IN with numberingSystem latn). */
export function formatPolicyDate(iso: string): string {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number);
  return `${day} ${hindiMonths[month - 1]} ${year}`;
}
