/**
 * Embla carousels whose code loads after the page has rendered, so it stays off the first
 * load (about 8 KiB gzip). The slides are server-rendered and laid out by CSS; until Embla
 * arrives the carousel simply shows its first slides. Same shape as embla-carousel-react's
 * hook: a ref for the viewport and the API once ready.
 */
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useState } from "react";
import { nextTask } from "./next-task";

export type EmblaApi = EmblaCarouselType;

export function useEmbla(
  options: EmblaOptionsType,
  autoplay?: Partial<AutoplayOptionsType>,
): [(node: HTMLElement | null) => void, EmblaApi | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);
  // Options are fixed per carousel; compare them by value so inline objects do not re-create it.
  const optionsKey = JSON.stringify(options);
  const autoplayKey = JSON.stringify(autoplay ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by value (optionsKey, autoplayKey)
  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaApi | undefined;
    let cancelled = false;
    Promise.all([
      import("embla-carousel"),
      autoplay ? import("embla-carousel-autoplay") : Promise.resolve(null),
      nextTask(),
    ]).then(async ([{ default: EmblaCarousel }, autoplayModule]) => {
      await nextTask();
      if (cancelled) return;
      const plugins = autoplayModule ? [autoplayModule.default(autoplay)] : [];
      instance = EmblaCarousel(viewport, options, plugins);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, optionsKey, autoplayKey]);

  return [ref, api];
}
