/**
 * TRANSITION ONLY (issue 38): the names ./en.ts exported before the services became data
 * (./en.json), for the topics still written as TypeScript. Removed with them.
 */
import { servicesModule } from "./transition";

export const { cards, servicePageEyebrow, servicesPage, serviceCardCopy } = servicesModule("en");
