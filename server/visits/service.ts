/**
 * Visits counted without cookies (issue 55), as Plausible counts them: a visitor is a hash of
 * the day's salt, the client's address and its user agent, so the same browser is one visitor
 * for one day and cannot be followed from one day to the next; the salt is random, made each UTC
 * day by the first instance that needs it, and deleted the next day (server/db/visits.ts), so
 * after that not even we can tell whose hash it was. Not counted: a browser sending Sec-GPC: 1,
 * a bot or a crawler by its user agent, a signed-in staff member (their session cookie).
 *
 * Page views are buffered and written together once a second (or every BATCH_SIZE views), so
 * thousands of beacons a second cost a few statements; the buffer is bounded (MAX_BUFFERED), and
 * each process stores at most MAX_EVENTS_PER_DAY a day: beyond either the beacon is answered but
 * not kept ("full"). The daily roll-up runs a minute after start and then hourly; the day's
 * counts are written once whichever instance gets there first.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Arrival, arrivalFromField, cleanPath, sourceOf } from "../../app/base/arrival";
import { localeOfPath } from "../../app/base/locale";
import { type VisitEvent, type VisitStore, visitDayOf } from "../db/visits";
import { errorFields, type Logger } from "../log";

/** Views written per statement batch, and the most held in memory before a flush. */
export const BATCH_SIZE = 500;
export const MAX_BUFFERED = 20_000;
/** Page views one process stores a day (200 times a site of 5,000 visits a day). */
export const MAX_EVENTS_PER_DAY = 1_000_000;
const FLUSH_MS = 1000;
const ROLL_UP_MS = 60 * 60_000;

/**
 * User agents that are not people: crawlers, link previews, monitors, headless and automated
 * browsers (Lighthouse, Playwright's headless shell).
 */
export const botAgent =
  /bot|crawl|spider|slurp|facebookexternalhit|preview|monitor|lighthouse|headless|phantom|selenium|puppeteer|playwright|curl|wget|python|go-http|java\/|node-fetch|axios|http-client|okhttp|scrapy/i;

/** What the counter sees of a beacon's request. */
export interface VisitRequest {
  ip: string | undefined;
  userAgent: string | undefined;
  /** The Sec-GPC header. */
  gpc: string | undefined;
  /** A staff session cookie came with it. */
  staff: boolean;
  /** The beacon's body (app/lib/browser/visit.client.ts). */
  body: string;
}

export type VisitOutcome = "counted" | "not-counted" | "full" | "invalid";

export interface VisitCounter {
  count(request: VisitRequest): Promise<VisitOutcome>;
  /** Writes the buffered views now (tests, shutdown). */
  flush(): Promise<void>;
  rollUp(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** The beacon's body: `{ p: path, a?: arrival field }`, or null when it is not one. */
export function parseVisitBeacon(body: string): { path: string; arrival: Arrival | null } | null {
  if (body.length > 1024) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const { p, a } = parsed as { p?: unknown; a?: unknown };
  const path = typeof p === "string" ? cleanPath(p) : "";
  if (!path) return null;
  if (a !== undefined && typeof a !== "string") return null;
  return { path, arrival: typeof a === "string" ? arrivalFromField(a) : null };
}

export function createVisitCounter(options: {
  store: VisitStore;
  logger: Logger;
  now?: () => number;
}): VisitCounter {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  let buffer: VisitEvent[] = [];
  let salt: { day: number; value: Promise<string> } | null = null;
  let storedToday = { day: -1, count: 0 };
  let flushing: Promise<void> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];

  function saltOf(day: number): Promise<string> {
    if (salt?.day !== day) {
      const value = store.visitSalt(day, randomBytes(32).toString("hex"));
      salt = { day, value };
      // A failure is tried again with the next beacon.
      value.catch(() => {
        if (salt?.value === value) salt = null;
      });
    }
    return salt.value;
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer.slice(0, BATCH_SIZE);
        buffer = buffer.slice(BATCH_SIZE);
        try {
          await store.recordVisitEvents(batch);
        } catch (error) {
          // Counts are not worth an error page: the batch is lost, and logged.
          logger.error("visits not stored", { views: batch.length, ...errorFields(error) });
        }
      }
    });
    return flushing;
  }

  async function rollUp() {
    const t = now();
    const { rolled, deleted } = await store.rollUpVisits(visitDayOf(t), t);
    if (rolled.length > 0 || deleted > 0) logger.info("visits rolled up", { rolled, deleted });
  }

  return {
    async count(request) {
      if (request.gpc?.trim() === "1" || request.staff) return "not-counted";
      if (!request.userAgent || botAgent.test(request.userAgent)) return "not-counted";
      const beacon = parseVisitBeacon(request.body);
      if (!beacon) return "invalid";
      const t = now();
      const day = visitDayOf(t);
      if (storedToday.day !== day) storedToday = { day, count: 0 };
      if (buffer.length >= MAX_BUFFERED || storedToday.count >= MAX_EVENTS_PER_DAY) return "full";
      storedToday.count++;
      const daySalt = await saltOf(day);
      const visitor = createHash("sha256")
        .update(`${daySalt}\n${request.ip ?? ""}\n${request.userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      buffer.push({
        day,
        visitor,
        path: beacon.path,
        landing: beacon.arrival !== null,
        source: beacon.arrival ? sourceOf(beacon.arrival) : "",
        language: localeOfPath(beacon.path),
      });
      if (buffer.length >= BATCH_SIZE) void flush();
      return "counted";
    },
    flush,
    rollUp,
    start() {
      const flusher = setInterval(() => void flush(), FLUSH_MS);
      const roll = () =>
        rollUp().catch((error) => logger.error("visit roll-up failed", errorFields(error)));
      const first = setTimeout(roll, 60_000);
      const hourly = setInterval(roll, ROLL_UP_MS);
      for (const timer of [flusher, first, hourly]) timer.unref();
      timers.push(flusher, first, hourly);
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await flush();
    },
  };
}
