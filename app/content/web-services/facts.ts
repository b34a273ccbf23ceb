/**
 * The twelve cards of /services/website-development (docs/requirements.md), the same in every
 * language: their ids and icons, in the order the page shows them. Their titles and
 * descriptions are in ./en.ts and ./hi.ts.
 */
export const webServiceFacts = [
  { id: "custom-website", icon: "code-xml" },
  { id: "e-commerce", icon: "cart" },
  { id: "cms", icon: "layout" },
  { id: "web-application", icon: "app-window" },
  { id: "ui-ux", icon: "pen" },
  { id: "maintenance", icon: "wrench" },
  { id: "hosting-setup", icon: "server" },
  { id: "domain-registration", icon: "globe" },
  { id: "dns-management", icon: "network" },
  { id: "email-configuration", icon: "mail" },
  { id: "ssl-certificates", icon: "shield" },
  { id: "website-monitoring", icon: "activity" },
] as const;
