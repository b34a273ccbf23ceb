/**
 * The privacy policy (/privacy-policy). It describes what this site and its lead backend really
 * do with form data; change it whenever that changes. Its own module, so only this page's
 * loader carries its text.
 */

import { site, siteWordsEn as siteWords } from "../../site/facts";
import { studio } from "../phrases/en";
import type { PolicyWords } from "../schema";

export const privacyPolicy: PolicyWords = {
  parts: [
    {
      sections: [
        {
          id: "who-we-are",
          title: "Who we are",
          blocks: [
            {
              type: "p",
              text: `This website is run by ${studio}, ${siteWords.locality}, ${siteWords.region}, ${siteWords.country}. We are responsible for the personal data described here. For anything about your data, write to ${site.emails.privacy}.`,
            },
          ],
        },
        {
          id: "what-we-collect",
          title: "What we collect",
          blocks: [
            {
              type: "p",
              text: "We only collect what you type into one of our three forms — the contact page form, the contact popup and the career form:",
            },
            {
              type: "ul",
              items: [
                "your name, email address and mobile number;",
                "your message (in the contact popup, the service you are interested in instead).",
              ],
            },
            {
              type: "p",
              text: "When a form is sent, our server also stores the time, the page the form was sent from, your browser's user agent and a salted one-way hash of your IP address — never the raw IP address. These are used only to stop spam and abuse, such as someone sending hundreds of messages.",
            },
          ],
        },
        {
          id: "why",
          title: "Why we use it",
          blocks: [
            {
              type: "p",
              text: "We use your details to reply to your enquiry or your job or internship application, and for nothing else. We do not add you to a mailing list, and we never sell, rent or share your details with anyone.",
            },
          ],
        },
        {
          id: "where",
          title: "Where it is stored",
          blocks: [
            {
              type: "p",
              text: "Form submissions are stored in our own database on our own server. A copy of each submission is emailed to the agency's staff inbox so that someone can reply quickly.",
            },
          ],
        },
        {
          id: "who-sees-it",
          title: "Who can see it",
          blocks: [
            {
              type: "p",
              text: "Only the agency's staff, through a password-protected staff inbox. Nobody outside the agency has access to it.",
            },
          ],
        },
        {
          id: "how-long",
          title: "How long we keep it",
          blocks: [
            {
              type: "p",
              text: "We keep form submissions for 24 months, so we can follow up on a conversation or an application. After 24 months they are deleted automatically.",
            },
          ],
        },
        {
          id: "cookies",
          title: "Cookies and browser storage",
          blocks: [
            {
              type: "p",
              text: "We set no cookies for visitors. The only cookie on this site is the staff sign-in cookie, which is used only when a member of our staff signs in. Your browser's sessionStorage keeps one small flag so that the announcement popup is not shown twice in the same visit; it is deleted when you close the tab.",
            },
          ],
        },
        {
          id: "analytics",
          title: "Analytics and advertising",
          blocks: [
            {
              type: "p",
              text: "There is no third-party analytics and there are no ads on this site. To keep it fast, we measure page speed anonymously: a sample of visits sends Core Web Vitals figures (such as how long the page took to show) to our own server, where they are stored to improve the site. These measurements contain no personal data and use no cookies.",
            },
          ],
        },
        {
          id: "your-rights",
          title: "Your rights under the DPDP Act, 2023",
          blocks: [
            {
              type: "p",
              text: "Under India's Digital Personal Data Protection Act, 2023 you have the right to:",
            },
            {
              type: "ul",
              items: [
                "get a copy of, and a summary of, the personal data we hold about you;",
                "have it corrected or completed;",
                "have it deleted;",
                "withdraw your consent at any time;",
                "nominate someone to exercise these rights for you;",
                "have a grievance addressed by us, and then complain to the Data Protection Board of India if you are not satisfied.",
              ],
            },
            {
              type: "p",
              text: `To ask for a copy or for deletion, email ${site.emails.privacy} from the address you used in the form. We will confirm when it is done.`,
            },
          ],
        },
        {
          id: "security",
          title: "How we protect it",
          blocks: [
            {
              type: "p",
              text: "The site is served only over HTTPS, IP addresses are stored only as salted one-way hashes, and the staff inbox is protected by a password. Only staff who need to reply to you can read your message.",
            },
          ],
        },
        {
          id: "children",
          title: "Children",
          blocks: [
            {
              type: "p",
              text: "This site is meant for adults. If you are under 18 and want to apply for an internship, please ask a parent or guardian to contact us with you.",
            },
          ],
        },
        {
          id: "changes",
          title: "Changes to this policy",
          blocks: [
            {
              type: "p",
              text: `If what we do with your data changes, we update this page and its date first. Questions about this policy: ${site.emails.privacy}.`,
            },
          ],
        },
      ],
    },
  ],
};
