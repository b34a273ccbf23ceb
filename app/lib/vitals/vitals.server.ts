/** Validation of the web-vitals beacons (app/lib/browser/vitals.client.ts) before they are stored. */
import { z } from "zod";
import { canonicalPathFor, sitePages } from "~/base/site-routes";

/** Largest beacon accepted (a few metrics as JSON); server/steps/hygiene.ts enforces it while reading. */
export const VITALS_BODY_LIMIT_BYTES = 2048;

export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

const knownPaths = new Set<string>(sitePages.map((p) => p.path));

export const vitalsBeaconSchema = z.object({
  path: z.string().max(300),
  metrics: z
    .array(
      z.object({
        name: z.enum(vitalNames),
        // CLS is unitless; the others are milliseconds. Anything over 10 minutes is noise.
        value: z.number().finite().min(0).max(600_000),
        rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
        navigationType: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(vitalNames.length),
});

export interface VitalSample {
  path: string;
  name: VitalName;
  value: number;
}

/** Samples to store, or null for a malformed beacon. Unknown pages are grouped as "other". */
export function parseVitalsBeacon(body: unknown): VitalSample[] | null {
  const parsed = vitalsBeaconSchema.safeParse(body);
  if (!parsed.success) return null;
  const canonical = canonicalPathFor(parsed.data.path);
  const path = knownPaths.has(canonical) ? canonical : "other";
  return parsed.data.metrics.map((m) => ({ path, name: m.name, value: m.value }));
}
