/**
 * The six cards of /services/digital-marketing (docs/requirements.md), the same in every
 * language: their ids and icons, in the order the page shows them. Their words are in
 * ./en.ts and ./hi.ts.
 */
export const digitalServiceFacts = [
  { id: "seo", icon: "search" },
  { id: "smo", icon: "share" },
  { id: "pay-per-click", icon: "click" },
  { id: "content-marketing", icon: "file" },
  { id: "email-marketing", icon: "mail" },
  { id: "analytics", icon: "chart" },
] as const;
