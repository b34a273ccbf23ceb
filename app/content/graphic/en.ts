/**
 * The words of /services/graphic-designing: four service cards, eleven social media posts, six
 * UI/UX samples and two school flex boards (docs/requirements.md), and the page's copy. The
 * artwork of each sample, the figures drawn on the posts and the schools' names are in
 * ./facts.ts.
 */
import { formatters } from "~/base/format";
import { servicePageEyebrow } from "../services/en";
import { contactLabels } from "../shell/en";
import { annualDayYear, flexBoardFacts, posterFigures } from "./facts";
import type { GraphicWords } from "./schema";

const format = formatters.en;

export const cards: GraphicWords["cards"] = {
  "logo-design": {
    title: "Logo Design",
    description:
      "A distinctive logo with colour palette and font choices, in the formats you need — from visiting cards to shop signs.",
  },
  "print-design": {
    title: "Print Design",
    description:
      "Brochures, visiting cards, posters, banners, flex boards and menus, prepared as print-ready files for your local printer.",
  },
  "digital-design": {
    title: "Digital Design",
    description:
      "Social media posts, ads, stories, thumbnails and email banners sized for every platform and consistent with your brand.",
  },
  "ui-ux-design": {
    title: "UI/UX Design",
    description:
      "Screens for websites, apps and games, from wireframes to polished, clickable prototypes your developers can build from.",
  },
};

export const posts: GraphicWords["posts"] = {
  "diwali-sale": {
    graphicTitle: "Festive Sale Post",
    lines: ["Diwali", "Mega Sale"],
    footer: `Up to ${format.number(posterFigures["diwali-sale"].percentOff)}% off`,
    graphicImageAlt: `Orange festive social media post announcing a Diwali mega sale, up to ${format.number(posterFigures["diwali-sale"].percentOff)}% off`,
  },
  "cafe-launch": {
    graphicTitle: "Café Opening Post",
    lines: ["Grand", "Opening"],
    footer: "Free coffee on day one",
    graphicImageAlt:
      "Warm amber post announcing a café's grand opening with free coffee on day one",
  },
  "gym-offer": {
    graphicTitle: "Fitness Offer Post",
    lines: ["Train", "Harder"],
    footer: `${format.duration({ months: posterFigures["gym-offer"].months })} for ${format.price(posterFigures["gym-offer"].price)}`,
    graphicImageAlt: `Bold rose-red gym post saying Train Harder, with a ${format.countWord(posterFigures["gym-offer"].months)}-month membership offer`,
  },
  "coaching-admission": {
    graphicTitle: "Coaching Admissions Post",
    lines: ["Admissions", "Open"],
    footer: "JEE · NEET · Boards",
    graphicImageAlt:
      "Indigo post for a coaching institute: admissions open for JEE, NEET and board exams",
  },
  "real-estate": {
    graphicTitle: "Real Estate Post",
    lines: [`${posterFigures["real-estate"].bedrooms.map(format.number).join(" & ")} BHK`, "Homes"],
    footer: `Site visits this ${format.weekday(posterFigures["real-estate"].visitDay)}`,
    graphicImageAlt: `Teal real estate post advertising ${posterFigures["real-estate"].bedrooms.map(format.number).join(" and ")} BHK homes with site visits on ${format.weekday(posterFigures["real-estate"].visitDay)}`,
  },
  "salon-offer": {
    graphicTitle: "Salon Offer Post",
    lines: ["Glow Up", "Weekend"],
    footer: "Book your slot today",
    graphicImageAlt:
      "Violet beauty salon post for a Glow Up Weekend offer, asking people to book a slot",
  },
  "restaurant-menu": {
    graphicTitle: "Restaurant Menu Post",
    lines: ["Thali", "Tuesday"],
    footer: `Unlimited for ${format.price(posterFigures["restaurant-menu"].price)}`,
    graphicImageAlt: `Amber restaurant post for Thali Tuesday, unlimited thali for ${format.price(posterFigures["restaurant-menu"].price)}`,
  },
  "independence-day": {
    graphicTitle: "Independence Day Post",
    lines: ["Happy", "Independence", "Day"],
    footer: format.dayMonth(posterFigures["independence-day"].date),
    graphicImageAlt: `Green greeting post wishing a Happy Independence Day on ${format.dayMonth(posterFigures["independence-day"].date)}`,
  },
  webinar: {
    graphicTitle: "Webinar Invite Post",
    lines: ["Free", "Webinar"],
    footer: `${format.weekday(posterFigures.webinar.day)}, ${format.time(posterFigures.webinar.time)}`,
    graphicImageAlt: `Sky-blue post inviting people to a free webinar on ${format.weekday(posterFigures.webinar.day)} at ${format.time(posterFigures.webinar.time)}`,
  },
  hiring: {
    graphicTitle: "We're Hiring Post",
    lines: ["We're", "Hiring"],
    footer: "React · Node · Design",
    graphicImageAlt: "Indigo recruitment post saying We're Hiring for React, Node and design roles",
  },
  "product-launch": {
    graphicTitle: "Product Launch Post",
    lines: ["New", "Arrivals"],
    footer: "Shop the collection",
    graphicImageAlt: "Rose-pink fashion post announcing new arrivals and inviting people to shop",
  },
};

export const screens: GraphicWords["screens"] = {
  "ludo-game": {
    graphicTitle: "Ludo Game",
    graphicImageAlt:
      "Phone screen of a ludo game with the four coloured home bases and a dice button",
  },
  "colour-prediction-game": {
    graphicTitle: "Colour Prediction Game",
    graphicImageAlt:
      "Phone screen of a colour prediction game with a countdown and red, green and violet choices",
  },
  "institute-website": {
    graphicTitle: "Institute Website",
    graphicImageAlt:
      "Institute website design with an admissions banner, course cards and a navigation bar",
  },
  "food-delivery-app": {
    graphicTitle: "Food Delivery App",
    graphicImageAlt:
      "Phone screen of a food delivery app with a search bar, food categories and restaurant cards",
  },
  "fitness-tracker": {
    graphicTitle: "Fitness Tracker",
    graphicImageAlt:
      "Phone screen of a fitness tracker with a daily steps ring and a weekly activity chart",
  },
  "banking-dashboard": {
    graphicTitle: "Finance App",
    graphicImageAlt:
      "Phone screen of a finance app showing a balance card, quick actions and recent payments",
  },
};

/** The two school flex boards; the schools are the invented ones of ./facts.ts. */
const [admissions, annualDay] = flexBoardFacts;

export const boards: GraphicWords["boards"] = {
  "admissions-flex": {
    title: "School Admissions Flex Board",
    headline: "Admissions Open",
    points: ["Nursery to Class XII", "Smart classrooms", "Transport facility"],
    alt: `Wide green flex board for ${admissions.school}: Admissions Open, Nursery to Class XII, smart classrooms and transport facility`,
  },
  "annual-day-flex": {
    title: "School Annual Day Flex Board",
    headline: `Annual Day ${annualDayYear}`,
    points: ["Cultural programme", "Prize distribution", "All parents welcome"],
    alt: `Wide indigo flex board for ${annualDay.school}'s Annual Day ${annualDayYear}: cultural programme, prize distribution, all parents welcome`,
  },
};

/** /services/graphic-designing: hero, section headings and the closing contact band. */
export const graphicDesigningPage: GraphicWords["graphicDesigningPage"] = {
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
      intro: "Sample posts for shops, institutes, restaurants and brands.",
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
    text: "Call, email or message us with what you need. We reply with a price and a delivery date.",
    ...contactLabels,
  },
};
