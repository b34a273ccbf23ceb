/**
 * Hindi twin of ./en.ts: the cancellation and refund policy for the /hi
 * site. The phrases it shares with the terms are in ../phrases/hi.ts.
 */
import { formatters } from "~/base/format";
import { scholarship } from "../../internship/facts";
import { site } from "../../site/facts";
import * as phrases from "../phrases/hi";
import type { PolicyWords } from "../schema";

const format = formatters.hi;

export const cancellationAndRefund: PolicyWords = {
  parts: [
    {
      sections: [
        {
          id: "overview",
          title: "सारांश",
          blocks: [
            {
              type: "p",
              text: `यह पॉलिसी बताती है कि ${phrases.studio} के साथ किसी क्लाइंट प्रोजेक्ट या इंटर्नशिप प्रोग्राम को कब कैंसल किया जा सकता है, इसकी लागत क्या है और कौन-से भुगतान रिफ़ंड हो सकते हैं। यह हमारे नियम और शर्तों का हिस्सा है।`,
            },
          ],
        },
        {
          id: "project-cancellation",
          title: "क्लाइंट प्रोजेक्ट कैंसल करना",
          blocks: [
            {
              type: "ul",
              items: [
                `अपना कैंसलेशन नोटिस लिखित रूप में ${site.emails.hello} पर भेजें। जिस तारीख को यह हमें मिलता है, वही नोटिस की तारीख मानी जाती है।`,
                `${phrases.cancellationFee}।`,
                `कैंसलेशन फ़ीस का भुगतान ${phrases.cancellationDue} करना होगा।`,
                "आप जो भुगतान पहले कर चुके हैं, वे इस फ़ीस में गिने जाते हैं; अगर वे फ़ीस से ज़्यादा हैं, तो आपको कुछ और नहीं देना होगा।",
              ],
            },
          ],
        },
        {
          id: "advance-payment",
          title: "एडवांस भुगतान",
          blocks: [
            {
              type: "p",
              text: "एडवांस भुगतान के बाद कोई रिफ़ंड नहीं होता।",
            },
          ],
        },
        {
          id: "renewals",
          title: "रिन्यूअल और सालाना सेवाएँ",
          blocks: [
            {
              type: "p",
              text: `होस्टिंग, डोमेन, SSL सर्टिफ़िकेट, बिज़नेस ईमेल और मेंटेनेंस प्लान सालाना रिन्यूअल फ़ीस पर हर साल रिन्यू होते हैं। ${phrases.renewalNotice} हम आपसे संपर्क करते हैं। किसी सेवा को बंद करना हो, तो बस रिन्यूअल की तारीख से पहले हमें बता दें, हम उसे रिन्यू नहीं करेंगे।`,
            },
          ],
        },
        {
          id: "internship-refunds",
          title: "इंटर्नशिप और ट्रेनिंग प्रोग्राम",
          blocks: [
            {
              type: "ul",
              items: [
                `स्कॉलरशिप टेस्ट की ${phrases.testFee} रजिस्ट्रेशन फ़ीस वापस नहीं होती।`,
                phrases.programmeRegistrationNonRefundable,
                `हर पेड प्रोग्राम ${phrases.demoPeriod} से शुरू होता है।`,
                `${phrases.refundWindow} अनुरोध करने पर आपको ${phrases.refundShare} मिल सकता है।`,
                `इन ${format.durationOblique({ days: scholarship.refundWindowDays })} के बाद किए गए अनुरोधों पर रिफ़ंड नहीं मिलता।`,
              ],
            },
          ],
        },
        {
          id: "how-to-request",
          title: "रिफ़ंड कैसे माँगें",
          blocks: [
            {
              type: "p",
              text: `जिस ईमेल पते से आपने रजिस्टर किया था, उसी से ${site.emails.hello} पर ईमेल करें और अपना नाम, प्रोग्राम और उसके शुरू होने की तारीख बताएँ। रिफ़ंड हो जाने पर हम ईमेल से इसकी पुष्टि करते हैं।`,
            },
          ],
        },
      ],
    },
  ],
};
