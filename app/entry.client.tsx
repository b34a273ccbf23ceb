import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isAdminPath } from "./lib/admin-path";
import { startVitalsReporting } from "./lib/vitals.client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Measure real visitors' page speed once the page has settled (docs/performance.md); the
// staff inbox is not measured.
const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
if (!isAdminPath(location.pathname)) idle(() => startVitalsReporting());
