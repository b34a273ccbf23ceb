/** Contact page copy. Numbers, emails and links come from ../site.ts (../contact-copy.ts). */
import type { ContactContent } from "../contact.schema";

export const contact: ContactContent = {
  heroEyebrow: "Contact",
  formTitle: "Send us a message",
  formIntro:
    "A few lines about your business and what you need is plenty. We will reply by email or phone within one working day.",
  detailsTitle: "Other ways to reach us",
  blocks: {
    phone: { title: "Call us", text: "Talk to us during office hours." },
    email: {
      title: "Email us",
      text: "We answer every email within one working day.",
      helloLabel: "Projects and questions",
      careersLabel: "Jobs and internships",
    },
    chat: { title: "Chat with us", text: "Quick questions, answered on WhatsApp." },
    social: { title: "Follow our work", text: "New projects and designs every week." },
    hours: { title: "Office hours", text: "We reply to messages the same or next working day." },
    address: { title: "Studio", country: "India" },
  },
  nextTitle: "What happens next",
  nextSteps: [
    {
      title: "We reply within one working day",
      text: "Someone from our team reads your message and replies by email or phone — never a bot.",
    },
    {
      title: "A short call about your goals",
      text: "We ask a few questions about your business, your timeline and your budget.",
    },
    {
      title: "A fixed, written quote",
      text: "You get a clear scope, milestones and price in writing before any work starts.",
    },
  ],
};
