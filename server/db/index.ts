/**
 * The site's one database: PostgreSQL when DATABASE_URL is set, otherwise a SQLite file in
 * DATA_DIR (zero set-up). server/index.ts opens it once and hands it to every service, which
 * depends only on the kinds of data it uses:
 *
 * - leads.ts     leads (LeadStore)
 * - outbox.ts    the emails of each lead and their claims (OutboxStore)
 * - staff.ts     staff accounts and sessions (StaffStore)
 * - limits.ts    failed sign-ins and the lead rate limit's count (LimitStore)
 * - vitals.ts    web-vitals samples (VitalsStore)
 * - settings.ts  the IP-hash salt, the second factor each staff role needs (SettingsStore)
 * - content.ts   the revisions of the site's words and facts, the editor's drafts (ContentStore)
 * - notes.ts     notes on leads (LeadNoteStore)
 * - lead-events.ts  each lead's timeline (LeadEventStore)
 * - lead-replies.ts replies to a lead (on its timeline, by the outbox) and duplicate leads
 *                   (LeadReplyStore)
 * - lead-work.ts    assigning, reminders, no-answer flags and digests, once (LeadWorkStore)
 * - audit.ts     the audit trail (AuditStore)
 * - media.ts     the media library's pictures, originals included (MediaStore)
 * - arrivals.ts  how each lead's visitor arrived (ArrivalStore)
 * - visits.ts    visits counted without cookies: raw events for 48 h, daily counts (VisitStore)
 * - reports.ts   the owner's weekly report, once a week each (ReportStore)
 *
 * Each writes its statements once for both databases (sql.ts); sqlite.ts and postgres.ts run
 * them; migrations.ts is the one schema. Times are epoch milliseconds.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { type ArrivalStore, arrivalStore, arrivalTables } from "./arrivals";
import { type AuditStore, auditStore, auditTables } from "./audit";
import { type ContentStore, contentStore, contentTables } from "./content";
import { type LeadEventStore, leadEventStore, leadEventTables } from "./lead-events";
import { type LeadReplyStore, leadReplyStore } from "./lead-replies";
import { type LeadWorkStore, leadWorkStore, leadWorkTables } from "./lead-work";
import { type LeadStore, leadStore, leadTables } from "./leads";
import { type LimitStore, limitStore, limitTables } from "./limits";
import { type MediaStore, mediaStore, mediaTables } from "./media";
import { migrate, pendingMigrations } from "./migrations";
import { type LeadNoteStore, noteStore, noteTables } from "./notes";
import { type OutboxStore, outboxStore, outboxTables } from "./outbox";
import { openPostgresEngine } from "./postgres";
import type { Warn } from "./private-files";
import { type ReportStore, reportStore, reportTables } from "./reports";
import { type SettingsStore, settingsStore, settingsTables } from "./settings";
import type { Engine } from "./sql";
import { openSqliteEngine } from "./sqlite";
import { type StaffStore, staffStore, staffTables } from "./staff";
import { type VisitStore, visitStore, visitTables } from "./visits";
import { type VitalsStore, vitalsStore, vitalsTables } from "./vitals";

export type {
  ArrivalStore,
  AuditStore,
  ContentStore,
  LeadEventStore,
  LeadNoteStore,
  LeadReplyStore,
  LeadStore,
  LeadWorkStore,
  LimitStore,
  MediaStore,
  OutboxStore,
  ReportStore,
  SettingsStore,
  StaffStore,
  VisitStore,
  VitalsStore,
};

export interface SiteDatabase
  extends LeadStore,
    OutboxStore,
    StaffStore,
    LimitStore,
    VitalsStore,
    SettingsStore,
    ContentStore,
    LeadNoteStore,
    LeadEventStore,
    LeadReplyStore,
    LeadWorkStore,
    AuditStore,
    MediaStore,
    ArrivalStore,
    VisitStore,
    ReportStore {
  readonly dialect: "sqlite" | "postgres";
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer or a migration is pending (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every table of the site's data by kind, each kind's parents before its children, and the
 * kinds in an order that restores parents first (outbox rows need their leads). The schema
 * test checks that the migrations make exactly these tables (and schema_migrations).
 */
export const tablesByKind = {
  settings: settingsTables,
  leads: leadTables,
  outbox: outboxTables,
  staff: staffTables,
  notes: noteTables,
  leadEvents: leadEventTables,
  leadWork: leadWorkTables,
  limits: limitTables,
  vitals: vitalsTables,
  content: contentTables,
  audit: auditTables,
  media: mediaTables,
  arrivals: arrivalTables,
  visits: visitTables,
  reports: reportTables,
} as const;

export interface DatabaseConfig {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX?: number;
  DATA_DIR: string;
}

const warnOnStderr: Warn = (message, fields) => console.warn(message, fields);

/** Opens the configured database and applies pending migrations (closing it if they fail). */
export async function openSiteDatabase(
  config: DatabaseConfig,
  /** Told when DATA_DIR or its files had to be made private (SQLite only). */
  warn: Warn = warnOnStderr,
): Promise<SiteDatabase> {
  const engine = config.DATABASE_URL
    ? openPostgresEngine({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_MAX })
    : openSqliteEngine(path.join(config.DATA_DIR, "leads.db"), warn);
  try {
    await migrate(engine);
  } catch (error) {
    await engine.close().catch(() => {});
    throw error;
  }
  return siteDatabase(engine);
}

function siteDatabase(engine: Engine): SiteDatabase {
  return {
    dialect: engine.dialect,
    migrate: () => migrate(engine),
    async ping() {
      const pending = await pendingMigrations(engine);
      if (pending > 0) throw new Error(`${pending} migrations pending`);
    },
    close: () => engine.close(),
    ...leadStore(engine),
    ...outboxStore(engine),
    ...staffStore(engine),
    ...limitStore(engine),
    ...vitalsStore(engine),
    ...settingsStore(engine),
    ...contentStore(engine),
    ...noteStore(engine),
    ...leadEventStore(engine),
    ...leadReplyStore(engine),
    ...leadWorkStore(engine),
    ...auditStore(engine),
    ...mediaStore(engine),
    ...arrivalStore(engine),
    ...visitStore(engine),
    ...reportStore(engine),
  };
}

/**
 * The secret mixed into every client-IP hash: IP_HASH_SALT, or one generated once and kept in
 * the database, so every instance and every limit hashes an address the same way.
 */
/**
 * The settings key of the site's address as the running server was told it (SITE_URL): the
 * operator's commands, run with only the database's settings, print sign-in links with it
 * (scripts/admin-add.ts).
 */
export const SITE_URL_SETTING = "site_url";

/** Records the server's SITE_URL when it was set (not the local default), for the commands. */
export async function recordSiteUrl(db: SettingsStore, siteUrl: string | undefined) {
  if (siteUrl) await db.setSetting(SITE_URL_SETTING, siteUrl.replace(/\/+$/, ""));
}

export async function ipHashSalt(db: SettingsStore, configured: string | undefined) {
  return configured ?? (await db.ensureSetting("ip_hash_salt", randomBytes(32).toString("hex")));
}
