/**
 * The site's one database: leads and their outbox, staff accounts and sessions, failed
 * sign-ins and web-vitals samples. PostgreSQL when DATABASE_URL is set, otherwise a SQLite file
 * in DATA_DIR (zero set-up). server/index.ts opens it once and hands it to every service.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { openPostgresDatabase } from "./postgres";
import type { Warn } from "./private-files";
import { openSqliteDatabase } from "./sqlite";
import type { SiteDatabase } from "./types";

export type { SiteDatabase } from "./types";

/** Opens the configured database and applies pending migrations (closing it if they fail). */
export async function openSiteDatabase(
  config: DatabaseConfig,
  /** Told when DATA_DIR or its files had to be made private (SQLite only). */
  warn?: Warn,
): Promise<SiteDatabase> {
  const db = connect(config, warn);
  try {
    await db.migrate();
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

/**
 * The secret mixed into every client-IP hash: IP_HASH_SALT, or one generated once and kept in
 * the database, so every instance and every limit hashes an address the same way.
 */
export async function ipHashSalt(db: SiteDatabase, configured: string | undefined) {
  return configured ?? (await db.ensureSetting("ip_hash_salt", randomBytes(32).toString("hex")));
}

export interface DatabaseConfig {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX?: number;
  DATA_DIR: string;
}

function connect(config: DatabaseConfig, warn?: Warn): SiteDatabase {
  if (config.DATABASE_URL) {
    return openPostgresDatabase({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_MAX,
    });
  }
  return openSqliteDatabase(path.join(config.DATA_DIR, "leads.db"), { warn });
}
