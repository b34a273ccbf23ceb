import { parseVitalsBeacon, VITALS_BODY_LIMIT_BYTES } from "~/lib/vitals/vitals.server";
import type { Route } from "./+types/api.vitals";

/** POST /api/vitals: web-vitals beacons from app/lib/browser/vitals.client.ts. Always 204 or 400. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const text = await request.text();
  if (text.length > VITALS_BODY_LIMIT_BYTES) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  const samples = parseVitalsBeacon(body);
  if (!samples) return new Response(null, { status: 400 });
  await context.vitals?.record(samples);
  return new Response(null, { status: 204 });
}
