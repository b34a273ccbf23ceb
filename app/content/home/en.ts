/**
 * The words of the home page, section by section, in the required order (docs/requirements.md).
 * The facts they belong to (steps, demos, clients, FAQ topics, the reply time) are in ./facts.ts,
 * which joins the two; the year, the place, the prices and the hours come from ../site/facts.ts,
 * ../pricing/facts.ts and ../services/facts.ts, written by the English formatter.
 */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { programmes } from "../internship/facts";
import { fromPrices } from "../pricing/facts";
import { serviceFacts } from "../services/facts";
import { replyTime, site, siteWordsEn as siteWords } from "../site/facts";
import { processSteps } from "./facts";
import type { HomeWords } from "./schema";

const format = formatters.en;

/** The hero's typed words, in the required order. */
export const heroWords: HomeWords["heroWords"] = [
  "WEBSITE",
  "APPLICATIONS",
  "LOGOS",
  "SOCIAL MEDIA POST",
  "SEO",
  "DIGITAL MARKETING",
];

export const hero: HomeWords["hero"] = {
  eyebrow: `Software and digital studio · ${siteWords.locality} · since ${site.foundedYear}`,
  lead: "We build your",
  srSentence:
    "We build your website, applications, logos, social media posts, SEO and digital marketing.",
  buttons: { services: "Services", about: "About us", internship: "Internship" },
  highlights: ["Web, app, design and marketing", "Deployment and support", "Internship programmes"],
};

export const about: HomeWords["about"] = {
  eyebrow: "About us",
  title: `A small team that builds, designs and markets — since ${site.foundedYear}`,
  paragraphs: [
    `${site.brandName} was established in ${site.foundedYear} in ${siteWords.locality} to give growing businesses one dependable partner for everything online: the website, the app, the brand and the marketing that brings customers to them.`,
    "We are a small team that covers the whole job, from the first design to hosting and support. Alongside client work we train new developers through our internship programmes, so the craft keeps growing with us.",
  ],
  facts: [
    {
      value: String(site.foundedYear),
      label: `Established in ${siteWords.locality}, ${siteWords.region}`,
    },
    { value: format.number(serviceFacts.length), label: "Services under one roof" },
    { value: format.number(programmes.length), label: "Internship programmes" },
    { value: format.number(processSteps.length), label: "Steps from first call to growth" },
  ],
  cta: { label: "Know More", href: "/aboutUs" },
};

export const blogSection: HomeWords["blogSection"] = {
  eyebrow: "From our blog",
  title: "Recent articles",
  intro:
    "Practical guides on websites, apps, design and marketing for business owners — no jargon.",
  allLabel: "Visit our blog",
  readLabel: "Read article",
};

/**
 * A process step's visible badge ("Step 01") and the words screen readers hear before its title.
 */
export const stepBadge: HomeWords["stepBadge"] = template("Step {number}");
export const stepPrefix: HomeWords["stepPrefix"] = template("Step {number}: ");

export const processSection: HomeWords["processSection"] = {
  eyebrow: "How it works",
  title: `${format.countWordCapital(processSteps.length)} clear steps from first call to growth`,
  intro: `Every project follows the same ${format.countWord(processSteps.length)} steps, so you always know what happens next, who is doing it and when you will see it.`,
};

export const steps: HomeWords["steps"] = {
  "project-initiation": {
    title: "Project initiation",
    description:
      "We learn your goals, customers and budget, then agree the scope and timeline with you before any work starts.",
  },
  "development-phase": {
    title: "Development phase",
    description:
      "Designers and developers build in short cycles, and you see the work as it takes shape.",
  },
  "customization-and-integration": {
    title: "Customization and integration",
    description:
      "We tailor features to the way you work and connect payments, your CRM, WhatsApp, email and analytics.",
  },
  "quality-assurance": {
    title: "Quality assurance",
    description:
      "Every page and screen is tested on real phones and browsers for speed, security, accessibility and correct content.",
  },
  "deployment-and-support": {
    title: "Deployment and support",
    description:
      "We launch on your hosting — an account you have or one we set up in your name — with domain, DNS, email and SSL, and support you after launch.",
  },
  "continuous-improvement": {
    title: "Continuous improvement",
    description:
      "After launch we keep improving your site or app, guided by your analytics and your customers' feedback.",
  },
};

export const work: HomeWords["work"] = {
  eyebrow: "Our work",
  title: "Websites, apps and the dashboards behind them",
  intro:
    "From a business website to a multi-role platform with its own mobile app, we build what your customers and your staff use every day.",
  areas: {
    "website-development": {
      title: "Website development",
      text: "Business websites, online stores and web applications that load fast on phones, are built with SEO in mind and are easy for your team to update.",
      points: [
        "Business, e-commerce and CMS websites",
        "Admin, sub-admin and user panels",
        "Hosting, domain, email and SSL set up",
      ],
      linkLabel: "Website development",
    },
    "application-development": {
      title: "Application development",
      text: "Android, iOS and cross-platform apps with the dashboards behind them — designed, built, tested and published to the stores for you.",
      points: [
        "Android, iOS and cross-platform apps",
        "Play Store and App Store publishing",
        "CRM, payment and API integrations",
      ],
      linkLabel: "App development",
    },
  },
  demosTitle: "Try our live dashboard demos",
  demos: {
    "admin-dashboard": {
      title: "Admin Dashboard",
      description:
        "Sales, orders and team activity at a glance, with role-based access for admins and sub-admins.",
    },
    "user-dashboard": {
      title: "User Dashboard",
      description:
        "A customer's own space: orders, invoices, support tickets and profile settings in one place.",
    },
    "student-dashboard": {
      title: "Student Dashboard",
      description:
        "Courses, attendance, assignments and results for students, with progress tracking for teachers.",
    },
  },
  exploreLabel: "Explore",
};

/** Accessible name of a dashboard demo's Explore button. */
export const exploreDemoLabel: HomeWords["exploreDemoLabel"] = template(
  "Explore the {title} demo (opens in a new tab)",
);

export const servicesSection: HomeWords["servicesSection"] = {
  eyebrow: "Services",
  title: "Everything you need to grow online",
  intro: `${format.countWordCapital(serviceFacts.length)} services from one team, so your website, app, brand and marketing look and work as one.`,
  carouselLabel: "Our services",
  allLabel: "Compare all services",
};

export const showcase: HomeWords["showcase"] = {
  eyebrow: "What we make",
  title: "One team for every screen your customers see",
  intro:
    "Websites, apps, brands and campaigns — designed together, built together and measured together.",
  rows: [
    [
      "Business websites",
      "E-commerce stores",
      "Web applications",
      "Admin panels",
      "CRM systems",
      "Android apps",
      "iOS apps",
      "Cross-platform apps",
    ],
    [
      "Logo design",
      "Social media posts",
      "Flex boards",
      "UI/UX design",
      "SEO",
      "Google and Meta ads",
      "Email campaigns",
      "Hosting and SSL",
    ],
  ],
  playLabel: "Play animation",
  pauseLabel: "Pause animation",
};

export const testimonialsSection: HomeWords["testimonialsSection"] = {
  eyebrow: "Testimonials",
  title: "What our clients say",
  intro: "What business owners say about working with us.",
  carouselLabel: "Client testimonials",
};

/** Accessible name of a client's monogram logo. */
export const clientLogoLabel: HomeWords["clientLogoLabel"] = template("{company} logo");

/**
 * PLACEHOLDERS, listed in ./launch-check.ts: invented clients, their people and businesses.
 * The businesses are named "Example …" so that none can be taken for a real company, and the
 * words claim no results.
 */
export const testimonials: HomeWords["testimonials"] = {
  "example-fabrics": {
    personName: "Rahul Mehta",
    personCompany: "Example Fabrics",
    personTitle: "Owner",
    testimonialText:
      "Our old website was slow and hard to find on Google. The team rebuilt it, set up our Google Business profile and explained every step in plain words. Customers now tell us they found us online.",
  },
  "example-academy": {
    personName: "Priya Nair",
    personCompany: "Example Academy",
    personTitle: "Director",
    testimonialText:
      "They built our student portal and the admin panel our staff use every day. Fees, attendance and results are in one place, and the weekly demo calls meant there were no surprises at launch.",
  },
  "example-logistics": {
    personName: "Arjun Malhotra",
    personCompany: "Example Logistics",
    personTitle: "Head of Operations",
    testimonialText:
      "The team built our driver app and took it through the Play Store and App Store reviews for us. When we needed changes after launch, they listened and planned them with us.",
  },
};

export const faqSection: HomeWords["faqSection"] = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  intro: `Straight answers to what clients ask us most. Still unsure? Call or message us.`,
};

export const faqs: HomeWords["faqs"] = {
  services: {
    question: "What services do you offer?",
    answer: [
      "We build websites and web applications, Android, iOS and cross-platform apps, and CRM and admin panel systems. We also design logos, print material, social media posts and UI/UX, and run digital marketing: SEO, social media, pay-per-click ads, content, email and analytics.",
      "We can also set up and manage your hosting, domain, DNS, business email and SSL certificate, so everything lives with one accountable team.",
    ],
  },
  workflow: {
    question: "How does a project work, from first call to launch?",
    answer: [
      "We start with a call to understand your goals, then agree the scope, timeline and price with you. After the advance payment we design first, then build, test on real devices and launch once you approve.",
    ],
  },
  communication: {
    question: "How will we communicate during the project?",
    answer: [
      "Whichever way suits you: WhatsApp, phone, email or a video meeting.",
      `We answer messages within ${format.workingDays(replyTime.days)}, ${siteWords.officeHours}.`,
    ],
  },
  "project-sizes": {
    question: "Do you take on small projects as well as large ones?",
    answer: [
      `Yes. We design single logos (from ${format.price(fromPrices.logo)}) and social media posts (from ${format.price(fromPrices.socialPost)}), build business websites (from ${format.price(fromPrices.website)}) and online stores, and build Android and iOS apps (from ${format.price(fromPrices.app)}).`,
    ],
  },
  hosting: {
    question: "Which hosting platforms do you work with?",
    answer: [
      "We deploy to shared and cPanel hosting (such as Hostinger or GoDaddy), cloud servers on AWS, Google Cloud or DigitalOcean, and modern platforms like Vercel and Netlify. We recommend what fits your traffic and budget.",
      "We can use your existing hosting account or set one up in your name, along with domain, DNS, business email and an SSL certificate.",
    ],
  },
  crm: {
    question: "Can you build a CRM for my business or connect the one I use?",
    answer: [
      "Yes. We build custom CRMs that track leads, follow-ups, quotes and customers the way your team already works, with reminders and reports. If you already use a CRM such as Zoho or HubSpot, we connect your website forms, WhatsApp and app to it, so your enquiries arrive in one place.",
    ],
  },
  "role-based-panels": {
    question: "What are admin, sub-admin and user panels?",
    answer: [
      "They are separate dashboards for different people in your system. Admins control everything and decide what each sub-admin (a manager or branch, for example) can see and do; users such as customers or students see only their own data.",
      "Permissions are assigned by admins, so you can grow your team without sharing one password.",
    ],
  },
  "mobile-apps": {
    question: "Do you build mobile apps for Android and iOS?",
    answer: [
      "Yes. We design and build Android and iOS apps, from booking and e-commerce apps to delivery, education and internal staff apps, together with the admin panel and server behind them. Every app is tested on real devices before release.",
    ],
  },
  "store-publishing": {
    question: "Will you publish my app on the Play Store and the App Store?",
    answer: [
      "Yes. We prepare the store listing, screenshots, privacy policy and review notes, submit the app and answer Google's or Apple's questions during review.",
      "The developer accounts are created in your business's name. Google charges a one-time fee and Apple an annual fee for these accounts.",
    ],
  },
  "multiplatform-apps": {
    question: "What is a multiplatform app, and is it right for me?",
    answer: [
      "A multiplatform (cross-platform) app is built once with React Native and runs on both Android and iOS. It usually costs less and reaches both stores faster than two separate apps, and it suits most business apps.",
      "If your app needs heavy graphics or deep device features, we will tell you honestly when fully native apps are the better choice.",
    ],
  },
};
