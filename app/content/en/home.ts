/**
 * Copy of the home page, section by section, in the required order (docs/requirements.md). Components in
 * app/components/home/ only lay it out. Types come from ./home.schema (zod stays on the server).
 */

import { siteWords } from "./en/site";
import { formatInr } from "./format";
import type { Faq, SectionCopy, Step, Testimonial, WorkArea, WorkDemo } from "./home.schema";
import { fromPrices } from "./prices";
import type { Placeholder } from "./schema";
import { site } from "./site";

/** The hero's typed words, in the required order. */
export const heroWords = [
  "WEBSITE",
  "APPLICATIONS",
  "LOGOS",
  "SOCIAL MEDIA POST",
  "SEO",
  "DIGITAL MARKETING",
] as const satisfies readonly string[];

export const hero = {
  eyebrow: `Software and digital studio · ${site.address.locality} · since ${site.foundedYear}`,
  lead: "We build your",
  srSentence:
    "We build your website, applications, logos, social media posts, SEO and digital marketing.",
  buttons: { services: "Services", about: "About us", internship: "Internship" },
  highlights: ["Fixed quotes in writing", "Weekly progress updates", "Support after launch"],
} as const;

export const about = {
  eyebrow: "About us",
  title: `A small senior team that builds, designs and markets — since ${site.foundedYear}`,
  intro: undefined,
  paragraphs: [
    `${site.brandName} was established in ${site.foundedYear} in ${site.address.locality} to give growing businesses one dependable partner for everything online: the website, the app, the brand and the marketing that brings customers to them.`,
    "We keep teams small and senior, quote a fixed price before work starts and show progress every week. Alongside client work we train new developers through our internship programmes, so the craft keeps growing with us.",
  ],
  facts: [
    {
      value: String(site.foundedYear),
      label: `Established in ${site.address.locality}, ${site.address.region}`,
    },
    { value: "4", label: "Services under one roof" },
    { value: "1 day", label: "To reply to every enquiry" },
    { value: "Weekly", label: "Progress updates on every project" },
  ],
  cta: { label: "Know More", href: "/aboutUs" },
} as const;

export const blogSection = {
  eyebrow: "From our blog",
  title: "Recent articles",
  intro:
    "Practical guides on websites, apps, design and marketing for business owners — no jargon.",
  allLabel: "Visit our blog",
  readLabel: "Read article",
} as const satisfies SectionCopy & Record<string, string>;

/** A process step's visible badge ("Step 01") and the words screen readers hear before its title. */
export const stepBadge = (position: number) => `Step ${String(position).padStart(2, "0")}`;
export const stepPrefix = (position: number) => `Step ${position}: `;

export const processSection = {
  eyebrow: "How it works",
  title: "Six clear steps from first call to growth",
  intro:
    "Every project follows the same proven process, so you always know what happens next, who is doing it and when you will see it.",
} as const satisfies SectionCopy;

export const steps = [
  {
    id: "project-initiation",
    title: "Project initiation",
    description:
      "We learn your goals, customers and budget, then agree the scope, timeline and a fixed quote in writing before any work starts.",
    icon: "clipboard",
  },
  {
    id: "development-phase",
    title: "Development phase",
    description:
      "Designers and developers build in short cycles. You get a private preview link and a progress update every week.",
    icon: "code",
  },
  {
    id: "customization-and-integration",
    title: "Customization and integration",
    description:
      "We tailor features to the way you work and connect payments, your CRM, WhatsApp, email and analytics.",
    icon: "puzzle",
  },
  {
    id: "quality-assurance",
    title: "Quality assurance",
    description:
      "Every page and screen is tested on real phones and browsers for speed, security, accessibility and correct content.",
    icon: "shield",
  },
  {
    id: "deployment-and-support",
    title: "Deployment and support",
    description:
      "We launch on your hosting or ours, set up domain, DNS, email and SSL, hand over every login and train your team.",
    icon: "rocket",
  },
  {
    id: "continuous-improvement",
    title: "Continuous improvement",
    description:
      "After launch we monitor, update and improve using your analytics and your customers' feedback, month after month.",
    icon: "refresh",
  },
] as const satisfies readonly Step[];

export const work = {
  eyebrow: "Our work",
  title: "Websites and apps that run real businesses",
  intro:
    "From a five-page business site to a multi-role platform with its own mobile app, we build what your customers and your staff use every day.",
  areas: [
    {
      id: "website-development",
      title: "Website development",
      text: "Business websites, online stores and web applications that load fast on every phone, rank on Google and are easy for your team to update.",
      points: [
        "Business, e-commerce and CMS websites",
        "Admin, sub-admin and user panels",
        "Hosting, domain, email and SSL set up",
      ],
      link: { label: "Website development", href: "/services/website-development" },
    },
    {
      id: "application-development",
      title: "Application development",
      text: "Android, iOS and cross-platform apps with the dashboards behind them — designed, built, tested and published to the stores for you.",
      points: [
        "Android, iOS and cross-platform apps",
        "Play Store and App Store publishing",
        "CRM, payment and API integrations",
      ],
      link: { label: "App development", href: "/services/app-development" },
    },
  ] satisfies WorkArea[],
  demosTitle: "Try our live dashboard demos",
  demos: [
    {
      id: "admin-dashboard",
      title: "Admin Dashboard",
      description:
        "Sales, orders and team activity at a glance, with role-based access for admins and sub-admins.",
      workImg: "admin",
      goToLink: `${site.demoUrl}/admin-dashboard`,
    },
    {
      id: "user-dashboard",
      title: "User Dashboard",
      description:
        "A customer's own space: orders, invoices, support tickets and profile settings in one place.",
      workImg: "user",
      goToLink: `${site.demoUrl}/user-dashboard`,
    },
    {
      id: "student-dashboard",
      title: "Student Dashboard",
      description:
        "Courses, attendance, assignments and results for students, with progress tracking for teachers.",
      workImg: "student",
      goToLink: `${site.demoUrl}/student-dashboard`,
    },
  ] satisfies WorkDemo[],
  exploreLabel: "Explore",
} as const;

/** Accessible name of a dashboard demo's Explore button. */
export const exploreDemoLabel = (title: string) =>
  `${work.exploreLabel} the ${title} demo (opens in a new tab)`;

export const servicesSection = {
  eyebrow: "Services",
  title: "Everything you need to grow online",
  intro:
    "Four services from one team, so your website, app, brand and marketing look and work as one.",
  carouselLabel: "Our services",
  allLabel: "Compare all services",
} as const satisfies SectionCopy & Record<string, string>;

export const showcase = {
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
} as const;

export const testimonialsSection = {
  eyebrow: "Testimonials",
  title: "What our clients say",
  intro: "Business owners and teams across India who trust us with their websites and apps.",
  carouselLabel: "Client testimonials",
} as const satisfies SectionCopy & Record<string, string>;

/** Accessible name of a client's monogram logo. */
export const clientLogoLabel = (company: string) => `${company} logo`;

/**
 * PLACEHOLDERS, listed in `placeholders` below: invented clients. The businesses are named
 * "Example …" so that none can be taken for a real company, and the words claim no results.
 */
export const testimonials = [
  {
    id: "example-fabrics",
    personName: "Rahul Mehta",
    personCompany: "Example Fabrics",
    personTitle: "Owner",
    testimonialText:
      "Our old website was slow and hard to find on Google. The team rebuilt it, set up our Google Business profile and explained every step in plain words. Customers now tell us they found us online.",
    imgSrc: { monogram: "EF", tone: "orange" },
  },
  {
    id: "example-academy",
    personName: "Priya Nair",
    personCompany: "Example Academy",
    personTitle: "Director",
    testimonialText:
      "They built our student portal and the admin panel our staff use every day. Fees, attendance and results are in one place, and the weekly demo calls meant there were no surprises at launch.",
    imgSrc: { monogram: "EA", tone: "indigo" },
  },
  {
    id: "example-logistics",
    personName: "Arjun Malhotra",
    personCompany: "Example Logistics",
    personTitle: "Head of Operations",
    testimonialText:
      "The team built our driver app and took it through the Play Store and App Store reviews for us. When we needed changes after launch, they listened and planned them with us.",
    imgSrc: { monogram: "EL", tone: "emerald" },
  },
] as const satisfies readonly Testimonial[];

export const faqSection = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  intro:
    "Straight answers to what clients ask us most. Still unsure? Call or message us — we reply within one working day.",
} as const satisfies SectionCopy;

export const faqs = [
  {
    id: "services",
    question: "What services do you offer?",
    answer: [
      "We build websites and web applications, Android, iOS and cross-platform apps, and CRM and admin panel systems. We also design logos, print material, social media posts and UI/UX, and run digital marketing: SEO, social media, pay-per-click ads, content, email and analytics.",
      "We can also set up and manage your hosting, domain, DNS, business email and SSL certificate, so everything lives with one accountable team.",
    ],
  },
  {
    id: "workflow",
    question: "How does a project work, from first call to launch?",
    answer: [
      "We start with a free call to understand your goals, then send a written proposal with scope, timeline and a fixed price. After the advance payment we design first, build in weekly cycles with a private preview link, test on real devices, and launch once you approve.",
      "A typical business website takes three to six weeks; apps and custom platforms take longer and are planned in milestones.",
    ],
  },
  {
    id: "communication",
    question: "How will we communicate during the project?",
    answer: [
      "Whichever way suits you: WhatsApp, phone, email or a video meeting. You get one project manager as your single point of contact and a written progress update every week, with a demo at each milestone.",
      `We answer messages within one working day, ${siteWords.officeHours}.`,
    ],
  },
  {
    id: "project-sizes",
    question: "Do you take on small projects as well as large ones?",
    answer: [
      `Yes. We design single logos (from ${formatInr(fromPrices.logo)}) and social media posts (from ${formatInr(fromPrices.socialPost)}), build business websites (from ${formatInr(fromPrices.website)}) and online stores, and deliver complete apps with admin panels (from ${formatInr(fromPrices.app)}). Large projects are split into milestones so you pay as work is delivered.`,
    ],
  },
  {
    id: "hosting",
    question: "Which hosting platforms do you work with?",
    answer: [
      "We deploy to shared and cPanel hosting (such as Hostinger or GoDaddy), cloud servers on AWS, Google Cloud or DigitalOcean, and modern platforms like Vercel and Netlify. We recommend what fits your traffic and budget.",
      "We can use your existing hosting account or set one up in your name, along with domain, DNS, business email and a free SSL certificate.",
    ],
  },
  {
    id: "crm",
    question: "Can you build a CRM for my business or connect the one I use?",
    answer: [
      "Yes. We build custom CRMs that track leads, follow-ups, quotes and customers the way your team already works, with reminders and reports. If you already use a CRM such as Zoho or HubSpot, we connect your website forms, WhatsApp and app to it so no enquiry is missed.",
    ],
  },
  {
    id: "role-based-panels",
    question: "What are admin, sub-admin and user panels?",
    answer: [
      "They are separate dashboards for different people in your system. Admins control everything and decide what each sub-admin (a manager or branch, for example) can see and do; users such as customers or students see only their own data.",
      "Permissions are assigned by admins, so you can grow your team without sharing one password.",
    ],
  },
  {
    id: "mobile-apps",
    question: "Do you build mobile apps for Android and iOS?",
    answer: [
      "Yes. We design and build Android and iOS apps, from booking and e-commerce apps to delivery, education and internal staff apps, together with the admin panel and server behind them. Every app is tested on real devices before release.",
    ],
  },
  {
    id: "store-publishing",
    question: "Will you publish my app on the Play Store and the App Store?",
    answer: [
      "Yes. We prepare the store listing, screenshots, privacy policy and review notes, submit the app and handle any questions from Google or Apple until it is approved.",
      "The developer accounts are created in your business's name, so you own the app. Google charges a one-time fee and Apple an annual fee for these accounts.",
    ],
  },
  {
    id: "multiplatform-apps",
    question: "What is a multiplatform app, and is it right for me?",
    answer: [
      "A multiplatform (cross-platform) app is built once with React Native or Flutter and runs on both Android and iOS. It usually costs less and reaches both stores faster than two separate apps, and it suits most business apps.",
      "If your app needs heavy graphics or deep device features, we will tell you honestly when fully native apps are the better choice.",
    ],
  },
] as const satisfies readonly Faq[];

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here. (The dashboard demos' address is site.ts's.)
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Three client testimonials: invented people, companies and words",
    value: testimonials.map((t) => `${t.personName}, ${t.personCompany}`).join("; "),
    replaceWith:
      "Real clients' words, with their written permission; imgSrc draws a monogram, so no logo file is needed",
  },
];
