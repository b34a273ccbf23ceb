/** Hindi twin of ./en.ts: the shipping and delivery policy for the /hi site. */

import { site } from "../../site/facts";
import type { PolicyWords } from "../schema";

export const shippingAndDelivery: PolicyWords = {
  parts: [
    {
      sections: [
        {
          id: "digital-only",
          title: "सिर्फ़ डिजिटल डिलीवरी",
          blocks: [
            {
              type: "p",
              text: `${site.brandName} डिजिटल सेवाएँ देता है। डाक या कूरियर से कुछ भी नहीं भेजा जाता और कोई शिपिंग चार्ज नहीं लगता। हम आपके लिए जो कुछ भी बनाते हैं, वह सब ऑनलाइन डिलीवर किया जाता है।`,
            },
          ],
        },
        {
          id: "delivery-questions",
          title: "डिलीवरी से जुड़े सवाल",
          blocks: [
            {
              type: "p",
              text: `अगर आपको मिली किसी चीज़ में कुछ कमी है या वह तय बात के मुताबिक काम नहीं करती, तो ${site.emails.hello} पर लिखें।`,
            },
          ],
        },
      ],
    },
  ],
};
