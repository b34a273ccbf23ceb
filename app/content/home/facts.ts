/**
 * TRANSITION ONLY (issue 38): the names ./facts.ts exported before the home page's facts became
 * data (./facts.json), read from it through the schema, for about (still TypeScript). Removed
 * with it.
 */
import { shippedView } from "../shell/transition";
import { home } from "./index";

const facts = shippedView(home, "en").facts;

export const processSteps = facts.steps;
export const workAreas = facts.workAreas;
export const workDemos = facts.workDemos;
export const testimonialClients = facts.testimonials;
export const faqTopics = facts.faqs.map((faq) => faq.id);
