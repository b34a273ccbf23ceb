/**
 * Everything a public page runs (app/entry.client.tsx): its behaviours, each a few lines over
 * markup the server renders, and its islands' scheduler, which loads React only when an island
 * needs it (docs/decisions/0016-islands.md). Work not needed for the first paint waits for it.
 */

import { localeOfPath } from "~/base/locale";
import { startIslands } from "~/islands/runtime";
import { startVitalsReporting } from "~/lib/browser/vitals.client";
import { webFontUrls } from "~/lib/browser/web-font-urls";
import { cacheWebFonts } from "~/lib/browser/web-fonts";
import { afterPagePainted, whenIdle } from "./after-paint";
import { fillAppliedRole } from "./applied-role";
import { enhanceCarousels } from "./carousels";
import { enhanceDialogs } from "./dialogs";
import { enhanceFloatingWidget } from "./floating-widget";
import { enhanceMenus } from "./menus";
import { enhanceLanguageSwitch } from "./other-language-link";
import { enhanceSectionLinks } from "./section-links";
import { enhancePauseButtons, replaceBrokenImages, showCurrentYear } from "./small-behaviours";
import { enhanceThemeSwitches } from "./theme-choice";
import { startTyping } from "./typing";

/** `islands`: the code of each island (app/island-components.ts). */
export function startPublicPage(islands: Parameters<typeof startIslands>[0]): void {
  enhanceThemeSwitches();
  enhanceMenus();
  enhanceLanguageSwitch();
  enhanceSectionLinks();
  enhanceFloatingWidget();
  enhanceDialogs();
  enhancePauseButtons();
  replaceBrokenImages();
  showCurrentYear();
  startTyping();
  enhanceCarousels();
  fillAppliedRole();
  startIslands(islands);
  // Tests wait on this before interacting.
  document.documentElement.dataset.scripts = "ready";
  void afterPagePainted().then(() => {
    cacheWebFonts(localeOfPath(location.pathname), webFontUrls);
    // Real visitors' page speed (docs/performance.md).
    whenIdle(() => startVitalsReporting());
  });
}
