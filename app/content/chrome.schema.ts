/**
 * zod schemas of the smaller site-wide modules: the theme switch (en/theme.ts), the
 * announcement (en/promo.ts) and the shared carousel's controls (en/carousel.ts), each with a
 * Hindi twin in hi/.
 */
import { z } from "zod";
import { templateSchema } from "./schema";

const text = z.string().min(1);

export const themeCopySchema = z.object({
  themeSwitch: z.object({
    /** The group's name, read by screen readers. */
    label: text,
    /**
     * The name of each choice of app/lib/theme.ts (`themePreferences`). The switch looks each
     * one up here, so a choice without a name does not compile.
     */
    options: z.object({ system: text, light: text, dark: text }),
  }),
});
export type ThemeCopy = z.infer<typeof themeCopySchema>;
export type ThemeSwitchCopy = ThemeCopy["themeSwitch"];

export const promoCopySchema = z.object({
  promo: z.object({
    title: text,
    text,
    imageAlt: text,
    /** The words drawn into the artwork, top to bottom (the alt text says them). */
    art: z.object({ eyebrow: text, heading: text, lines: z.array(text).min(1) }),
    primary: z.object({ label: text, href: z.string().startsWith("/") }),
    secondary: z.object({ label: text }),
  }),
});
export type PromoCopy = z.infer<typeof promoCopySchema>["promo"];

export const carouselCopySchema = z.object({
  carouselCopy: z.object({
    /** aria-roledescription of the region and of each slide (APG carousel pattern). */
    roleCarousel: text,
    roleSlide: text,
    /** Accessible name of slide `position` (1-based) out of `count`. */
    slideOf: templateSchema("position", "count"),
    previous: text,
    next: text,
    goTo: templateSchema("position"),
    play: text,
    pause: text,
  }),
});
export type CarouselCopy = z.infer<typeof carouselCopySchema>["carouselCopy"];
