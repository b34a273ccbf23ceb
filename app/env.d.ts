/** Year of the build, set by vite.config.ts; the footer starts from it. */
declare const __BUILD_YEAR__: number;

/** The URL of the icon sprite (scripts/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  export const spriteUrl: string;
}
