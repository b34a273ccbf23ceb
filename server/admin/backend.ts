/**
 * Wires the staff inbox and the web-vitals store onto the lead backend's repository, from the
 * environment. server/index.ts and the integration tests start it after startLeadBackend.
 */
import { randomBytes } from "node:crypto";
import type { LeadRepository } from "../db/types";
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
  | "IP_HASH_SALT"
  | "ADMIN_SESSION_IDLE_MINUTES"
  | "ADMIN_SESSION_MAX_HOURS"
  | "ADMIN_LOGIN_MAX_FAILURES"
  | "ADMIN_LOGIN_IP_MAX_FAILURES"
  | "ADMIN_LOGIN_WINDOW_MINUTES"
  | "VITALS_RETENTION_DAYS"
  | "VITALS_MAX_PER_MINUTE"
>;

export async function startAdminBackend(options: {
  env: AdminBackendEnv;
  logger: Logger;
  repo: LeadRepository;
}): Promise<AdminBackend> {
  const { env, logger, repo } = options;
  // The same salt as the lead service (IP_HASH_SALT, or the one kept in the database).
  const ipHashSalt =
    env.IP_HASH_SALT ?? (await repo.ensureSetting("ip_hash_salt", randomBytes(32).toString("hex")));
  const admin = createAdminService({
    repo,
    logger,
    config: {
      sessionIdleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: env.ADMIN_SESSION_MAX_HOURS * 3_600_000,
      loginMaxFailures: env.ADMIN_LOGIN_MAX_FAILURES,
      loginIpMaxFailures: env.ADMIN_LOGIN_IP_MAX_FAILURES,
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
