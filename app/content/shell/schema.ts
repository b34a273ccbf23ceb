/**
 * The rule of the site's shell, the words around every page (./en.json and its Hindi twin): the
 * layout's interface words (header, footer, popup, floating buttons, dialogs, price labels, the
 * error page), the menus' labels, the theme switch, the announcement, the carousel's controls
 * and the links the section blocks share; and of its facts (./facts.json): the announcement's
 * batch year and the links, the same in every language.
 *
 * Sentences around a value known only on the page (a page's title, a phone number, a status
 * code, a slide's position) keep that slot for the page to fill; the join (./index.ts) fills the
 * others (the brand, the year, the reply time) from the agency's facts.
 */

import type { z } from "zod";
import { type MenuEntry, menus } from "~/base/site-routes";
import {
  count,
  flag,
  group,
  list,
  picture,
  pictureAlt,
  sitePath,
  template,
  text,
} from "../engine/fields";

/** The facts of the shell, the same in every language. */
export const shellFactsSchema = group(
  {
    title: "Around every page",
    description: "The announcement's batch year and the links the shell shows in both languages.",
  },
  {
    promo: group(
      {
        title: "Announcement",
        description: "The popup shown 5 seconds after a visitor's first page load.",
      },
      {
        batchYear: count(
          {
            title: "Internship batch year",
            description:
              "The year of the internship batch the announcement is about; drawn into its artwork.",
          },
          { min: 2024, max: 2100 },
        ),
        primaryHref: sitePath({
          title: "Main button's page",
          description: "The page the announcement's main button opens, such as /internship.",
        }),
        enabled: flag({
          title: "Show the announcement",
          description:
            "On: it opens by itself 5 seconds after a visitor's first page, and the megaphone button opens it. Off: neither shows.",
        }),
        picture: picture({
          title: "Announcement picture",
          description:
            "A picture from the media library shown in place of the drawn artwork; none keeps the artwork.",
        }),
      },
    ),
    quoteActions: group(
      {
        title: "Closing call to action's links",
        description: "The two buttons at the foot of every service page and of the Services page.",
      },
      {
        primaryHref: sitePath({
          title: "Get a quote: page",
          description: "The page the main button opens, such as /contact-us.",
        }),
        secondaryHref: sitePath({
          title: "See pricing: page",
          description: "The page the second button opens, such as /pricing.",
        }),
      },
    ),
    languageNames: group(
      {
        title: "Language names",
        description:
          "Each language's name written in that language: the header's link to the other language shows it.",
      },
      {
        en: text(
          {
            title: "English, in English",
            description: "Shown on Hindi pages as the link to the English page.",
          },
          { min: 2, max: 20 },
        ),
        hi: text(
          {
            title: "Hindi, in Hindi",
            description: "Shown on English pages as the link to the Hindi page.",
          },
          { min: 2, max: 20 },
        ),
      },
    ),
  },
);
export type ShellFacts = z.infer<typeof shellFactsSchema>;

/** The menus' entries other than the service pages, which are named by their service's title. */
const menuEntries = [...new Set(Object.values(menus).flat())].filter(
  (entry) => !entry.startsWith("/services/"),
) as Exclude<MenuEntry, `/services/${string}`>[];

/** Each menu page by its name, as staff know it (never its path). */
const menuPageNames: Record<
  Exclude<(typeof menuEntries)[number], "services-menu" | "blog">,
  string
> = {
  "/": "Home",
  "/aboutUs": "About us",
  "/work": "Our work",
  "/pricing": "Pricing",
  "/internship": "Internship",
  "/career": "Careers",
  "/contact-us": "Contact",
  "/services": "Services",
  "/terms-and-conditions": "Terms and conditions",
  "/privacy-policy": "Privacy policy",
  "/Cancellation-and-Refund": "Cancellation and refund",
  "/Shipping-and-Delivery": "Shipping and delivery",
};

/** What each menu entry names, for its field's help. */
function menuLabelHelp(entry: (typeof menuEntries)[number]): string {
  if (entry === "services-menu") return "The header's dropdown that lists the four service pages.";
  if (entry === "blog") return "The link to the agency's blog, in the main menu and the footer.";
  return `How the menus and the footer name the ${menuPageNames[entry]} page.`;
}

/** The longest each label may be: about one and a half times the longest shipped. */
const menuLabelMax: Record<(typeof menuEntries)[number], number> = {
  "/": 20,
  "/aboutUs": 30,
  "/work": 20,
  "services-menu": 20,
  "/pricing": 20,
  blog: 20,
  "/internship": 20,
  "/career": 20,
  "/contact-us": 20,
  "/services": 20,
  "/terms-and-conditions": 30,
  "/privacy-policy": 30,
  "/Cancellation-and-Refund": 40,
  "/Shipping-and-Delivery": 40,
};

const menuLabels = group(
  {
    title: "Menu labels",
    description:
      "The label of each menu and footer link; the service pages are named by their service's title.",
  },
  Object.fromEntries(
    menuEntries.map((entry) => [
      entry,
      text(
        {
          title: `Menu label: ${entry === "services-menu" ? "Services menu" : entry === "blog" ? "Blog" : menuPageNames[entry]}`,
          description: menuLabelHelp(entry),
        },
        { min: 2, max: menuLabelMax[entry] },
      ),
    ]),
  ) as Record<(typeof menuEntries)[number], ReturnType<typeof text>>,
);

/** The words of the shell in one language. */
export const shellWordsSchema = group(
  {
    title: "Around every page",
    description:
      "The header, the footer, the menus, the popups and the controls every page shares.",
  },
  {
    ui: group(
      {
        title: "Layout",
        description: "The header, footer, contact popup, floating buttons and error page.",
      },
      {
        meta: group(
          { title: "Page titles", description: "What browsers and link previews show." },
          {
            title: template(
              {
                title: "Browser tab title",
                description:
                  "Every page's title in the browser tab and in link previews: the page's own title, then the brand.",
                slots: ["page", "brandName"],
              },
              { min: 10, max: 30 },
            ),
            imageAlt: template(
              {
                title: "Share image description",
                description:
                  "Read out for the image link previews show (the brand's logo on its own).",
                slots: ["brandName"],
              },
              { min: 10, max: 30 },
            ),
          },
        ),
        skipLink: text(
          {
            title: "Skip link",
            description:
              "The first link of every page, shown when a keyboard reaches it: it jumps past the menu.",
          },
          { min: 2, max: 30 },
        ),
        newTab: text(
          {
            title: "Opens in a new tab",
            description:
              "Read out (not shown) after every link that opens in a new tab, in brackets.",
          },
          { min: 5, max: 40 },
        ),
        newTabLabel: template(
          {
            title: "Icon link's name",
            description:
              "Read out for a link that shows only an icon and opens in a new tab: its name, then the new-tab note.",
            slots: ["label", "newTab"],
          },
          { min: 10, max: 30 },
        ),
        dialogClose: text(
          {
            title: "Close button",
            description: "The close button of every dialog (the contact popup, the announcement).",
          },
          { min: 2, max: 20 },
        ),
        header: group(
          { title: "Header", description: "The bar at the top of every page." },
          {
            homeLabel: template(
              {
                title: "Logo link",
                description: "Read out for the logo, which links to the home page.",
                slots: ["brandName"],
              },
              { min: 5, max: 30 },
            ),
            navLabel: text(
              { title: "Menu's name", description: "Read out for the main menu." },
              { min: 2, max: 20 },
            ),
            menuLabel: text(
              {
                title: "Menu button",
                description: "The button that opens the menu on phones.",
              },
              { min: 2, max: 20 },
            ),
            callUs: text(
              { title: "Call button", description: "The header's call button." },
              { min: 2, max: 20 },
            ),
            callUsOn: template(
              {
                title: "Call button's name",
                description: "Read out for the call button, with the number it dials.",
                slots: ["number"],
              },
              { min: 5, max: 40 },
            ),
          },
        ),
        footer: group(
          { title: "Footer", description: "The foot of every page." },
          {
            tagline: template(
              {
                title: "Footer tagline",
                description: "The line under the logo in the footer, with the year founded.",
                slots: ["foundedYear"],
              },
              { min: 20, max: 130 },
            ),
            socialLabel: text(
              {
                title: "Social links' name",
                description: "Read out for the footer's row of social profile links.",
              },
              { min: 2, max: 40 },
            ),
            socialLink: template(
              {
                title: "Social link's name",
                description: "Read out for each social profile's icon link, with the network.",
                slots: ["brandName", "network"],
              },
              { min: 5, max: 50 },
            ),
            lists: group(
              {
                title: "Footer columns",
                description: "The headings of the footer's columns of links.",
              },
              {
                services: text(
                  { title: "Services column", description: "Heads the service pages' links." },
                  { min: 2, max: 20 },
                ),
                quickLinks: text(
                  { title: "Quick links column", description: "Heads the main pages' links." },
                  { min: 2, max: 20 },
                ),
                policies: text(
                  { title: "Policies column", description: "Heads the policy pages' links." },
                  { min: 2, max: 20 },
                ),
              },
            ),
            contactTitle: text(
              {
                title: "Contact column",
                description: "Heads the footer's phone numbers, email and address.",
              },
              { min: 2, max: 20 },
            ),
            address: template(
              {
                title: "Address line",
                description:
                  "The studio's city, state and country in the footer, as the agency's address gives them.",
                slots: ["locality", "region", "country"],
              },
              { min: 10, max: 60 },
            ),
            copyright: template(
              {
                title: "Copyright line",
                description:
                  "The footer's last line: the years (the first copyright year to this year) and the legal name.",
                slots: ["years", "legalName"],
              },
              { min: 10, max: 90 },
            ),
            madeIn: text(
              { title: "Made in line", description: "Beside the copyright line." },
              { min: 2, max: 50 },
            ),
          },
        ),
        contactPopup: group(
          {
            title: "Contact popup",
            description: "The dialog every Message and Get a quote button opens.",
          },
          {
            title: text(
              { title: "Popup heading", description: "The popup's heading." },
              { min: 5, max: 60 },
            ),
            description: template(
              {
                title: "Popup introduction",
                description: "Under the heading, with the reply time the agency promises.",
                slots: ["replyTime"],
              },
              { min: 20, max: 140 },
            ),
            asideLabel: text(
              {
                title: "Other ways: name",
                description: "Read out for the popup's side panel of call, email and chat links.",
              },
              { min: 5, max: 40 },
            ),
            asideTitle: text(
              { title: "Other ways: heading", description: "The side panel's heading." },
              { min: 5, max: 30 },
            ),
            call: text(
              { title: "Call link", description: "The side panel's call link." },
              { min: 2, max: 20 },
            ),
            email: text(
              { title: "Email link", description: "The side panel's email link." },
              { min: 2, max: 20 },
            ),
            chat: text(
              { title: "Chat link", description: "The side panel's WhatsApp link." },
              { min: 2, max: 20 },
            ),
            formUnavailable: text(
              {
                title: "Form unavailable",
                description: "Shown in place of the form when it could not load (offline, say).",
              },
              { min: 20, max: 140 },
            ),
          },
        ),
        languageSwitch: group(
          {
            title: "Other language link",
            description:
              "The header's link to this page in the other language; it shows that language's name.",
          },
          {
            ariaLabel: template(
              {
                title: "Other language link's name",
                description:
                  "Read out for the link, in this page's language, after the other language's name.",
                slots: ["language"],
              },
              { min: 10, max: 60 },
            ),
          },
        ),
        floatingWidget: group(
          {
            title: "Floating buttons",
            description: "The round buttons in the corner of every page.",
          },
          {
            toTop: text(
              { title: "Go to top", description: "Read out for the button that scrolls up." },
              { min: 2, max: 20 },
            ),
            announcement: text(
              {
                title: "Show the announcement",
                description: "Read out for the button that opens the announcement again.",
              },
              { min: 5, max: 50 },
            ),
            message: text(
              {
                title: "Send a message",
                description: "Read out for the button that opens the contact popup.",
              },
              { min: 5, max: 30 },
            ),
          },
        ),
        price: group(
          {
            title: "Price labels",
            description: "How every price on the site is introduced or followed.",
          },
          {
            startingAt: text(
              {
                title: "Starting at",
                description: 'Before a starting price: "Starting at ₹…".',
              },
              { min: 2, max: 20 },
            ),
            perMonth: text(
              { title: "Per month", description: 'After a monthly price: "₹… / month".' },
              { min: 2, max: 20 },
            ),
          },
        ),
        feature: group(
          {
            title: "Plan feature labels",
            description:
              "Read out before each feature of a plan, which the page also shows by its icon.",
          },
          {
            included: text(
              { title: "Included", description: "Before a feature the plan includes." },
              { min: 2, max: 20 },
            ),
            notIncluded: text(
              { title: "Not included", description: "Before a feature the plan leaves out." },
              { min: 2, max: 20 },
            ),
          },
        ),
        errorPage: group(
          {
            title: "Error page",
            description: "Shown when a page fails on the site's side.",
          },
          {
            title: template(
              {
                title: "Error page's title",
                description: "The browser tab's title, with the error's code.",
                slots: ["status"],
              },
              { min: 5, max: 50 },
            ),
            eyebrow: template(
              {
                title: "Error page's eyebrow",
                description: "The small line over the heading, with the error's code.",
                slots: ["status"],
              },
              { min: 5, max: 30 },
            ),
            heading: text(
              { title: "Error page's heading", description: "The page's heading." },
              { min: 5, max: 50 },
            ),
            text: text(
              { title: "Error page's text", description: "Under the heading: what to do." },
              { min: 20, max: 160 },
            ),
            backLabel: text(
              {
                title: "Back button",
                description: "The button back to the home page.",
              },
              { min: 2, max: 30 },
            ),
          },
        ),
      },
    ),
    navigation: group(
      {
        title: "Menus",
        description:
          "The names of the menu and footer links; which pages they list is fixed by the site.",
      },
      {
        labels: menuLabels,
        footerLabels: group(
          {
            title: "Footer's own names",
            description: "Where the footer names a page otherwise than the main menu.",
          },
          {
            "/work": text(
              {
                title: "Footer label: Our Work",
                description: "How the footer's quick links name the Our Work page.",
              },
              { min: 2, max: 20 },
            ),
          },
        ),
      },
    ),
    themeSwitch: group(
      {
        title: "Theme switch",
        description: "The footer's choice of light, dark or the device's colours.",
      },
      {
        label: text(
          { title: "Theme switch's name", description: "Read out for the group of choices." },
          { min: 2, max: 20 },
        ),
        options: group(
          { title: "Theme choices", description: "The name of each choice." },
          {
            system: text(
              { title: "Device's theme", description: "Follow the device's setting." },
              { min: 2, max: 20 },
            ),
            light: text({ title: "Light", description: "The light theme." }, { min: 2, max: 20 }),
            dark: text({ title: "Dark", description: "The dark theme." }, { min: 2, max: 20 }),
          },
        ),
      },
    ),
    promo: group(
      {
        title: "Announcement",
        description: "The popup shown 5 seconds after a visitor's first page load.",
      },
      {
        title: text(
          { title: "Announcement's heading", description: "The popup's heading." },
          { min: 5, max: 60 },
        ),
        text: template(
          {
            title: "Announcement's text",
            description:
              "Under the heading; the website fills in the length of the first internship programme and what interns build (both from the Internship topic).",
            slots: ["programmeLength", "internProjects"],
            multiline: true,
          },
          { min: 40, max: 270 },
        ),
        imageAlt: template(
          {
            title: "Artwork's description",
            description:
              "Read out for the artwork: say every word the artwork shows, with the batch year.",
            slots: ["batchYear"],
          },
          { min: 20, max: 200 },
        ),
        pictureAlt: pictureAlt({
          title: "Announcement picture description",
          description:
            "Read out for the chosen picture: what it shows, and every word written in it. Leave empty while no picture is chosen.",
          altOf: "promo.picture",
          caption: "title",
        }),
        art: group(
          {
            title: "Words in the artwork",
            description: "Drawn into the announcement's artwork, top to bottom.",
          },
          {
            eyebrow: template(
              {
                title: "Artwork's first line",
                description: "Over the heading, with the batch year.",
                slots: ["batchYear"],
              },
              { min: 5, max: 30 },
            ),
            heading: text(
              { title: "Artwork's heading", description: "The artwork's large words." },
              { min: 2, max: 30 },
            ),
            lines: list(
              {
                title: "Artwork's lines",
                description:
                  "The lines under the artwork's heading (the artwork has room for three).",
              },
              text(
                { title: "Line", description: "One line, items parted by ·." },
                { min: 5, max: 50 },
              ),
              { min: 1, max: 3 },
            ),
          },
        ),
        primary: group(
          { title: "Main button", description: "Opens the page chosen for it." },
          {
            label: text(
              { title: "Main button's label", description: "Such as See programmes." },
              { min: 2, max: 30 },
            ),
          },
        ),
        secondary: group(
          { title: "Second button", description: "Opens the contact popup." },
          {
            label: text(
              { title: "Second button's label", description: "Such as Ask a question." },
              { min: 2, max: 30 },
            ),
          },
        ),
      },
    ),
    carouselCopy: group(
      {
        title: "Carousel controls",
        description: "The buttons and names every carousel (sliding cards) reads out.",
      },
      {
        roleCarousel: text(
          { title: "Carousel", description: "Read out as what a carousel is." },
          { min: 2, max: 20 },
        ),
        roleSlide: text(
          { title: "Slide", description: "Read out as what each slide is." },
          { min: 2, max: 20 },
        ),
        slideOf: template(
          {
            title: "Slide's name",
            description: "Read out for each slide: its position out of how many.",
            slots: ["position", "count"],
          },
          { min: 5, max: 40 },
        ),
        previous: text(
          { title: "Previous button", description: "Shows the previous slide." },
          { min: 2, max: 30 },
        ),
        next: text(
          { title: "Next button", description: "Shows the next slide." },
          { min: 2, max: 20 },
        ),
        goTo: template(
          {
            title: "Dot's name",
            description: "Read out for the dot that shows one slide, with its position.",
            slots: ["position"],
          },
          { min: 5, max: 40 },
        ),
        play: text(
          { title: "Play button", description: "Starts the slides moving by themselves." },
          { min: 2, max: 40 },
        ),
        pause: text(
          { title: "Pause button", description: "Stops the slides moving by themselves." },
          { min: 2, max: 40 },
        ),
      },
    ),
    quoteActions: group(
      {
        title: "Closing call to action's buttons",
        description: "The two buttons at the foot of every service page and of the Services page.",
      },
      {
        primary: group(
          { title: "Main button", description: "Opens the page chosen for it." },
          {
            label: text(
              { title: "Main button's label", description: "Such as Get a quote." },
              { min: 2, max: 20 },
            ),
          },
        ),
        secondary: group(
          { title: "Second button", description: "Opens the page chosen for it." },
          {
            label: text(
              { title: "Second button's label", description: "Such as See pricing." },
              { min: 2, max: 20 },
            ),
          },
        ),
      },
    ),
    contactLabels: group(
      {
        title: "Contact band's labels",
        description: "Read out before the number and the address in a page's contact band.",
      },
      {
        callLabel: text(
          { title: "Before the number", description: "Such as Call." },
          { min: 2, max: 20 },
        ),
        emailLabel: text(
          { title: "Before the address", description: "Such as Email." },
          { min: 2, max: 20 },
        ),
      },
    ),
    exploreServices: group(
      {
        title: "Explore Services link",
        description:
          "The link from a section of the Our Work page or the Pricing page to its service's page.",
      },
      {
        label: text(
          { title: "Link's text", description: "Such as Explore Services." },
          { min: 2, max: 30 },
        ),
        ariaLabel: template(
          {
            title: "Link's name",
            description: "Read out for the link, with the service's name.",
            slots: ["service"],
          },
          { min: 5, max: 50 },
        ),
      },
    ),
  },
);
export type ShellWords = z.infer<typeof shellWordsSchema>;
