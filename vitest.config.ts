import path from "node:path";
import { defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/icon-sprite";

// Its own config so Vitest never loads the React Router plugin (it expects a Vite dev or build
// server) and never picks up the Playwright specs.
const alias = { "~": path.resolve(import.meta.dirname, "app") };
// Components draw icons from the sprite (scripts/icon-sprite.ts), in tests as in the build.
const sprite = iconSprite({
  appDir: path.resolve(import.meta.dirname, "app"),
  component: path.resolve(import.meta.dirname, "app/components/ui/sprite-icon.tsx"),
});

export default defineConfig({
  plugins: [sprite],
  resolve: { alias },
  test: {
    // Both cores, for the integration files too: most of their time is spent waiting on servers,
    // timers and PostgreSQL, so two at a time take 226 s instead of 323 s here (Vitest 4.1's
    // default ran them one at a time on this 2-core machine).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // tests/security/: the attacks on the staff area and the site, replayed from outside against
          // a compiled server (docs/security.md).
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
