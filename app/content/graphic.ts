/**
 * /services/graphic-designing: four service cards, eleven social media posts, six UI/UX
 * samples and two school flex boards (docs/requirements.md). The artwork of each sample is
 * described here and drawn by app/components/art.
 */
import type { FlexBoard, GraphicItem } from "./graphic.schema";
import type { Placeholder } from "./schema";
import { contactLabels } from "./sections";
import { servicePageEyebrow } from "./services";
import type { Offering } from "./web-services.schema";

export const graphicServices = [
  {
    id: "logo-design",
    title: "Logo Design",
    description:
      "A distinctive logo with colour palette and font choices, delivered in every format you need — from visiting cards to shop signs.",
    icon: "feather",
  },
  {
    id: "print-design",
    title: "Print Design",
    description:
      "Brochures, visiting cards, posters, banners, flex boards and menus, prepared as print-ready files for your local printer.",
    icon: "printer",
  },
  {
    id: "digital-design",
    title: "Digital Design",
    description:
      "Social media posts, ads, stories, thumbnails and email banners sized for every platform and consistent with your brand.",
    icon: "image",
  },
  {
    id: "ui-ux-design",
    title: "UI/UX Design",
    description:
      "Screens for websites, apps and games, from wireframes to polished, clickable prototypes your developers can build from.",
    icon: "pen",
  },
] as const satisfies readonly Offering[];

export const socialPosts = [
  {
    id: "diwali-sale",
    graphicTitle: "Festive Sale Post",
    graphicImage: {
      kind: "poster",
      hue: "orange",
      motif: "burst",
      lines: ["Diwali", "Mega Sale"],
      footer: "Up to 50% off",
    },
    graphicImageAlt:
      "Orange festive social media post announcing a Diwali mega sale, up to 50% off",
  },
  {
    id: "cafe-launch",
    graphicTitle: "Café Opening Post",
    graphicImage: {
      kind: "poster",
      hue: "amber",
      motif: "arch",
      lines: ["Grand", "Opening"],
      footer: "Free coffee on day one",
    },
    graphicImageAlt:
      "Warm amber post announcing a café's grand opening with free coffee on day one",
  },
  {
    id: "gym-offer",
    graphicTitle: "Fitness Offer Post",
    graphicImage: {
      kind: "poster",
      hue: "rose",
      motif: "grid",
      lines: ["Train", "Harder"],
      footer: "3 months for ₹2,999",
    },
    graphicImageAlt:
      "Bold rose-red gym post saying Train Harder, with a three-month membership offer",
  },
  {
    id: "coaching-admission",
    graphicTitle: "Coaching Admissions Post",
    graphicImage: {
      kind: "poster",
      hue: "indigo",
      motif: "circles",
      lines: ["Admissions", "Open"],
      footer: "JEE · NEET · Boards",
    },
    graphicImageAlt:
      "Indigo post for a coaching institute: admissions open for JEE, NEET and board exams",
  },
  {
    id: "real-estate",
    graphicTitle: "Real Estate Post",
    graphicImage: {
      kind: "poster",
      hue: "teal",
      motif: "arch",
      lines: ["2 & 3 BHK", "Homes"],
      footer: "Site visits this Sunday",
    },
    graphicImageAlt:
      "Teal real estate post advertising 2 and 3 BHK homes with site visits on Sunday",
  },
  {
    id: "salon-offer",
    graphicTitle: "Salon Offer Post",
    graphicImage: {
      kind: "poster",
      hue: "violet",
      motif: "waves",
      lines: ["Glow Up", "Weekend"],
      footer: "Book your slot today",
    },
    graphicImageAlt:
      "Violet beauty salon post for a Glow Up Weekend offer, asking people to book a slot",
  },
  {
    id: "restaurant-menu",
    graphicTitle: "Restaurant Menu Post",
    graphicImage: {
      kind: "poster",
      hue: "amber",
      motif: "circles",
      lines: ["Thali", "Tuesday"],
      footer: "Unlimited for ₹199",
    },
    graphicImageAlt: "Amber restaurant post for Thali Tuesday, unlimited thali for ₹199",
  },
  {
    id: "independence-day",
    graphicTitle: "Independence Day Post",
    graphicImage: {
      kind: "poster",
      hue: "emerald",
      motif: "burst",
      lines: ["Happy", "Independence", "Day"],
      footer: "15 August",
    },
    graphicImageAlt: "Green greeting post wishing a Happy Independence Day on 15 August",
  },
  {
    id: "webinar",
    graphicTitle: "Webinar Invite Post",
    graphicImage: {
      kind: "poster",
      hue: "sky",
      motif: "grid",
      lines: ["Free", "Webinar"],
      footer: "Saturday, 11 am",
    },
    graphicImageAlt: "Sky-blue post inviting people to a free webinar on Saturday at 11 am",
  },
  {
    id: "hiring",
    graphicTitle: "We're Hiring Post",
    graphicImage: {
      kind: "poster",
      hue: "indigo",
      motif: "waves",
      lines: ["We're", "Hiring"],
      footer: "React · Node · Design",
    },
    graphicImageAlt: "Indigo recruitment post saying We're Hiring for React, Node and design roles",
  },
  {
    id: "product-launch",
    graphicTitle: "Product Launch Post",
    graphicImage: {
      kind: "poster",
      hue: "rose",
      motif: "circles",
      lines: ["New", "Arrivals"],
      footer: "Shop the collection",
    },
    graphicImageAlt: "Rose-pink fashion post announcing new arrivals and inviting people to shop",
  },
] as const satisfies readonly GraphicItem[];

export const uiUxItems = [
  {
    id: "ludo-game",
    graphicTitle: "Ludo Game",
    graphicImage: { kind: "phone", screen: "ludo" },
    graphicImageAlt:
      "Phone screen of a ludo game with the four coloured home bases and a dice button",
  },
  {
    id: "colour-prediction-game",
    graphicTitle: "Colour Prediction Game",
    graphicImage: { kind: "phone", screen: "colour" },
    graphicImageAlt:
      "Phone screen of a colour prediction game with a countdown and red, green and violet choices",
  },
  {
    id: "institute-website",
    graphicTitle: "Institute Website",
    graphicImage: { kind: "browser", browser: { layout: "school", hue: "indigo" } },
    graphicImageAlt:
      "Institute website design with an admissions banner, course cards and a navigation bar",
  },
  {
    id: "food-delivery-app",
    graphicTitle: "Food Delivery App",
    graphicImage: { kind: "phone", screen: "food" },
    graphicImageAlt:
      "Phone screen of a food delivery app with a search bar, food categories and restaurant cards",
  },
  {
    id: "fitness-tracker",
    graphicTitle: "Fitness Tracker",
    graphicImage: { kind: "phone", screen: "fitness" },
    graphicImageAlt:
      "Phone screen of a fitness tracker with a daily steps ring and a weekly activity chart",
  },
  {
    id: "banking-dashboard",
    graphicTitle: "Finance App",
    graphicImage: { kind: "phone", screen: "bank" },
    graphicImageAlt:
      "Phone screen of a finance app showing a balance card, quick actions and recent payments",
  },
] as const satisfies readonly GraphicItem[];

/**
 * PLACEHOLDERS: the two school flex boards name invented schools ("Example …", so that neither
 * is taken for a real client). Listed in `placeholders` below.
 */
const admissionsSchool = "Example Public School";
const annualDaySchool = "Example Convent School";

export const flexBoards = [
  {
    id: "admissions-flex",
    title: "School Admissions Flex Board",
    school: admissionsSchool,
    headline: "Admissions Open",
    points: ["Nursery to Class XII", "Smart classrooms", "Transport facility"],
    hue: "emerald",
    alt: `Wide green flex board for ${admissionsSchool}: Admissions Open, Nursery to Class XII, smart classrooms and transport facility`,
  },
  {
    id: "annual-day-flex",
    title: "School Annual Day Flex Board",
    school: annualDaySchool,
    headline: "Annual Day 2025",
    points: ["Cultural programme", "Prize distribution", "All parents welcome"],
    hue: "indigo",
    alt: `Wide indigo flex board for ${annualDaySchool}'s Annual Day 2025: cultural programme, prize distribution, all parents welcome`,
  },
] as const satisfies readonly FlexBoard[];

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Two school flex boards shown as the agency's print work (invented schools)",
    value: flexBoards.map((board) => board.school).join(", "),
    replaceWith:
      "Two flex boards the agency designed for real schools, with their permission, or generic sample text",
  },
];

/** /services/graphic-designing: hero, section headings and the closing contact band. */
export const graphicDesigningPage = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "What we design",
      title: "Graphic design services",
      intro: "One consistent look for your brand, wherever people meet it.",
    },
    socialPosts: {
      eyebrow: "Projects",
      title: "Social media posts",
      intro: "Posts we designed for shops, institutes, restaurants and brands across India.",
    },
    uiUx: {
      eyebrow: "Projects",
      title: "UI/UX designs",
      intro: "Game, app and website screens designed for real users on real phones.",
    },
    flexBoards: {
      eyebrow: "Print",
      title: "School flex boards",
      intro: "Large-format boards designed to be read from across the street.",
    },
  },
  contact: {
    title: "Need a logo, a post or a flex board?",
    text: "Call, email or message us with what you need. We reply within one working day with a price and a delivery date.",
    ...contactLabels,
  },
} as const;
