/**
 * Temporary re-export for app/routes/internship.tsx (helper "people"): the section shell moved to
 * app/components/sections/page-section.tsx. Remove once that route imports it from there.
 */
export { PageSection as Section } from "~/components/sections/page-section";
