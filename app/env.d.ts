/** Year of the build, set by vite.config.ts; the footer starts from it. */
declare const __BUILD_YEAR__: number;
