import { ThemedArt } from "~/components/art/themed-art";

/**
 * Hero artwork: a browser window with a dashboard, a phone with an app, a logo tile and a
 * growth badge — the four services in one picture. Decorative (the text says it all). Drawn in
 * public/art/home-hero.svg and shown as an image: only wide screens show it, so phones neither
 * download nor parse it, and it adds nothing to the page's HTML or JavaScript
 * (docs/performance.md).
 *
 * An <img> SVG cannot see the page's theme choice (html[data-theme]), so the dark drawing is
 * its own file (home-hero-dark.svg, the same picture painted with the dark tokens' colours) and
 * the `dark:` variant shows one image or the other (ThemedArt). The hidden one is `display: none`
 * and lazy, so the browser never fetches it (docs/decisions/0010-dark-mode.md).
 */
export function HomeHeroArt({ className = "" }: { className?: string }) {
  return (
    <ThemedArt
      render={(theme) => (
        <img
          src={theme === "dark" ? "/art/home-hero-dark.svg" : "/art/home-hero.svg"}
          alt=""
          width="560"
          height="460"
          loading="lazy"
          decoding="async"
          className={className}
        />
      )}
    />
  );
}
