/**
 * Schema migrations, one list for both databases: each step has its SQLite and its PostgreSQL
 * text, the same version number and the same tables and columns. Append new steps; never edit
 * an applied one. Applied versions are recorded in schema_migrations.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "leads, outbox, settings",
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
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
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('notify', 'ack')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER
      );
      CREATE INDEX outbox_status_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_id ON outbox (lead_id);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
    postgres: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
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
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('notify', 'ack')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_until BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        sent_at BIGINT
      );
      CREATE INDEX outbox_status_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_id ON outbox (lead_id);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: "staff accounts, sessions, failed sign-ins",
    sqlite: `
      CREATE TABLE staff (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX staff_sessions_staff_id ON staff_sessions (staff_id);
      CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        throttle_key TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_key_created_at ON login_failures (throttle_key, created_at);
      CREATE INDEX login_failures_created_at ON login_failures (created_at);
    `,
    postgres: `
      CREATE TABLE staff (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        staff_id BIGINT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX staff_sessions_staff_id ON staff_sessions (staff_id);
      CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);
      CREATE TABLE login_failures (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        throttle_key TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX login_failures_key_created_at ON login_failures (throttle_key, created_at);
      CREATE INDEX login_failures_created_at ON login_failures (created_at);
    `,
  },
  {
    version: 3,
    name: "web vitals",
    sqlite: `
      CREATE TABLE web_vitals (
        id INTEGER PRIMARY KEY,
        path TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value REAL NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX web_vitals_created_at ON web_vitals (created_at);
    `,
    postgres: `
      CREATE TABLE web_vitals (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        path TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value DOUBLE PRECISION NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX web_vitals_created_at ON web_vitals (created_at);
    `,
  },
  {
    // A fresh random token per claim: a sender records the outcome of a send only while the
    // row still carries its token, so a sender whose lease ran out cannot overwrite the row.
    version: 4,
    name: "outbox claim token",
    sqlite: "ALTER TABLE outbox ADD COLUMN claim_token TEXT;",
    postgres: "ALTER TABLE outbox ADD COLUMN claim_token TEXT;",
  },
  {
    // The site has an English and a Hindi version; earlier leads all came from English pages.
    version: 5,
    name: "lead language",
    sqlite:
      "ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));",
    postgres:
      "ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));",
  },
];
