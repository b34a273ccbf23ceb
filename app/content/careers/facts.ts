/**
 * The roles of /career, the same in every language: the twelve roles of the brief (it says
 * "ten" but names twelve; docs/requirements.md shows all twelve), in its order, with the icon
 * each card shows and the least experience each asks for. Their titles, descriptions and tools
 * are in ./en.ts and ./hi.ts; ./index.ts joins the two. The topic's test holds these facts
 * to their schema (./schema.ts, which reads their ids).
 */
export const careerRoleFacts = [
  { id: "frontend-developer", icon: "layout", experience: { years: 1 } },
  { id: "backend-developer", icon: "server", experience: { years: 1 } },
  { id: "react-developer", icon: "atom", experience: { years: 1 } },
  { id: "ui-ux-designer", icon: "pen", experience: { years: 1 } },
  { id: "graphic-designer", icon: "palette", experience: { years: 1 } },
  { id: "react-native-developer", icon: "smartphone", experience: { years: 1 } },
  { id: "php-developer", icon: "code", experience: { years: 1 } },
  { id: "project-manager", icon: "clipboard", experience: { years: 2 } },
  { id: "social-media-post-designer", icon: "image", experience: { months: 6 } },
  { id: "social-media-handler", icon: "messages", experience: { months: 6 } },
  { id: "digital-marketing-specialist", icon: "trending-up", experience: { years: 1 } },
  { id: "meta-and-google-ads-runner", icon: "target", experience: { years: 1 } },
] as const;
