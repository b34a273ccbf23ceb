/**
 * The words of /pricing and of the prices other pages quote. The figures themselves are in
 * ./facts.ts; ./index.ts joins the two.
 */
import { template } from "~/base/template";
import type { PricingWords } from "./schema";

export const pricingWords: PricingWords = {
  graphic: {
    "logo-design": {
      name: "Logo Design",
      description: "A custom logo with two revisions, delivered in PNG, SVG and print formats.",
    },
    "poster-design": {
      name: "Poster Design",
      description:
        "An eye-catching poster for events, offers or announcements, print- and web-ready.",
    },
    "banner-flex-board": {
      name: "Banner / Flex Board",
      description:
        "Shop signs, hoardings and flex boards sized to your printer's exact dimensions.",
    },
    "ui-ux-design": {
      name: "UI/UX Design",
      description: "Clean, usable screens for a website or an app, starting from a single page.",
    },
    "social-media-post": {
      name: "Social Media Post",
      description: "A branded post for Instagram, Facebook or LinkedIn, sized for each network.",
    },
  },
  app: {
    name: "App Development",
    description:
      "A complete Android and iOS app with the admin panel behind it, designed, built, tested and published for you.",
    features: [
      "Android and iOS, native or cross-platform",
      "UI/UX design with a clickable prototype",
      "Admin panel with admin, sub-admin and user roles",
      "Payment, maps and API integration",
      "Play Store and App Store publishing",
    ],
  },
  websites: {
    "custom-website": {
      name: "Custom Website",
      description: "A hand-built business website designed around your brand and your customers.",
      features: [
        "Custom design, no templates",
        "Mobile-first and fast on 4G",
        "Enquiry form and WhatsApp button",
        "Basic on-page SEO",
        "Domain, hosting and SSL setup",
      ],
    },
    "wordpress-website": {
      name: "WordPress Website",
      description: "A larger site your team can update themselves, with a blog and easy editing.",
      features: [
        "Edit text, images and offers yourself",
        "Blog with categories and search",
        "Speed and security plugins set up",
        "Basic on-page SEO",
        "Training session for your team",
      ],
    },
    "e-commerce-website": {
      name: "E-commerce Website",
      description: "An online store where your customers can order and pay.",
      features: [
        "Product catalogue with categories",
        "Cart, checkout, UPI and card payments",
        "Order and stock management",
        "Admin panel for your team",
      ],
    },
  },
  pageRange: template("{min}–{max} pages"),
  support: {
    email: "Email support",
    phone: "Phone support",
    chat: "Chat support",
    meeting: "Review meetings",
  },
  seoPlanNames: {
    "seo-kickstart": "SEO Kickstart",
    "seo-essential": "SEO Essential",
    "seo-advanced": "SEO Advanced",
    "seo-professional": "SEO Professional",
  },
  seoFeatures: {
    reports: "SEO progress reports",
    gmb: "Google My Business (GMB) optimisation",
    blogs: "Blog posts and articles",
    blogsCount: template("{count} blogs a month, and articles"),
    bookmarking: "Social bookmarking",
    bookmarkingCount: template("{count} social bookmarkings a month"),
    socialPosts: "Social media posts",
    socialPostsCount: template("{count} posts a month on each of {networks} social networks"),
  },
  planCardCopy: {
    getQuote: { label: "Get a quote", to: "/contact-us" },
    mostPopular: "Most popular",
    stats: { keywords: "Keywords", backlinks: "Backlinks", landingPages: "Landing pages" },
    support: "Support",
    contact: "Contact Us",
    contactLabel: template("Contact Us about {plan} on WhatsApp (opens in a new tab)"),
  },
  pricingPage: {
    hero: { eyebrow: "Pricing" },
    sections: {
      graphic: {
        eyebrow: "Graphic Design",
        title: "Design that gets noticed",
        intro: "Starting prices per design. Bundles of posts and brand kits are quoted on request.",
      },
      app: {
        eyebrow: "App Development",
        title: "Your app, on both stores",
        intro: "An app's price depends on its scope; this is where apps start.",
      },
      website: {
        eyebrow: "Website Development",
        title: "Websites for every stage of your business",
        intro: "Starting prices for a custom, WordPress or e-commerce website.",
      },
      digital: {
        eyebrow: "Digital Marketing",
        title: "Monthly SEO plans",
        intro: "Pick the plan that matches your goals. Message us to start or to ask what fits.",
      },
    },
  },
};
