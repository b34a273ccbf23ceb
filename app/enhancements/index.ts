/**
 * Everything a public page runs (app/entry.client.tsx): its behaviours, each a few lines over
 * markup the server renders, and its islands' scheduler, which loads React only when an island
 * needs it (docs/decisions/0016-islands.md). Work not needed for the first paint waits for it.
 */

import { localeOfPath } from "~/base/locale";
import { startIslands } from "~/islands/runtime";
import { keepFirstTouch } from "~/lib/browser/arrival.client";
import { nextTask } from "~/lib/browser/next-task";
import { startVitalsReporting } from "~/lib/browser/vitals.client";
import { webFontUrls } from "~/lib/browser/web-font-urls";
import { cacheWebFonts } from "~/lib/browser/web-fonts";
import { afterPagePainted, whenIdle } from "./after-paint";
import { fillAppliedRole } from "./applied-role";
import { carouselStarts } from "./carousels";
import { enhanceDialogs, startPromoTimer } from "./dialogs";
import { enhanceFloatingWidget } from "./floating-widget";
import { enhanceMenus } from "./menus";
import { enhanceLanguageSwitch } from "./other-language-link";
import { enhanceSectionLinks } from "./section-links";
import { enhancePauseButtons, replaceBrokenImages, showCurrentYear } from "./small-behaviours";
import { enhanceThemeSwitches } from "./theme-choice";
import { startTyping } from "./typing";

/**
 * The behaviours in the order they start, each in a task of its own: what answers a tap first
 * (menus, theme, links, dialogs, forms), then what only moves on its own. Started all in one
 * task, they were the longest task after the first paint on a busy phone (34 ms traced, 272 ms
 * in Lighthouse's 8x simulation, on a slow hour: docs/performance.md, "A slow hour"); one at a
 * time, none is long, and a tap that comes meanwhile is answered between two of them.
 */
function behaviours(islands: Parameters<typeof startIslands>[0]): (() => void)[] {
  return [
    enhanceMenus,
    enhanceThemeSwitches,
    enhanceSectionLinks,
    enhanceLanguageSwitch,
    enhanceDialogs,
    () => startIslands(islands),
    enhanceFloatingWidget,
    enhancePauseButtons,
    replaceBrokenImages,
    showCurrentYear,
    fillAppliedRole,
    startTyping,
    ...carouselStarts(),
  ];
}

/** `islands`: the code of each island (app/island-components.ts). */
export async function startPublicPage(islands: Parameters<typeof startIslands>[0]): Promise<void> {
  // How this visit arrived, first: a form may be sent before the behaviours start.
  const touch = keepFirstTouch();
  for (const start of behaviours(islands)) {
    start();
    // A message, not a timer: the e2e tests' fake clock leaves it alone.
    await nextTask();
  }
  void startPromoTimer();
  // Tests wait on this before interacting.
  document.documentElement.dataset.scripts = "ready";
  void afterPagePainted().then(() => {
    cacheWebFonts(localeOfPath(location.pathname), webFontUrls);
    // Real visitors' page speed (docs/performance.md).
    whenIdle(() => {
      startVitalsReporting();
      // The visit count (issue 55): one beacon per page view, its code loaded only now.
      void import("~/lib/browser/visit.client").then(({ sendVisit }) => sendVisit(touch));
    });
  });
}
