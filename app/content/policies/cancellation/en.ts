/**
 * The cancellation and refund policy (/Cancellation-and-Refund). Its own module, so only this
 * page's loader carries its text; the phrases it shares with the terms are in ../phrases/en.ts.
 */
import { formatters } from "~/base/format";
import { scholarship } from "../../internship/facts";
import { site } from "../../site/facts";
import * as phrases from "../phrases/en";
import type { PolicyWords } from "../schema";

const format = formatters.en;

export const cancellationAndRefund: PolicyWords = {
  parts: [
    {
      sections: [
        {
          id: "overview",
          title: "Overview",
          blocks: [
            {
              type: "p",
              text: `This policy explains when a client project or an internship programme with ${phrases.studio} can be cancelled, what it costs and which payments can be refunded. It is part of our Terms and Conditions.`,
            },
          ],
        },
        {
          id: "project-cancellation",
          title: "Cancelling a client project",
          blocks: [
            {
              type: "ul",
              items: [
                `Send your cancellation notice in writing to ${site.emails.hello}. The date we receive it is the date of notice.`,
                `${phrases.cancellationFee}.`,
                `The cancellation fee is payable ${phrases.cancellationDue}.`,
                "Payments you have already made count towards the fee; if they exceed it, no balance is due.",
              ],
            },
          ],
        },
        {
          id: "advance-payment",
          title: "Advance payments",
          blocks: [
            {
              type: "p",
              text: "There is no refund after the advance payment.",
            },
          ],
        },
        {
          id: "renewals",
          title: "Renewals and yearly services",
          blocks: [
            {
              type: "p",
              text: `Hosting, domains, SSL certificates, business email and maintenance plans are renewed every year for yearly renewal fees. ${phrases.renewalNotice}. To stop a service, simply tell us before the renewal date and we will not renew it.`,
            },
          ],
        },
        {
          id: "internship-refunds",
          title: "Internship and training programmes",
          blocks: [
            {
              type: "ul",
              items: [
                `The ${phrases.testFee} scholarship-test registration fee is non-refundable.`,
                phrases.programmeRegistrationNonRefundable,
                `Each paid programme begins with a ${phrases.demoPeriod}.`,
                `You can get a ${phrases.programmeRefund}.`,
                `Requests made after those ${format.durationOblique({ days: scholarship.refundWindowDays })} are not refunded.`,
              ],
            },
          ],
        },
        {
          id: "how-to-request",
          title: "How to ask for a refund",
          blocks: [
            {
              type: "p",
              text: `Email ${site.emails.hello} from the address you registered with, giving your name, the programme and its start date. We confirm by email when the refund is made.`,
            },
          ],
        },
      ],
    },
  ],
};
