/**
 * Settings kept in the database and shared by every instance: the IP-hash salt, and which staff
 * roles must have a second factor (server/admin/staff.ts).
 */
import type { Engine } from "./sql";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const settingsTables = ["settings"] as const;

export interface SettingsStore {
  /** Stores `value` under `key` unless a value exists; returns the stored value. */
  ensureSetting(key: string, value: string): Promise<string>;
  getSetting(key: string): Promise<string | null>;
  /** Stores `value` under `key`, replacing any earlier value. */
  setSetting(key: string, value: string): Promise<void>;
}

export function settingsStore(db: Engine): SettingsStore {
  return {
    async ensureSetting(key, value) {
      await db.run("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING", [
        key,
        value,
      ]);
      return String((await db.get("SELECT value FROM settings WHERE key = ?", [key]))?.value);
    },

    async getSetting(key) {
      const row = await db.get("SELECT value FROM settings WHERE key = ?", [key]);
      return row ? String(row.value) : null;
    },

    async setSetting(key, value) {
      await db.run(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [key, value],
      );
    },
  };
}
