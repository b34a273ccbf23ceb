/**
 * The rule of the four services: their facts (./facts.json: ids, icons and pages, in the order
 * the home grid, /services, the menus and the footer show them) and their words (./en.json and
 * its Hindi twin: each service's name and summary, the /services page, what the service pages
 * share).
 */
import type { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { sitePages } from "~/base/site-routes";
import {
  choice,
  group,
  keyed,
  list,
  picture,
  pictureAlt,
  sitePath,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** The four services, each with a page of its own: the site's code and routes know each id. */
export const serviceIds = [
  "website-development",
  "app-development",
  "graphic-designing",
  "digital-marketing",
] as const;
export type ServiceId = (typeof serviceIds)[number];

const pagePaths = new Set<string>(sitePages.map((page) => page.path));

/** The facts of the four services, the same in every language. */
export const servicesFactsSchema = group(
  { title: "Services", description: "The four services, in the order every page lists them." },
  {
    services: list(
      {
        title: "Services",
        description:
          "The home grid, the Services page, the menus and the footer show them in this order.",
      },
      group(
        { title: "Service", description: "One service: its icon and its page." },
        {
          id: choice(serviceIds, {
            title: "Service",
            description: "Which of the four services this is; each has its own page.",
          }),
          img: choice(iconNames, {
            title: "Icon",
            description: "The icon of its card on the home page and on the Services page.",
          }),
          cardPicture: picture({
            title: "Card picture",
            description:
              "A picture from the media library at the top of its card on the home page, in place of the icon; none keeps the icon.",
          }),
          goToLink: sitePath({
            title: "Page",
            description: "The service's page, such as /services/website-development.",
          }).refine((path) => pagePaths.has(path), "a page of this site"),
        },
      ),
      boundsOf("services"),
    ),
  },
);
export type ServicesFacts = z.infer<typeof servicesFactsSchema>;

/** The words of the four services and of /services, in one language. */
export const servicesWordsSchema = group(
  {
    title: "Services in words",
    description: "The services' names and summaries, and the Services page.",
  },
  {
    cards: keyed(
      {
        title: "Each service's words",
        description:
          "The name and summary of each service: its card, its menu entry, its page's heading.",
        keyedBy: "facts.services",
      },
      group(
        { title: "Service's words", description: "What this language says of one service." },
        {
          title: text(
            {
              title: "Name",
              description:
                "The service's name: the menus, the footer, its card and the heading of its page.",
            },
            { min: 3, max: 30 },
          ),
          summary: text(
            {
              title: "Summary",
              description: "One line under the name on its card (home page, the Services page).",
            },
            { min: 20, max: 170 },
          ),
          cardPictureAlt: pictureAlt({
            title: "Card picture description",
            description:
              "Read by screen readers in place of the card's chosen picture: what it shows. Leave empty while no picture is chosen.",
            altOf: "cardPicture",
            caption: "title",
          }),
        },
      ),
    ),
    servicePageEyebrow: text(
      {
        title: "Service pages' eyebrow",
        description: "The small line over the heading of each of the four service pages.",
      },
      { min: 2, max: 20 },
    ),
    servicesPage: group(
      { title: "Services page", description: "The overview of the four services." },
      {
        hero: group(
          { title: "Top of the page", description: "Over the page's heading." },
          {
            eyebrow: text(
              {
                title: "Eyebrow",
                description: "The small line over the page's heading.",
              },
              { min: 2, max: 30 },
            ),
          },
        ),
        listHeading: template(
          {
            title: "List heading",
            description: "The heading over the service cards, with how many services there are.",
            slots: ["serviceCount"],
          },
          { min: 5, max: 40 },
        ),
        cta: group(
          {
            title: "Closing call to action",
            description:
              "The band at the foot of the page; its two buttons are the shell's Get a quote and See pricing.",
          },
          {
            title: text(
              { title: "Heading", description: "The band's heading." },
              { min: 5, max: 60 },
            ),
            text: text(
              { title: "Text", description: "The sentence under the band's heading." },
              { min: 20, max: 140 },
            ),
          },
        ),
      },
    ),
    serviceCardCopy: group(
      {
        title: "Service card's link",
        description: "The link of each service card to its page (home page, the Services page).",
      },
      {
        explore: text(
          { title: "Link's text", description: "Such as Explore." },
          { min: 2, max: 20 },
        ),
        exploreLabel: template(
          {
            title: "Link's name",
            description: "Read out for the link, with the service's name.",
            slots: ["service"],
          },
          { min: 5, max: 30 },
        ),
      },
    ),
  },
);
export type ServicesWords = z.infer<typeof servicesWordsSchema>;

/** What the pages show of the services, in one language (./index.ts). */
