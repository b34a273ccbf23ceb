/**
 * Opens the configured store: PostgreSQL when DATABASE_URL is set, otherwise a SQLite file in
 * DATA_DIR (zero set-up). Callers run migrate() before use.
 */
import path from "node:path";
import { openPostgresRepository } from "./postgres";
import type { Warn } from "./private-files";
import { openSqliteRepository } from "./sqlite";
import type { LeadRepository } from "./types";

export type { LeadRepository } from "./types";

export interface DatabaseConfig {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX?: number;
  DATA_DIR: string;
}

export function openRepository(
  config: DatabaseConfig,
  /** Told when DATA_DIR or its files had to be made private (SQLite only). */
  warn?: Warn,
): LeadRepository {
  if (config.DATABASE_URL) {
    return openPostgresRepository({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_MAX,
    });
  }
  return openSqliteRepository(path.join(config.DATA_DIR, "leads.db"), { warn });
}
