/**
 * Wires the staff inbox and the web-vitals store onto the site's database, from the
 * environment. server/index.ts and the integration tests start it after startLeadBackend.
 */
import type { SiteDatabase } from "../db";
import type { Env } from "../env";
import { errorFields, type Logger } from "../log";
import { createVitalsService, type VitalsStorage } from "../vitals/service";
import { type AdminService, createAdminService } from "./service";

export interface AdminBackend {
  admin: AdminService;
  vitals: VitalsStorage;
  stop(): void;
}

export type AdminBackendEnv = Pick<
  Env,
  | "SITE_URL"
  | "ADMIN_SESSION_IDLE_MINUTES"
  | "ADMIN_SESSION_MAX_HOURS"
  | "ADMIN_LOGIN_MAX_FAILURES"
  | "ADMIN_LOGIN_IP_MAX_FAILURES"
  | "ADMIN_LOGIN_DELAY_MS"
  | "ADMIN_LOGIN_WINDOW_MINUTES"
  | "VITALS_RETENTION_DAYS"
  | "VITALS_MAX_PER_MINUTE"
>;

export async function startAdminBackend(options: {
  env: AdminBackendEnv;
  logger: Logger;
  db: SiteDatabase;
  /** The secret for client-IP hashes, the same as the lead service's. */
  ipHashSalt: string;
}): Promise<AdminBackend> {
  const { env, logger, db: repo, ipHashSalt } = options;
  const admin = createAdminService({
    repo,
    logger,
    config: {
      sessionIdleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: env.ADMIN_SESSION_MAX_HOURS * 3_600_000,
      loginMaxFailures: env.ADMIN_LOGIN_MAX_FAILURES,
      loginIpMaxFailures: env.ADMIN_LOGIN_IP_MAX_FAILURES,
      loginDelayMs: env.ADMIN_LOGIN_DELAY_MS,
      loginWindowMs: env.ADMIN_LOGIN_WINDOW_MINUTES * 60_000,
      secureCookie: env.SITE_URL.startsWith("https:"),
      ipHashSalt,
    },
  });
  const vitals = createVitalsService({
    repo,
    logger,
    config: {
      retentionDays: env.VITALS_RETENTION_DAYS,
      maxSamplesPerMinute: env.VITALS_MAX_PER_MINUTE,
    },
  });
  vitals.start();
  const purgeSessions = () =>
    admin.purgeExpired().catch((error) => logger.error("session purge failed", errorFields(error)));
  const hourly = setInterval(purgeSessions, 3_600_000);
  hourly.unref();
  return {
    admin,
    vitals,
    stop() {
      clearInterval(hourly);
      vitals.stop();
    },
  };
}
