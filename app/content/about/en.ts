/**
 * About page copy. Its figures are facts: the founding year and the place (../site/facts.ts), the
 * number of services (../services/facts.ts), of internship programmes (../internship/facts.ts) and
 * of the steps of every project (../home/facts.ts).
 *
 * PLACEHOLDERS: every person below (the managing director and the senior staff) is invented until
 * the agency supplies its real team; they are listed in ./launch-check.ts. Replace names,
 * roles and bios here; the page draws initials avatars from the names, so no photos are needed.
 */

import { formatters } from "~/base/format";
import { processSteps } from "../home/facts";
import { programmes } from "../internship/facts";
import { clientTerms } from "../policies/facts";
import { serviceFacts } from "../services/facts";
import { site, siteWordsEn as siteWords } from "../site/facts";
import type { AboutWords } from "./schema";

const format = formatters.en;

export const about: AboutWords = {
  heroEyebrow: "About us",
  storyEyebrow: "Who we are",
  storyTitle: "A studio that builds, designs and teaches",
  story: [
    `${site.brandName} was established in ${site.foundedYear} in ${siteWords.locality} as a small software and digital-services studio. We build websites, web applications and Android and iOS apps, design logos and brand material, and run digital marketing for businesses in India.`,
    "Behind the public work sit the systems that keep a business running: CRMs, admin, sub-admin and user panels, and the hosting, domains, DNS, business email and SSL certificates they depend on. We set these up and can manage them for you, so you stay in control.",
    "We also train new developers. Our internship and training programmes put learners on real projects next to our team, so the craft keeps growing with us.",
  ],
  facts: [
    { value: String(site.foundedYear), label: `Established in ${siteWords.locality}` },
    { value: format.number(serviceFacts.length), label: "Core services under one roof" },
    { value: format.number(programmes.length), label: "Learning and internship programmes" },
    { value: format.number(processSteps.length), label: "Steps from first call to growth" },
  ],
  purposeTitle: "What drives us",
  mission: {
    title: "Our mission",
    text: "To give every growing business in India a website, app and brand it can be proud of — built properly, priced clearly and supported after launch.",
  },
  vision: {
    title: "Our vision",
    text: "To be the studio small businesses trust with their whole digital presence, and the place where India's next developers and designers learn their craft on real work.",
  },
  valuesTitle: "How we work",
  values: [
    {
      title: "One team for everything online",
      text: "Websites, apps, design, marketing and the hosting, domain, email and SSL behind them, from the same people.",
    },
    {
      title: "Admin, sub-admin and user panels",
      text: "Systems where your admins decide what each person can see and do.",
    },
    {
      title: "Training new developers",
      text: "Paid and free internship programmes where learners build projects with our team.",
    },
    {
      title: "Support after launch",
      text: `We remind you at least ${format.duration({ days: clientTerms.renewalNoticeDays })} before each renewal, and fixes and small changes are one message away.`,
    },
  ],
  teamEyebrow: "Our team",
  teamTitle: "The people behind your project",
  teamIntro:
    "A managing director who leads the studio, senior staff who lead each craft, and the teams and programmes that grow new talent.",
  managingDirector: {
    name: "Aarav Sharma",
    role: "Managing Director",
    bio: `Founded the studio in ${site.foundedYear} after years of building websites for local businesses. Signs off every quote and still reviews every launch.`,
  },
  seniorStaffTitle: "Senior staff",
  seniorStaff: [
    {
      name: "Priya Verma",
      role: "Head of Engineering",
      bio: "Leads web and app development, code reviews and deployments, and mentors the junior developer team.",
    },
    {
      name: "Karan Mehta",
      role: "Lead Designer",
      bio: "Owns brand identity, UI/UX and print work, from the first logo sketch to the final app screen.",
    },
    {
      name: "Neha Gupta",
      role: "Digital Marketing Lead",
      bio: "Runs SEO, social media and paid campaigns, and writes the monthly reports our clients read.",
    },
    {
      name: "Rahul Nair",
      role: "Project Manager",
      bio: "Plans milestones, keeps clients updated and makes sure each project launches when agreed.",
    },
  ],
  programmesTitle: "Teams and programmes",
  programmesIntro: "How new developers join us, learn and grow into the team.",
  programmes: {
    "junior-web-developer-team": {
      title: "Junior Web Developer Team",
      text: "Developers early in their careers who build client features under senior review.",
    },
    "training-and-internship-team": {
      title: "Training and Internship Team",
      text: "Trainers and mentors who plan the curriculum, review interns' projects and run mock interviews.",
    },
    "training-cum-internship-program": {
      title: "Training-cum-Internship Program",
      text: "Structured programmes where learners train on modern web development and then build real projects next to our team.",
    },
  },
  ctaTitle: "Let's build something together",
  ctaText: "Tell us about your project, or about yourself if you would like to join the team.",
  ctaPrimary: { label: "Start a project", href: "/contact-us" },
  ctaSecondary: { label: "Join the team", href: "/career" },
};
