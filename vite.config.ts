import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // Tailwind must run before React Router's plugin (STACK.md).
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Fewer, larger files for the code every page shares: dozens of tiny chunks cost a
        // request each on a phone's first visit (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: /[\\/]app[\\/](components[\\/](ui|layout)|lib|content[\\/](site|pages|navigation|services|promo|schema))[\\/]/,
            },
          ],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
