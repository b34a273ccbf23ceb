/** What the page's behaviours ask of a click. */
/** Whether a click is a plain left click (no key held: those open new tabs and windows). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The element a click landed on or in, matching `selector`. */
export function clicked<T extends Element>(event: Event, selector: string): T | null {
  return (event.target as Element | null)?.closest?.<T>(selector) ?? null;
}
