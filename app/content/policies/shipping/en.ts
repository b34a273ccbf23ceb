/**
 * The shipping and delivery policy (/Shipping-and-Delivery): everything is delivered online. Its
 * own module, so only this page's loader carries its text.
 */

import { site } from "../../site/facts";
import type { PolicyWords } from "../schema";

export const shippingAndDelivery: PolicyWords = {
  parts: [
    {
      sections: [
        {
          id: "digital-only",
          title: "Digital delivery only",
          blocks: [
            {
              type: "p",
              text: `${site.brandName} sells digital services. Nothing is shipped by post or courier and there are no shipping charges. Everything we make for you is delivered online.`,
            },
          ],
        },
        {
          id: "delivery-questions",
          title: "Questions about a delivery",
          blocks: [
            {
              type: "p",
              text: `If something you received is missing or does not work as agreed, write to ${site.emails.hello}.`,
            },
          ],
        },
      ],
    },
  ],
};
