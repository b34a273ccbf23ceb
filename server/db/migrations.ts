/**
 * Schema migrations, one list for both databases: each step is one text, with the column types
 * that differ taken from the dialect (sql.ts). Append new steps; never edit an applied one (the
 * text may be reformatted, but the schema it makes must stay the same: a database migrated by an
 * older version is accepted as it is, tests/integration/schema.test.ts). Applied versions are
 * recorded in schema_migrations.
 */
import type { Dialect, Engine, Row } from "./sql";

export interface Migration {
  version: number;
  name: string;
  sql(dialect: Dialect): string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "leads, outbox, settings",
    sql: ({ type }) => `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at ${type.bigInteger} NOT NULL,
        updated_at ${type.bigInteger} NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('contact', 'popup', 'career', 'legacy')),
        status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled', 'spam')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        page_path TEXT,
        user_agent TEXT,
        ip_hash TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_status_created_at ON leads (status, created_at);
      CREATE INDEX leads_ip_source_created_at ON leads (ip_hash, source, created_at);
      CREATE TABLE outbox (
        id ${type.serialKey},
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('notify', 'ack')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${type.bigInteger} NOT NULL,
        locked_until ${type.bigInteger},
        last_error TEXT,
        created_at ${type.bigInteger} NOT NULL,
        sent_at ${type.bigInteger}
      );
      CREATE INDEX outbox_status_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_id ON outbox (lead_id);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: "staff accounts, sessions, failed sign-ins",
    sql: ({ type }) => `
      CREATE TABLE staff (
        id ${type.serialKey},
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at ${type.bigInteger} NOT NULL,
        updated_at ${type.bigInteger} NOT NULL
      );
      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at ${type.bigInteger} NOT NULL,
        last_seen_at ${type.bigInteger} NOT NULL,
        expires_at ${type.bigInteger} NOT NULL
      );
      CREATE INDEX staff_sessions_staff_id ON staff_sessions (staff_id);
      CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);
      CREATE TABLE login_failures (
        id ${type.rowKey},
        throttle_key TEXT NOT NULL,
        created_at ${type.bigInteger} NOT NULL
      );
      CREATE INDEX login_failures_key_created_at ON login_failures (throttle_key, created_at);
      CREATE INDEX login_failures_created_at ON login_failures (created_at);
    `,
  },
  {
    version: 3,
    name: "web vitals",
    sql: ({ type }) => `
      CREATE TABLE web_vitals (
        id ${type.rowKey},
        path TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value ${type.double} NOT NULL,
        created_at ${type.bigInteger} NOT NULL
      );
      CREATE INDEX web_vitals_created_at ON web_vitals (created_at);
    `,
  },
  {
    // A fresh random token per claim: a sender records the outcome of a send only while the
    // row still carries its token, so a sender whose lease ran out cannot overwrite the row.
    version: 4,
    name: "outbox claim token",
    sql: () => "ALTER TABLE outbox ADD COLUMN claim_token TEXT;",
  },
  {
    // The site has an English and a Hindi version; earlier leads all came from English pages.
    version: 5,
    name: "lead language",
    sql: () =>
      "ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));",
  },
  {
    // One row per page, metric, day and value bucket, counting its samples, instead of one row
    // per sample: storage no longer grows with traffic (server/db/vitals.ts). Stored samples
    // move over as they are (each value its own bucket), so no data is lost.
    version: 6,
    name: "web vitals as daily histograms",
    sql: ({ type }) => `
      CREATE TABLE web_vitals_daily (
        day INTEGER NOT NULL,
        path TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value ${type.double} NOT NULL,
        samples ${type.bigInteger} NOT NULL,
        PRIMARY KEY (day, path, name, value)
      );
      INSERT INTO web_vitals_daily (day, path, name, value, samples)
        SELECT created_at / 86400000, path, name, value, COUNT(*) FROM web_vitals
        GROUP BY created_at / 86400000, path, name, value;
      DROP TABLE web_vitals;
    `,
  },
  {
    // The site's words and facts as data (docs/decisions/0017-words-as-data.md): every revision
    // staff publish after the shipped files, the live document of each topic they changed, and
    // the launch-check items the owner confirmed as they stand (server/db/content.ts).
    version: 7,
    name: "content revisions",
    sql: ({ type }) => `
      CREATE TABLE content_revisions (
        id ${type.serialKey},
        created_at ${type.bigInteger} NOT NULL,
        author TEXT NOT NULL,
        note TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('publish', 'rollback', 'confirm')),
        based_on ${type.bigInteger} NOT NULL,
        reverts ${type.bigInteger} REFERENCES content_revisions (id),
        topics TEXT NOT NULL,
        changes TEXT NOT NULL,
        confirms TEXT NOT NULL
      );
      CREATE TABLE content_live (
        topic TEXT PRIMARY KEY,
        document TEXT NOT NULL,
        revision_id ${type.bigInteger} NOT NULL REFERENCES content_revisions (id),
        updated_at ${type.bigInteger} NOT NULL
      );
      CREATE TABLE content_confirmations (
        item TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        revision_id ${type.bigInteger} NOT NULL REFERENCES content_revisions (id),
        confirmed_by TEXT NOT NULL,
        confirmed_at ${type.bigInteger} NOT NULL
      );
    `,
  },
  {
    // Roles (every existing account was allowed everything: it becomes an owner), disabled
    // accounts, a second factor (TOTP) with recovery codes, one-time links (invitations and
    // new passwords), notes on leads, and the audit trail. The audit trail is append-only in
    // the database itself: no UPDATE, and no DELETE of an entry younger than a month (the
    // retention purge deletes older ones; AUDIT_RETENTION_DAYS is at least 30).
    // docs/decisions/0018-staff-second-factor.md.
    version: 8,
    name: "staff roles, second factor, links, lead notes, audit trail",
    sql: ({ name, type }) => `
      ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'sales'));
      ALTER TABLE staff ADD COLUMN disabled_at ${type.bigInteger};
      ALTER TABLE staff ADD COLUMN last_sign_in_at ${type.bigInteger};
      ALTER TABLE staff ADD COLUMN totp_secret TEXT;
      ALTER TABLE staff ADD COLUMN totp_last_step ${type.bigInteger};
      ALTER TABLE staff_sessions ADD COLUMN pending_until ${type.bigInteger};
      CREATE TABLE staff_links (
        id_hash TEXT PRIMARY KEY,
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')),
        created_by ${type.bigInteger},
        created_at ${type.bigInteger} NOT NULL,
        expires_at ${type.bigInteger} NOT NULL,
        used_at ${type.bigInteger}
      );
      CREATE INDEX staff_links_staff_id ON staff_links (staff_id);
      CREATE TABLE staff_recovery_codes (
        id ${type.rowKey},
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at ${type.bigInteger}
      );
      CREATE INDEX staff_recovery_codes_staff_id ON staff_recovery_codes (staff_id);
      CREATE TABLE lead_notes (
        id ${type.serialKey},
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author_id ${type.bigInteger} REFERENCES staff (id),
        body TEXT NOT NULL,
        created_at ${type.bigInteger} NOT NULL
      );
      CREATE INDEX lead_notes_lead_id ON lead_notes (lead_id, created_at);
      CREATE TABLE audit_log (
        id ${type.serialKey},
        created_at ${type.bigInteger} NOT NULL,
        actor_id ${type.bigInteger},
        actor_email TEXT,
        kind TEXT NOT NULL,
        subject TEXT,
        details TEXT,
        ip_hash TEXT
      );
      CREATE INDEX audit_log_created_at ON audit_log (created_at);
      CREATE INDEX audit_log_actor_created_at ON audit_log (actor_id, created_at);
      CREATE INDEX audit_log_kind_created_at ON audit_log (kind, created_at);
      ${name === "sqlite" ? sqliteAuditGuard : postgresAuditGuard}
      `,
  },
  {
    // The words editor's drafts (issue 40): one per topic and staff member, kept across reloads
    // and sign-outs until published or discarded, never read by the public site.
    version: 9,
    name: "content drafts",
    sql: ({ type }) => `
      CREATE TABLE content_drafts (
        topic TEXT NOT NULL,
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        document TEXT NOT NULL,
        based_on ${type.bigInteger} NOT NULL,
        updated_at ${type.bigInteger} NOT NULL,
        PRIMARY KEY (topic, staff_id)
      );
    `,
  },
  {
    // Signing in (docs/decisions/0020-sign-in-limits.md): wrong codes counted on the session
    // that waits for them (it ends after 5), the time the password was typed again on a
    // session (changing the second factor needs it within 10 minutes), holds on an account's
    // code step or password step (shared by every instance), and the one-time sign-in links
    // emailed while an account's password sign-in is held.
    version: 10,
    name: "sign-in holds, sign-in links, session re-authentication",
    sql: ({ type }) => `
      ALTER TABLE staff_sessions ADD COLUMN code_failures INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE staff_sessions ADD COLUMN reauth_at ${type.bigInteger};
      CREATE TABLE sign_in_holds (
        throttle_key TEXT PRIMARY KEY,
        started_at ${type.bigInteger} NOT NULL,
        held_until ${type.bigInteger} NOT NULL,
        level INTEGER NOT NULL
      );
      CREATE TABLE sign_in_links (
        id_hash TEXT PRIMARY KEY,
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at ${type.bigInteger} NOT NULL,
        expires_at ${type.bigInteger} NOT NULL,
        used_at ${type.bigInteger}
      );
      CREATE INDEX sign_in_links_staff_id ON sign_in_links (staff_id);
    `,
  },
  {
    // Staff changes over the shipped words (docs/decisions/0021-changes-over-shipped-words.md):
    // each live topic keeps what staff changed, field by field, with the revision they were
    // computed for (a row an older instance rewrote is computed again from its document); the
    // content migrations a release ships are recorded once they ran (app/content/engine/migrations.ts).
    version: 11,
    name: "content changes over shipped words, content migrations",
    sql: ({ type }) => `
      ALTER TABLE content_live ADD COLUMN changes TEXT;
      CREATE TABLE content_migrations (
        id TEXT PRIMARY KEY,
        ran_at ${type.bigInteger} NOT NULL,
        revision_id ${type.bigInteger} REFERENCES content_revisions (id)
      );
    `,
  },
  {
    // The editor's record of each topic's fields (server/content/field-record.ts): which English
    // a Hindi field was written against, folded in up to a revision, so a page or an autosave
    // reads one row instead of walking every revision. Filled from the existing history by the
    // first read after this step (the fold needs the application's diff, not SQL), then kept up.
    version: 12,
    name: "content field record",
    sql: ({ type }) => `
      CREATE TABLE content_field_record (
        topic TEXT PRIMARY KEY,
        up_to ${type.bigInteger} NOT NULL,
        record TEXT NOT NULL
      );
    `,
  },
  {
    // The agency's own pictures (issue 52, docs/decisions/0022-pictures-in-the-database.md):
    // each original kept whole in the database (so every instance serves every picture and the
    // backups carry them), named by its SHA-256 (the same file uploaded twice is one item), with
    // its type and size after orientation as the upload check read them, who uploaded it and
    // when, and the focal point every crop keeps in view (0..1 from the left and the top).
    version: 13,
    name: "media library",
    sql: ({ name, type }) => `
      CREATE TABLE media (
        id ${type.serialKey},
        hash TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL CHECK (type IN ('jpeg', 'png', 'webp', 'avif')),
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0),
        bytes ${type.bigInteger} NOT NULL,
        file_name TEXT NOT NULL,
        uploaded_by ${type.bigInteger} REFERENCES staff (id) ON DELETE SET NULL,
        uploaded_at ${type.bigInteger} NOT NULL,
        focal_x ${type.double} NOT NULL DEFAULT 0.5 CHECK (focal_x >= 0 AND focal_x <= 1),
        focal_y ${type.double} NOT NULL DEFAULT 0.5 CHECK (focal_y >= 0 AND focal_y <= 1),
        data ${name === "sqlite" ? "BLOB" : "BYTEA"} NOT NULL
      );
      CREATE INDEX media_uploaded_at ON media (uploaded_at);
    `,
  },
  {
    // Every lead worked to an answer (issue 54, docs/decisions/0023-lead-stages.md): a stage
    // instead of the old status (new → new, handled → contacted, spam → spam; the status column
    // goes, so there is one way to say where a lead stands), the reason a lost lead was lost,
    // the staff member who owns it and since when, the next follow-up, the first answer, and a
    // timeline of everything that happened to it (detail is JSON text). The owner's foreign key
    // sets null when an account is deleted: the lead becomes unassigned, never lost.
    version: 14,
    name: "lead work",
    sql: ({ type }) => `
      ALTER TABLE leads ADD COLUMN stage TEXT NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam'));
      UPDATE leads SET stage = CASE status WHEN 'handled' THEN 'contacted' WHEN 'spam' THEN 'spam' ELSE 'new' END;
      DROP INDEX leads_status_created_at;
      ALTER TABLE leads DROP COLUMN status;
      ALTER TABLE leads ADD COLUMN lost_reason TEXT;
      ALTER TABLE leads ADD COLUMN owner_id ${type.bigInteger} REFERENCES staff (id) ON DELETE SET NULL;
      ALTER TABLE leads ADD COLUMN follow_up_at ${type.bigInteger};
      ALTER TABLE leads ADD COLUMN assigned_at ${type.bigInteger};
      ALTER TABLE leads ADD COLUMN first_answer_at ${type.bigInteger};
      CREATE INDEX leads_stage_created_at ON leads (stage, created_at);
      CREATE INDEX leads_owner_follow_up ON leads (owner_id, follow_up_at);
      CREATE INDEX leads_follow_up_at ON leads (follow_up_at);
      CREATE TABLE lead_events (
        id ${type.serialKey},
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        at ${type.bigInteger} NOT NULL,
        actor_id ${type.bigInteger} REFERENCES staff (id) ON DELETE SET NULL,
        kind TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX lead_events_lead_at ON lead_events (lead_id, at);
      CREATE INDEX lead_events_kind_at ON lead_events (kind, at);
    `,
  },
  {
    // Replies from the lead's page (issue 54): a reply is a timeline row (lead_events, kind
    // "reply") whose once_key, random per reply box shown, makes a double tap or a re-sent form
    // record it once; an email reply is an outbox row of kind "reply" pointing at that row (its
    // text, subject and Reply-To). SQLite cannot change a CHECK in place, so it copies the outbox
    // into a table of the same shape with the new kind and column (ids, claims and all kept);
    // PostgreSQL swaps the constraint.
    version: 15,
    name: "lead replies",
    sql: ({ name, type }) => `
      ALTER TABLE lead_events ADD COLUMN once_key TEXT;
      CREATE UNIQUE INDEX lead_events_once_key ON lead_events (lead_id, once_key);
      ${
        name === "sqlite"
          ? `CREATE TABLE outbox_new (
        id ${type.serialKey},
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('notify', 'ack', 'reply')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${type.bigInteger} NOT NULL,
        locked_until ${type.bigInteger},
        last_error TEXT,
        created_at ${type.bigInteger} NOT NULL,
        sent_at ${type.bigInteger},
        claim_token TEXT,
        event_id ${type.bigInteger} REFERENCES lead_events (id) ON DELETE CASCADE
      );
      INSERT INTO outbox_new (id, lead_id, kind, recipient, status, attempts, next_attempt_at,
          locked_until, last_error, created_at, sent_at, claim_token)
        SELECT id, lead_id, kind, recipient, status, attempts, next_attempt_at, locked_until,
          last_error, created_at, sent_at, claim_token FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_new RENAME TO outbox;
      CREATE INDEX outbox_status_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_id ON outbox (lead_id);`
          : `ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('notify', 'ack', 'reply'));
      ALTER TABLE outbox ADD COLUMN event_id ${type.bigInteger} REFERENCES lead_events (id) ON DELETE CASCADE;`
      }
      CREATE INDEX outbox_event_id ON outbox (event_id);
    `,
  },
  {
    // Reading the enquiries is a permission an owner gives an editor (issue 53): an editor's
    // work is the site's words, and the leads are people's names, phones and messages. No
    // editor reads them until an owner ticks it on the staff page (0: not given).
    version: 16,
    name: "editors read leads when given",
    sql: () => `
      ALTER TABLE staff ADD COLUMN reads_leads INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    // Reminders of lead work (issue 54): an email to staff about a lead goes through the outbox
    // as a "notify" row whose `about` says which (assigned, reminder, no-answer, digest); each
    // lead remembers the follow-up it was reminded of and when it was flagged for no answer,
    // and each staff member's morning digest is one row a day, so every instance's worker
    // queues each email once (the guarded write is the claim). Numbered 17: 15 and 16 are other
    // branches' steps (issue 54's replies), and this step touches nothing of theirs.
    version: 17,
    name: "lead reminders",
    sql: ({ type }) => `
      ALTER TABLE outbox ADD COLUMN about TEXT;
      ALTER TABLE leads ADD COLUMN reminded_for ${type.bigInteger};
      ALTER TABLE leads ADD COLUMN no_answer_at ${type.bigInteger};
      CREATE TABLE lead_digests (
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        sent_at ${type.bigInteger} NOT NULL,
        PRIMARY KEY (staff_id, day)
      );
    `,
  },
  {
    // Where clients come from (issue 55, server/db/arrivals.ts and visits.ts). How each lead's
    // visitor arrived, in a table of its own beside the lead (deleted with it); the visits
    // counted without cookies: a visit's raw events for at most 48 hours, each with a daily
    // salted hash of address and user agent, the day's salt in a table of its own (deleted the
    // next day, never beside the counts), and the daily counts, bounded per day. Numbered 18:
    // 14 to 17 are issue 53's and 54's steps, and this step touches nothing of theirs.
    version: 18,
    name: "lead arrivals, visit counts",
    sql: ({ type }) => `
      CREATE TABLE lead_arrivals (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        landing TEXT NOT NULL,
        referrer TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        paid TEXT NOT NULL,
        source TEXT NOT NULL,
        channel TEXT NOT NULL,
        device TEXT NOT NULL,
        from_browser INTEGER NOT NULL
      );
      CREATE INDEX lead_arrivals_channel ON lead_arrivals (channel);
      CREATE TABLE visit_events (
        day INTEGER NOT NULL,
        visitor TEXT NOT NULL,
        path TEXT NOT NULL,
        landing INTEGER NOT NULL,
        source TEXT NOT NULL,
        language TEXT NOT NULL
      );
      CREATE INDEX visit_events_day ON visit_events (day);
      CREATE TABLE visit_salts (day ${type.bigInteger} NOT NULL UNIQUE, salt TEXT NOT NULL);
      CREATE TABLE visits_daily (
        day INTEGER NOT NULL,
        dimension TEXT NOT NULL,
        value TEXT NOT NULL,
        views ${type.bigInteger} NOT NULL,
        visitors ${type.bigInteger} NOT NULL,
        PRIMARY KEY (day, dimension, value)
      );
      CREATE TABLE visits_rolled (
        day ${type.bigInteger} NOT NULL UNIQUE,
        rolled_at ${type.bigInteger} NOT NULL
      );
    `,
  },
  {
    // The owner's weekly report (issue 55). The report is an outbox
    // row of kind "report" that belongs to no lead (lead_id NULL) and names its week; each
    // owner's report of a week is one row of weekly_reports, so however many instances run the
    // report worker (server/reports/weekly.ts), it is queued once. SQLite cannot drop a NOT NULL
    // or change a CHECK in place, so it copies the outbox into a table of the new shape (ids,
    // claims and all kept), as step 15 did; PostgreSQL alters it.
    version: 19,
    name: "weekly reports",
    sql: ({ name, type }) => `
      ${
        name === "sqlite"
          ? `CREATE TABLE outbox_new (
        id ${type.serialKey},
        lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('notify', 'ack', 'reply', 'report')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${type.bigInteger} NOT NULL,
        locked_until ${type.bigInteger},
        last_error TEXT,
        created_at ${type.bigInteger} NOT NULL,
        sent_at ${type.bigInteger},
        claim_token TEXT,
        event_id ${type.bigInteger} REFERENCES lead_events (id) ON DELETE CASCADE,
        about TEXT,
        report_week TEXT
      );
      INSERT INTO outbox_new (id, lead_id, kind, recipient, status, attempts, next_attempt_at,
          locked_until, last_error, created_at, sent_at, claim_token, event_id, about)
        SELECT id, lead_id, kind, recipient, status, attempts, next_attempt_at, locked_until,
          last_error, created_at, sent_at, claim_token, event_id, about FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_new RENAME TO outbox;
      CREATE INDEX outbox_status_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_id ON outbox (lead_id);
      CREATE INDEX outbox_event_id ON outbox (event_id);`
          : `ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('notify', 'ack', 'reply', 'report'));
      ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
      ALTER TABLE outbox ADD COLUMN report_week TEXT;`
      }
      CREATE TABLE weekly_reports (
        staff_id ${type.bigInteger} NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        week TEXT NOT NULL,
        queued_at ${type.bigInteger} NOT NULL,
        PRIMARY KEY (staff_id, week)
      );
      `,
  },
  {
    // A note on a lead is written once per note box shown (issue 53): the box carries a random
    // once_key, so a double tap or a re-sent form finds the first note instead of adding a
    // second. Older notes have none (NULL never collides). Numbered 20: 19 is another branch's.
    version: 20,
    name: "lead notes once",
    sql: () => `
      ALTER TABLE lead_notes ADD COLUMN once_key TEXT;
      CREATE UNIQUE INDEX lead_notes_once_key ON lead_notes (lead_id, once_key);
    `,
  },
];

/** A month (30 × 24 h) in milliseconds: an audit entry younger than this cannot be deleted. */
const AUDIT_GUARD_MS = 30 * 86_400_000;

const sqliteAuditGuard = `
  CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
  CREATE TRIGGER audit_log_no_early_delete BEFORE DELETE ON audit_log
  WHEN OLD.created_at > CAST(unixepoch('subsec') * 1000 AS INTEGER) - ${AUDIT_GUARD_MS}
  BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only: entries younger than a month cannot be deleted'); END;
`;

const postgresAuditGuard = `
  CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.created_at <= (extract(epoch from statement_timestamp()) * 1000)::bigint - ${AUDIT_GUARD_MS} THEN
        RETURN OLD;
      END IF;
    END IF;
    RAISE EXCEPTION 'the audit trail is append-only: % refused', TG_OP;
  END;
  $$;
  CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
  CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
`;

/**
 * Any constant; it names this application's migration lock among PostgreSQL's advisory locks.
 * Kept from the first version, so instances of an older version and of this one, starting
 * together, still migrate one at a time.
 */
const MIGRATION_LOCK = 3_141_592_653;

/**
 * Applies the pending migrations in one transaction. Safe when several instances start at once:
 * SQLite takes the write lock first, PostgreSQL the migration lock, and each then reads what is
 * already applied.
 */
export async function migrate(engine: Engine): Promise<void> {
  const createTable = `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${engine.sql.type.bigInteger} NOT NULL)`;
  const readApplied = "SELECT version FROM schema_migrations";
  const pending = (applied: Row[]) => {
    const versions = new Set(applied.map((row) => Number(row.version)));
    return migrations.filter((migration) => !versions.has(migration.version));
  };
  const record = "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)";
  const recorded = (migration: Migration) => [migration.version, migration.name, Date.now()];

  if (engine.dialect === "sqlite") {
    engine.immediate((sync) => {
      sync.exec(createTable);
      for (const migration of pending(sync.all(readApplied))) {
        sync.exec(migration.sql(engine.sql));
        sync.run(record, recorded(migration));
      }
    });
    return;
  }
  await engine.exclusive([MIGRATION_LOCK], async (transaction) => {
    await transaction.exec(createTable);
    for (const migration of pending(await transaction.all(readApplied))) {
      await transaction.exec(migration.sql(engine.sql));
      await transaction.run(record, recorded(migration));
    }
  });
}

/** How many migrations this code knows that the database has not applied (for /readyz). */
export async function pendingMigrations(engine: Engine): Promise<number> {
  const applied = new Set(
    (await engine.all("SELECT version FROM schema_migrations")).map((row) => Number(row.version)),
  );
  return migrations.filter((migration) => !applied.has(migration.version)).length;
}
