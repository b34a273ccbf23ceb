/**
 * Title, description, main heading and introduction of every page. The page head
 * (app/lib/pages/page-head.server.ts) reads the title and description; each route shows the heading
 * and introduction.
 */
import { formatInr, formatters } from "~/base/format";
import { programmes } from "../internship/facts";
import { fromPrices } from "../pricing/facts";
import { replyTime, site, siteWordsEn as siteWords } from "../site/facts";
import type { PagesCopy } from "./schema";

const brand = site.brandName;
const from = (amount: number) => formatInr(amount);
const replyWithin = formatters.en.workingDays(replyTime.days);
const [fullProgramme, , freeProgramme] = programmes;

export const pagesCopy: PagesCopy = {
  pages: {
    "/": {
      title: "Websites, Apps, Design and Digital Marketing in India",
      description: `${brand} builds websites, Android and iOS apps, logos and marketing campaigns for growing Indian businesses. Tell us what you need and get a quote.`,
      heading: "Unlock Your Digital Potential",
      intro:
        "We design, build and grow websites, apps and brands for businesses in India — from the first design to support after launch.",
    },
    "/services": {
      title: "Our Services",
      description:
        "Website development, app development, graphic design and digital marketing from one team: see what each service includes and where it starts.",
      heading: "Services that take your business online and help it grow",
      intro:
        "One team for your website, your app, your brand and your marketing, so everything looks and works as one. Pick a service to see what it includes.",
    },
    "/services/website-development": {
      title: "Website Development",
      description: `Custom websites, e-commerce stores, CMS and web applications with hosting, domain, DNS, email and SSL set up for you. Websites from ${from(fromPrices.website)}.`,
      heading: "Website Development",
      intro:
        "Business websites, online stores and web applications that load fast on phones, are built with SEO in mind and are easy for your team to update.",
    },
    "/services/app-development": {
      title: "App Development",
      description: `Android, iOS and cross-platform app development with admin panels, CRM integration and Play Store and App Store publishing. Apps from ${from(fromPrices.app)}.`,
      heading: "App Development",
      intro:
        "Android, iOS and cross-platform apps with the admin panels behind them — designed, built, tested and published to the stores for you.",
    },
    "/services/graphic-designing": {
      title: "Graphic Designing",
      description: `Logo design, print design, social media posts, flex boards and UI/UX design that make your brand recognisable. Logos from ${from(fromPrices.logo)}, posts from ${from(fromPrices.socialPost)}.`,
      heading: "Graphic Designing",
      intro:
        "Logos, print, digital and UI/UX design that give your brand one clear, recognisable look — on a shop sign, a social post or an app screen.",
    },
    "/services/digital-marketing": {
      title: "Digital Marketing",
      description: `SEO, social media marketing, pay-per-click, content, email marketing and analytics with monthly reports. SEO plans from ${from(fromPrices.seoMonthly)} a month.`,
      heading: "Digital Marketing",
      intro:
        "Get found by the people already searching for what you sell: SEO, social media, ads, content and email, measured with clear monthly reports.",
    },
    "/work": {
      title: "Our Work",
      description:
        "Websites, dashboards, apps and graphic design from our studio: browse live demos and design samples.",
      heading: "Our Work",
      intro:
        "A selection of websites, dashboards, apps and designs from our studio. Open any demo to see it working.",
    },
    "/pricing": {
      title: "Pricing",
      description: `Clear starting prices for graphic design, app development, websites and monthly SEO plans. Logos from ${from(fromPrices.logo)}, websites from ${from(fromPrices.website)}, apps from ${from(fromPrices.app)}.`,
      heading: "Simple, honest pricing",
      intro:
        "Starting prices for every service, so you know where a project begins before we talk.",
    },
    "/internship": {
      title: "Internship and Training Programmes",
      description:
        "Paid and free web development internships with real projects, mock interviews and a certificate. Take the scholarship test for a score-based fee discount.",
      heading: "Internship and training programmes",
      intro: `Learn web development by building real projects with our team — from a free ${formatters.en.durationAdjective(freeProgramme.duration)} design course to a ${formatters.en.durationAdjective(fullProgramme.duration, { inWords: true })} programme with mock interviews.`,
    },
    "/career": {
      title: "Careers",
      description: `Join ${brand}: developers, designers, project managers and digital marketers. Send your details and we will reach out when a role opens.`,
      heading: "Join our team",
      intro:
        "We are a small team that ships real work for real businesses. Tell us about yourself and we will get in touch when a role that fits you opens.",
    },
    "/aboutUs": {
      title: "About Us",
      description: `${brand} is a ${siteWords.locality} software and digital-services studio founded in ${site.foundedYear}. Meet the team, our mission and how we work with clients.`,
      heading: `About ${brand}`,
      intro: `A software and digital-services studio founded in ${site.foundedYear}, building websites, apps and brands for businesses in India and training the next generation of developers.`,
    },
    "/contact-us": {
      title: "Contact Us",
      description: `Call, email, WhatsApp or send us a message about your website, app, design or marketing project. We reply within ${replyWithin}.`,
      heading: "Contact us",
      intro: `Tell us about your project or question. We reply within ${replyWithin} — or call us during office hours for a quicker answer.`,
    },
    "/terms-and-conditions": {
      title: "Terms and Conditions",
      description: `Terms for clients and for internship participants of ${brand}: payments, renewals, cancellations, refunds and responsibilities.`,
      heading: "Terms and Conditions",
      intro:
        "These terms apply to every project we take on for clients and to everyone who joins one of our internship or training programmes.",
    },
    "/Cancellation-and-Refund": {
      title: "Cancellation and Refund Policy",
      description: `How project cancellations, renewals and internship refunds work at ${brand}: notice periods, fees and the internship refund window.`,
      heading: "Cancellation and Refund Policy",
      intro:
        "When a project or a programme can be cancelled, what it costs, and which payments can be refunded.",
    },
    "/Shipping-and-Delivery": {
      title: "Shipping and Delivery Policy",
      description: `How ${brand} delivers its work: online only, with nothing shipped by post and no shipping charges.`,
      heading: "Shipping and Delivery Policy",
      intro:
        "We deliver digital work only — nothing is shipped by post. This page explains how finished work reaches you.",
    },
    "/privacy-policy": {
      title: "Privacy Policy",
      description: `What ${brand} does with the details you send through our forms: what we keep, why, where, for how long and how to ask for deletion.`,
      heading: "Privacy Policy",
      intro:
        "What we collect when you use this site or contact us, why we keep it, who can see it and how to have it deleted.",
    },
  },
  notFound: {
    title: "Page not found",
    heading: "Oops! You're lost.",
    text: "The page you are looking for was not found.",
    backLabel: "Back to Home",
  },
};
