/**
 * TRANSITION ONLY (issue 38): the names ./facts.ts exported before the services became data
 * (./facts.json), for the topics still written as TypeScript (about, structured-data). Removed
 * with them.
 */
export type { ServiceId } from "./schema";
export { serviceFacts } from "./transition";
