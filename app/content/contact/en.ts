/** Contact page copy. Numbers, emails and links come from ../site/facts.ts (./index.ts). */

import { formatters } from "~/base/format";
import { replyTime } from "../site/facts";
import type { ContactContent } from "./schema";

const replyWithin = formatters.en.workingDays(replyTime.days);

export const contact: ContactContent = {
  heroEyebrow: "Contact",
  formTitle: "Send us a message",
  formIntro: `A few lines about your business and what you need is plenty. We will reply by email or phone within ${replyWithin}.`,
  detailsTitle: "Other ways to reach us",
  blocks: {
    phone: { title: "Call us", text: "Talk to us during office hours." },
    email: {
      title: "Email us",
      text: `We answer every email within ${replyWithin}.`,
      helloLabel: "Projects and questions",
      careersLabel: "Jobs and internships",
    },
    chat: { title: "Chat with us", text: "Quick questions, answered on WhatsApp." },
    social: { title: "Follow our work", text: "Our latest projects and designs." },
    hours: { title: "Office hours", text: "When we answer calls and messages." },
    address: { title: "Studio", country: "India" },
  },
  nextTitle: "What happens next",
  nextSteps: [
    {
      title: `We reply within ${replyWithin}`,
      text: "Someone from our team reads your message and replies by email or phone.",
    },
    {
      title: "A short call about your goals",
      text: "We ask a few questions about your business, your timeline and your budget.",
    },
    {
      title: "A quote",
      text: "You get the scope and the price before any work starts.",
    },
  ],
};
