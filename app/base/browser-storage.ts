/**
 * Every name the site writes into a browser, in one place: the localStorage and sessionStorage
 * keys of the public pages, and the staff inbox's cookie and storage. The code that writes each
 * one reads its name here, and the privacy policy names each one through a slot filled from here
 * (app/content/policies: {themeKey}, {promoKey}…), so the policy cannot name a key the code no
 * longer writes. tests/e2e/storage.spec.ts uses the site as a visitor and as staff do, lists every
 * key and cookie the browser then holds, and fails when the privacy policy does not name one.
 */

/**
 * What the public pages keep in a visitor's browser. Only the first touch is ever sent, and only
 * with an enquiry the visitor sends and in the visit count (app/lib/browser/arrival.client.ts).
 */
export const visitorStorage = {
  /** localStorage: "light" or "dark" once chosen in the theme switch; "System" removes it. */
  theme: "theme",
  /** localStorage: "1" once the Inter font is in the browser cache (every page). */
  interFont: "inter-font",
  /** localStorage: "1" once the Devanagari font is in the browser cache (Hindi pages). */
  devanagariFont: "devanagari-font",
  /** sessionStorage: "1" once the announcement has opened by itself in this browser session. */
  promoShown: "promo-modal-shown",
  /**
   * sessionStorage: how this visit arrived (its first page, the referring site's host, the
   * link's campaign tags), written on the visit's first page; sent with an enquiry so staff see
   * where it came from (app/base/arrival.ts).
   */
  firstTouch: "first-touch",
} as const;

/** What the staff inbox (/admin) keeps in a staff member's browser. */
export const staffStorage = {
  /** The session cookie over plain http. */
  sessionCookie: "sw_admin",
  /** The session cookie over https (the `__Host-` prefix: Secure, Path=/, no Domain). */
  secureSessionCookie: "__Host-sw_admin",
  /** sessionStorage: React Router's <ScrollRestoration> (the inbox's pages' scroll positions). */
  scrollPositions: "react-router-scroll-positions",
  /**
   * localStorage: the start of `content-editor:<topic>`, a copy of a draft of the words editor
   * that the server could not save (app/staff/editor/form/use-autosave.ts), offered back after
   * a reload and removed once the draft is saved.
   */
  editorBackupPrefix: "content-editor:",
} as const;

/** Share of page views whose speed is measured (app/lib/browser/vitals.client.ts). */
export const VITALS_SAMPLE_RATE = 0.5;
