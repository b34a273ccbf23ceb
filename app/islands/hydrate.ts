/**
 * Hydrates one island as a React root of its own (loaded with React, only when an island needs
 * it: app/islands/runtime.ts). Its props come from its element's `data-props`.
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Tells when React has committed the hydrated island (its effects run after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydrating commit
  useEffect(onHydrated, []);
  return children;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor typed or chose before React took over: hydrating a text area or a select
 * sets it back to the value the server rendered (React 19 keeps an input's), and an island
 * hydrates as the visitor starts to use it, so their first keys may come first.
 */
function keepTyped(element: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  const note = (field: EventTarget | null) => {
    if (field instanceof HTMLInputElement && /^(hidden|checkbox|radio|submit)$/.test(field.type))
      return;
    if (field instanceof HTMLElement && field.matches("input, textarea, select"))
      typed.set(field as Field, (field as Field).value);
  };
  for (const field of element.querySelectorAll("input, textarea, select")) note(field);
  const onInput = (event: Event) => note(event.target);
  element.addEventListener("input", onInput);
  return () => {
    element.removeEventListener("input", onInput);
    for (const [field, value] of typed)
      if (field.isConnected && field.value !== value) field.value = value;
  };
}

export function hydrateIslandRoot(
  element: HTMLElement,
  // biome-ignore lint/suspicious/noExplicitAny: the props are the ones the server serialised for it
  Component: ComponentType<any>,
): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const restoreTyped = keepTyped(element);
  return new Promise((resolve) => {
    const onHydrated = () => {
      restoreTyped();
      resolve();
    };
    hydrateRoot(element, createElement(Hydrated, { onHydrated }, createElement(Component, props)));
  });
}
