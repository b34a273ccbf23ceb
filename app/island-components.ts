/**
 * The code of each island, loaded only when one of its kind is hydrated (app/islands/runtime.ts,
 * handed this list by app/entry.client.tsx). Each entry resolves to the component the page renders
 * in `island(name, Component)` (app/islands/island.test.ts checks that they are the same).
 */
import type { ComponentType } from "react";
import type { IslandName } from "./islands/island";

// biome-ignore lint/suspicious/noExplicitAny: props are checked where the page renders the island
type AnyComponent = ComponentType<any>;

export type IslandComponents = Record<IslandName, () => Promise<AnyComponent>>;

export const islandComponents = {
  carousel: () => import("~/components/sections/carousel").then((m) => m.Carousel),
  faq: () => import("~/components/sections/faq").then((m) => m.FaqAccordion),
  "lead-form": () => import("~/components/forms/lead-form").then((m) => m.LeadForm),
  "career-form": () => import("~/routes/career/career-lead-form").then((m) => m.CareerLeadForm),
} satisfies IslandComponents;
