/**
 * Hero artwork: a browser window with a dashboard, a phone with an app, a logo tile and a
 * growth badge — the four services in one picture. Decorative (the text says it all). Drawn in
 * public/art/home-hero.svg and shown as an image: only wide screens show it, so phones neither
 * download nor parse it, and it adds nothing to the page's HTML or JavaScript
 * (docs/performance.md).
 */
export function HomeHeroArt({ className = "" }: { className?: string }) {
  return (
    <img
      src="/art/home-hero.svg"
      alt=""
      width="560"
      height="460"
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
