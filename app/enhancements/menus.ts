/**
 * The header's menus are <details> elements: they open and close without JavaScript. With it,
 * an open menu also closes on Escape (focus back on its button) and on a press anywhere else.
 */
const menuSelector = "details[data-menu]";

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${menuSelector}[open]`)];
}

export function enhanceMenus(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("pointerdown", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  // Opening one menu closes the other (the services menu and the mobile menu never both show).
  document.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.matches?.(menuSelector) || !opened.open) return;
      for (const menu of openMenus()) if (menu !== opened) menu.open = false;
    },
    true,
  );
}
