import { useEffect } from "react";

/**
 * Marks <html data-scripts="ready"> once the staff inbox has hydrated; public pages are marked by
 * their own script (app/enhancements). Tests wait on it before interacting.
 */
export function ScriptsReady() {
  useEffect(() => {
    document.documentElement.dataset.scripts = "ready";
  }, []);
  return null;
}
