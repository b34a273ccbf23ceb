/**
 * /services/graphic-designing's lists (docs/requirements.md), the same in every language: the
 * ids and icons of its four cards, the artwork of its eleven social media posts, six UI/UX
 * samples and two school flex boards (drawn by app/components/art), and the figures drawn on
 * the sample posts. Their words are in ./en.ts and ./hi.ts.
 */

export const graphicServiceFacts = [
  { id: "logo-design", icon: "feather" },
  { id: "print-design", icon: "printer" },
  { id: "digital-design", icon: "image" },
  { id: "ui-ux-design", icon: "pen" },
] as const;

/** The social media posts: each poster's colour and background motif. */
export const socialPostFacts = [
  { id: "diwali-sale", hue: "orange", motif: "burst" },
  { id: "cafe-launch", hue: "amber", motif: "arch" },
  { id: "gym-offer", hue: "rose", motif: "grid" },
  { id: "coaching-admission", hue: "indigo", motif: "circles" },
  { id: "real-estate", hue: "teal", motif: "arch" },
  { id: "salon-offer", hue: "violet", motif: "waves" },
  { id: "restaurant-menu", hue: "amber", motif: "circles" },
  { id: "independence-day", hue: "emerald", motif: "burst" },
  { id: "webinar", hue: "sky", motif: "grid" },
  { id: "hiring", hue: "indigo", motif: "waves" },
  { id: "product-launch", hue: "rose", motif: "circles" },
] as const;
export type SocialPostId = (typeof socialPostFacts)[number]["id"];

/**
 * The offers, dates and times the sample posts announce (invented, like the businesses behind
 * them), in whole rupees and 24-hour time; each language's formatter writes them.
 */
export const posterFigures = {
  "diwali-sale": { percentOff: 50 },
  "gym-offer": { months: 3, price: 2999 },
  "real-estate": { bedrooms: [2, 3], visitDay: "Sunday" },
  "restaurant-menu": { price: 199 },
  "independence-day": { date: { day: 15, month: 8 } },
  webinar: { day: "Saturday", time: "11:00" },
} as const satisfies Partial<Record<SocialPostId, object>>;

/**
 * The three UI/UX items the brief names; the other three of its six are invented (listed below).
 */
export const uiUxNamedByBrief: readonly string[] = [
  "ludo-game",
  "colour-prediction-game",
  "institute-website",
];

/** The UI/UX samples: a phone screen or a website screen each. */
export const uiUxFacts = [
  { id: "ludo-game", graphicImage: { kind: "phone", screen: "ludo" } },
  { id: "colour-prediction-game", graphicImage: { kind: "phone", screen: "colour" } },
  {
    id: "institute-website",
    graphicImage: { kind: "browser", browser: { layout: "school", hue: "indigo" } },
  },
  { id: "food-delivery-app", graphicImage: { kind: "phone", screen: "food" } },
  { id: "fitness-tracker", graphicImage: { kind: "phone", screen: "fitness" } },
  { id: "banking-dashboard", graphicImage: { kind: "phone", screen: "bank" } },
] as const;

/**
 * PLACEHOLDERS: the two school flex boards name invented schools ("Example …", so that neither
 * is taken for a real client). A school's name is not translated. Listed in ./launch-check.ts.
 */
export const flexBoardFacts = [
  { id: "admissions-flex", school: "Example Public School", hue: "emerald" },
  { id: "annual-day-flex", school: "Example Convent School", hue: "indigo" },
] as const;

/** The year of the annual day the second flex board announces. */
export const annualDayYear = 2025;
