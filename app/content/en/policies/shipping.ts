/**
 * The shipping and delivery policy (/Shipping-and-Delivery): everything is delivered online. Its
 * own module, so only this page's loader carries its text.
 */
import type { PolicyDoc } from "../../policies.schema";
import { site } from "../../site";
import { lastUpdated } from "./phrases";

export const shippingAndDelivery: PolicyDoc = {
  lastUpdated,
  contactEmail: site.emails.hello,
  parts: [
    {
      sections: [
        {
          id: "digital-only",
          title: "Digital delivery only",
          blocks: [
            {
              type: "p",
              text: `${site.brandName} sells digital services. Nothing is shipped by post or courier and there are no shipping charges. Everything we make for you is delivered online, as described below.`,
            },
          ],
        },
        {
          id: "source-files",
          title: "Source files and repositories",
          blocks: [
            {
              type: "ul",
              items: [
                "Websites and apps: the complete source code, delivered by transferring the Git repository to your GitHub, GitLab or Bitbucket account, or as a ZIP archive if you prefer.",
                "Designs: the editable source files (Figma, Adobe Illustrator or Photoshop) and ready-to-use exports (PNG, SVG, PDF), shared through a cloud folder link.",
                "Documentation: a short handover note on how to update content and where everything is hosted.",
              ],
            },
          ],
        },
        {
          id: "hosting",
          title: "Deployment to your hosting",
          blocks: [
            {
              type: "p",
              text: "We deploy websites and web applications to your own hosting account, or to hosting we set up in your name. The project counts as delivered when it is live on your domain and we have shared the handover note with you.",
            },
          ],
        },
        {
          id: "credentials",
          title: "Transfer of credentials",
          blocks: [
            {
              type: "p",
              text: "At handover we transfer every account that belongs to you — domain registrar, hosting, admin logins of your website or app, business email and store accounts — securely:",
            },
            {
              type: "ul",
              items: [
                "Passwords are shared through an encrypted password-manager share or a one-time secret link, never in plain email or chat messages.",
                "Accounts are registered in your name and with your email wherever the provider allows it.",
                "We ask you to change the passwords after handover and remove our access when you no longer need our support.",
              ],
            },
          ],
        },
        {
          id: "app-store-releases",
          title: "App store releases",
          blocks: [
            {
              type: "p",
              text: "Android and iOS apps are published under your own Google Play Console and Apple Developer accounts. We prepare the store listing, build and submit the release. Store review usually takes one to seven days and is decided by Google and Apple; the app counts as delivered when it is submitted for review and approved.",
            },
          ],
        },
        {
          id: "timelines",
          title: "Timelines",
          blocks: [
            {
              type: "p",
              text: "Your written quote lists the delivery milestones and dates. We share progress every week with a link you can try. Delays in content, approvals or account access from your side move the dates by the same amount; we tell you in writing if anything on our side changes a date.",
            },
          ],
        },
        {
          id: "internship-delivery",
          title: "Internship certificates and materials",
          blocks: [
            {
              type: "p",
              text: "Course material, recordings and certificates for our internship and training programmes are delivered online: through our learning platform or as PDF files by email.",
            },
          ],
        },
        {
          id: "delivery-questions",
          title: "Questions about a delivery",
          blocks: [
            {
              type: "p",
              text: `If something you received is missing or does not work as agreed, write to ${site.emails.hello} and we will put it right.`,
            },
          ],
        },
      ],
    },
  ],
  related: ["/terms-and-conditions", "/Cancellation-and-Refund", "/privacy-policy"],
};
