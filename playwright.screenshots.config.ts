import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/** `npm run screenshots`: every route at 390 px and 1280 px, full page, into screenshots/. */
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  retries: 0,
  timeout: 60_000,
});
