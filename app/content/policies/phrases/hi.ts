/**
 * Hindi twin of ./en.ts: what the Hindi policies share, the phrases the
 * terms and the cancellation and refund policy both use, the studio's name and place and the
 * last-updated date. Every number, fee and date comes from the same facts as the English
 * (../facts.ts, ../../internship/facts.ts), written out by the Hindi formatter.
 */
import { formatters } from "~/base/format";
import { programmes, scholarship } from "../../internship/facts";
import { programmes as programmeWords } from "../../internship/hi";
import { site, siteWordsHi as siteWords } from "../../site/facts";
import { clientTerms } from "../facts";

const format = formatters.hi;

export const city = `${siteWords.locality}, ${siteWords.region}`;

export const studio = `${site.legalName} ("${site.brandName}", "हम", "हमें")`;

const [fullProgramme, jsProgramme] = programmes;
export const testFee = format.price(scholarship.testFee);
export const demoPeriod = `${format.durationAdjective({ days: scholarship.demoDays })} की डेमो अवधि`;
export const refundWindow = `प्रोग्राम शुरू होने की तारीख से ${format.durationOblique({ days: scholarship.refundWindowDays })} के अंदर`;
export const refundShare = `प्रोग्राम फ़ीस का ${format.percent(scholarship.refundPercent)} रिफ़ंड`;
export const renewalNotice = `रिन्यूअल की तारीख से कम से कम ${format.duration({ days: clientTerms.renewalNoticeDays })} पहले`;
export const cancellationFee = `प्रोजेक्ट की कुल लागत के ${format.percent(clientTerms.cancellationFeePercent)} की कैंसलेशन फ़ीस लगती है`;
export const cancellationDue = `नोटिस की तारीख से ${format.durationOblique({ days: clientTerms.cancellationPaymentDays })} के अंदर`;

/**
 * PLACEHOLDER (listed in ../placeholders.ts): the brief makes only the scholarship-test
 * fee non-refundable; whether the programmes' own registration fees are is the agency's call.
 */
export const programmeRegistrationNonRefundable = `प्रोग्राम की रजिस्ट्रेशन फ़ीस (${programmeWords[fullProgramme.id].name} प्रोग्राम के लिए ${format.price(fullProgramme.registrationFee)}, ${programmeWords[jsProgramme.id].name} प्रोग्राम के लिए ${format.price(jsProgramme.registrationFee)}, जैसा कि प्रोग्राम कार्ड पर दिखाया गया है) वापस नहीं होती।`;
