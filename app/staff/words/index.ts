/**
 * The staff pages' words. English only: the staff pages are not translated, so they are not part of
 * the dictionary and its routes import them directly (scripts/inline-copy.ts allows it there).
 */
export { admin } from "./en";
export { leadPageWords } from "./lead-page";
export { leadReplies } from "./lead-replies";
export { sourcesWords } from "./sources";
