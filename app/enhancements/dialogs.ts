/**
 * The site-wide dialogs (app/components/ui/dialog.tsx), whose frames every page carries: any
 * element with `data-opens-dialog="<id>"` opens that <dialog> (one at a time); its close button,
 * Escape and a click on the backdrop close it; Tab cycles inside it; focus goes back to the
 * opener. The announcement also opens by itself once per browser session, 5 s after the first
 * page load (docs/requirements.md), or later: never while a form is being filled in, nor over any
 * form's controls (./promo-gate.ts).
 *
 * What the dialogs hold, the same on every page of a language, is not in the page: it is fetched
 * once (`data-dialog-bodies`, app/routes/site-dialogs.ts) as soon as a visitor points at, touches
 * or focuses an opener, or a second before the announcement is due. A dialog opened before it
 * has arrived shows its title at once and fills in; the popup's form is an island like any other
 * (hydrated at its first touch), and names the page it is sent from.
 */
import { visitorStorage } from "~/base/browser-storage";
import { scheduleIslandsIn } from "~/islands/runtime";
import { promoDialogId } from "~/lib/browser/dialog-ids";
import { whenShown } from "./after-paint";
import { clicked, isPlainClick } from "./clicks";
import { watchFormInput } from "./form-input";

/** The image modal opens this long after the first page load of a browser session. */
export const PROMO_DELAY_MS = 5000;
/** sessionStorage key: set once the modal has opened by itself in this browser session. */
export const PROMO_SEEN_KEY = visitorStorage.promoShown;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where focus returns when each open dialog closes. */
const returnFocusTo = new WeakMap<HTMLDialogElement, HTMLElement | null>();

function dialogNamed(opener: HTMLElement): HTMLDialogElement | null {
  const dialog = document.getElementById(opener.dataset.opensDialog ?? "");
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

let bodies: Promise<boolean> | undefined;

/** Fetches and puts in place what the dialogs hold (once); false if it could not. */
function loadDialogBodies(): Promise<boolean> {
  const url = document.querySelector<HTMLElement>("[data-dialog-bodies]")?.dataset.dialogBodies;
  if (!url) return Promise.resolve(false);
  bodies ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    })
    .then((html) => {
      for (const [id, markup] of Object.entries(html)) {
        const body = document.getElementById(id)?.querySelector<HTMLElement>("[data-dialog-body]");
        if (!body) continue;
        // The site's own prerendered markup, from its own origin.
        body.innerHTML = markup;
        body.ariaBusy = "false";
        for (const input of body.querySelectorAll<HTMLInputElement>("input[data-this-page]"))
          input.value = location.pathname;
        scheduleIslandsIn(body);
      }
      return true;
    })
    .catch(() => {
      bodies = undefined;
      return false;
    });
  return bodies;
}

function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // Another dialog hands over: the new one returns focus where the first would have.
  let returnTo = document.activeElement as HTMLElement | null;
  for (const other of document.querySelectorAll<HTMLDialogElement>("dialog[open]")) {
    returnTo = returnFocusTo.get(other) ?? returnTo;
    returnFocusTo.delete(other);
    other.close();
  }
  returnFocusTo.set(dialog, returnTo);
  dialog.showModal();
}

function onClose(event: Event): void {
  const dialog = event.target as HTMLDialogElement;
  const target = returnFocusTo.get(dialog);
  returnFocusTo.delete(dialog);
  if (target?.isConnected) target.focus({ preventScroll: true });
}

/** Tab and Shift+Tab stay inside the open dialog. */
function keepFocusInside(event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
  if (!dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens the announcement once per browser session, 5 s after the first load: counted from when
 * the page's behaviours have all started (./index.ts), as the e2e tests count it; later if a form
 * is in use or on screen then (./promo-gate.ts), and marked seen only once it opens.
 */
export async function startPromoTimer(): Promise<void> {
  const promo = document.getElementById(promoDialogId);
  if (!(promo instanceof HTMLDialogElement)) return;
  try {
    if (sessionStorage.getItem(PROMO_SEEN_KEY) === "1") return;
  } catch {
    return; // Storage blocked: never nag someone we cannot remember.
  }
  watchFormInput();
  await whenShown();
  setTimeout(() => void loadDialogBodies(), PROMO_DELAY_MS - 1000);
  setTimeout(async () => {
    // Never over a form being filled in, nor over any form's controls (./promo-gate.ts, fetched
    // now: no page's first script carries it).
    const { whenFormsAllowPromo } = await import("./promo-gate");
    await whenFormsAllowPromo();
    sessionStorage.setItem(PROMO_SEEN_KEY, "1");
    if (!(await loadDialogBodies())) return;
    // A form reached while it loaded: wait again (at once, nearly always).
    await whenFormsAllowPromo();
    // Never cover a dialog the visitor opened themselves.
    if (!document.querySelector("dialog[open]")) openDialog(promo);
  }, PROMO_DELAY_MS);
}

export function enhanceDialogs(): void {
  for (const dialog of document.querySelectorAll("dialog"))
    dialog.addEventListener("close", onClose);
  document.addEventListener("click", (event) => {
    const opener = clicked<HTMLElement>(event, "[data-opens-dialog]");
    const dialog = opener && dialogNamed(opener);
    if (opener && dialog) {
      // A link opener (the Message button) still opens its page in a new tab when asked to.
      if (opener instanceof HTMLAnchorElement && !isPlainClick(event)) return;
      event.preventDefault();
      openDialog(dialog);
      // What it holds could not be fetched (offline): a link opener leads to its page instead.
      void loadDialogBodies().then((loaded) => {
        if (loaded || !(opener instanceof HTMLAnchorElement)) return;
        dialog.close();
        location.assign(opener.href);
      });
      return;
    }
    const closer = clicked<HTMLElement>(event, "[data-closes-dialog]");
    if (closer) {
      closer.closest("dialog")?.close();
      return;
    }
    // A click whose target is the <dialog> itself landed on the backdrop area.
    if (event.target instanceof HTMLDialogElement && event.target.open) event.target.close();
  });
  document.addEventListener("keydown", keepFocusInside);
  // Fetch what the dialogs hold as soon as the visitor shows intent to open one.
  const preload = (event: Event) => {
    if (clicked(event, "[data-opens-dialog]")) void loadDialogBodies();
  };
  document.addEventListener("pointerover", preload, { passive: true });
  document.addEventListener("focusin", preload);
  document.addEventListener("touchstart", preload, { passive: true });
}
