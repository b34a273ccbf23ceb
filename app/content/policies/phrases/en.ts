/**
 * What the English policies share: the phrases the terms and the cancellation and refund policy
 * both use (so the two always say the same), the studio's name and the last-updated date. The
 * figures are facts: the client terms and the date (../facts.ts), the internship's fees and
 * refund terms (../../internship/facts.ts), written out by the English formatter.
 */
import { formatters } from "~/base/format";
import { programmes as programmeWords } from "../../internship/en";
import { programmes, scholarship } from "../../internship/facts";
import { site } from "../../site/facts";
import { clientTerms } from "../facts";

const format = formatters.en;

export const studio = `${site.legalName} ("${site.brandName}", "we", "us")`;

const [fullProgramme, jsProgramme] = programmes;
export const testFee = format.price(scholarship.testFee);
export const demoPeriod = `${format.durationAdjective({ days: scholarship.demoDays })} demo period`;
export const programmeRefund = `${format.percent(scholarship.refundPercent)} refund of the programme fee if you request it within ${format.durationOblique({ days: scholarship.refundWindowDays })} of the start date`;
export const renewalNotice = `We contact you at least ${format.duration({ days: clientTerms.renewalNoticeDays })} before the renewal date`;
export const cancellationFee = `A cancellation fee of ${format.percent(clientTerms.cancellationFeePercent)} of the total project cost applies`;
export const cancellationDue = `within ${format.durationOblique({ days: clientTerms.cancellationPaymentDays })} of the notice`;

/**
 * PLACEHOLDER (listed below): the brief makes only the scholarship-test fee
 * non-refundable; whether the programmes' own registration fees are is the agency's call.
 */
export const programmeRegistrationNonRefundable = `Programme registration fees (${format.price(fullProgramme.registrationFee)} for the ${programmeWords[fullProgramme.id].name} programme, ${format.price(jsProgramme.registrationFee)} for the ${programmeWords[jsProgramme.id].name} programme, as shown on the programme cards) are non-refundable.`;
