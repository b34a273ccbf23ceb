/**
 * Hydrates one island as a React root of its own (loaded with React, only when an island needs
 * it: app/islands/runtime.ts). Its props come from its element's `data-props`; each slot is the
 * HTML the server rendered there, handed back unchanged (app/islands/props.ts).
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandSlot } from "./island";
import { reviveSlots } from "./props";

/** Tells when React has committed the hydrated island (its effects run after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydrating commit
  useEffect(onHydrated, []);
  return children;
}

/** The HTML of each of the island's own slots (not those of an island inside a slot). */
function slotsOf(element: HTMLElement): Map<number, string> {
  const slots = new Map<number, string>();
  for (const slot of element.querySelectorAll<HTMLElement>("island-slot")) {
    if (slot.closest("site-island") !== element) continue;
    slots.set(Number(slot.dataset.slot), slot.innerHTML);
  }
  return slots;
}

export function hydrateIslandRoot(
  element: HTMLElement,
  // biome-ignore lint/suspicious/noExplicitAny: the props are the ones the server serialised for it
  Component: ComponentType<any>,
  sharedProps: object,
): Promise<void> {
  const slots = slotsOf(element);
  const inline = reviveSlots(JSON.parse(element.dataset.props ?? "{}"), (index) =>
    createElement(IslandSlot, { key: index, index, html: slots.get(index) ?? "" }),
  ) as object;
  const props = { ...sharedProps, ...inline };
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      createElement(Hydrated, { onHydrated: resolve }, createElement(Component, props)),
    );
  });
}
