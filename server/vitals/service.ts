/**
 * Stores real visitors' web-vitals samples (POST /api/vitals, app/routes/api.vitals.ts).
 * Writes are capped: per IP by the server (VITALS_RATE_LIMIT_MAX a minute, server/app.ts) and
 * here in total per process, so a flood of beacons cannot fill the database. Samples older than
 * VITALS_RETENTION_DAYS (35) are deleted daily; the inbox's "Site speed" page reads 28 days.
 */
import type { VitalSample } from "../../app/lib/vitals/vitals.server";
import type { VitalsStore } from "../db/vitals";
import { errorFields, type Logger } from "../log";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface VitalsConfig {
  retentionDays: number;
  /** Samples stored per minute by this process, whatever their source. */
  maxSamplesPerMinute: number;
}

export interface VitalsStorage {
  record(samples: VitalSample[]): Promise<void>;
  purgeExpired(): Promise<number>;
  start(): void;
  stop(): void;
}

export function createVitalsService(options: {
  repo: VitalsStore;
  logger: Logger;
  config: VitalsConfig;
  now?: () => number;
}): VitalsStorage {
  const { repo, logger, config } = options;
  const now = options.now ?? Date.now;
  let minute = 0;
  let stored = 0;
  let dropped = 0;
  const timers: NodeJS.Timeout[] = [];

  async function purgeExpired() {
    const removed = await repo.purgeVitalsBefore(now() - config.retentionDays * DAY_MS);
    if (removed > 0) logger.info("old web vitals deleted", { removed });
    return removed;
  }

  return {
    async record(samples) {
      const t = now();
      const current = Math.floor(t / 60_000);
      if (current !== minute) {
        if (dropped > 0) logger.warn("web vitals dropped (write cap)", { dropped });
        minute = current;
        stored = 0;
        dropped = 0;
      }
      if (stored + samples.length > config.maxSamplesPerMinute) {
        dropped += samples.length;
        return;
      }
      stored += samples.length;
      try {
        await repo.recordVitals(samples, t);
      } catch (error) {
        // Page-speed data is not worth an error page: log and go on.
        logger.error("web vitals not stored", errorFields(error));
      }
    },
    purgeExpired,
    start() {
      const purge = () =>
        purgeExpired().catch((error) => logger.error("vitals purge failed", errorFields(error)));
      const first = setTimeout(purge, 90_000);
      const daily = setInterval(purge, DAY_MS);
      first.unref();
      daily.unref();
      timers.push(first, daily);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
