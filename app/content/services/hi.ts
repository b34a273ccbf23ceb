/**
 * TRANSITION ONLY (issue 38): the names ./hi.ts exported before the services became data
 * (./hi.json), for the topics still written as TypeScript. Removed with them.
 */
import { servicesModule } from "./transition";

export const { cards, servicePageEyebrow, servicesPage, serviceCardCopy } = servicesModule("hi");
