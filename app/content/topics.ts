/**
 * The list of topics: one line per folder of app/content. The dictionary (./content.ts) joins
 * them in this order; the words editor lists them in it. A new topic is one more line here and
 * one in ./topic-types.ts.
 */
import { about } from "./about";
import { appServices } from "./app-services";
import { art } from "./art";
import { blog } from "./blog";
import { careers } from "./careers";
import { contact } from "./contact";
import { digitalServices } from "./digital-services";
import { forms } from "./forms";
import { graphic } from "./graphic";
import { home } from "./home";
import { internship } from "./internship";
import { pages } from "./pages";
import { policies } from "./policies";
import { pricing } from "./pricing";
import { services } from "./services";
import { shell } from "./shell";
import { site } from "./site";
import { structuredData } from "./structured-data";
import { webServices } from "./web-services";
import { work } from "./work";

export const topics = {
  site,
  shell,
  pages,
  art,
  structuredData,
  forms,
  home,
  blog,
  services,
  webServices,
  appServices,
  graphic,
  digitalServices,
  work,
  pricing,
  internship,
  careers,
  about,
  contact,
  policies,
};
