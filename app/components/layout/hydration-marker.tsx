import { useEffect } from "react";

/** Marks <html data-hydrated="true"> once React runs: tests wait on it before interacting. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
