/** Settings kept in the database and shared by every instance (today: the IP-hash salt). */
import type { Engine } from "./sql";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const settingsTables = ["settings"] as const;

export interface SettingsStore {
  /** Stores `value` under `key` unless a value exists; returns the stored value. */
  ensureSetting(key: string, value: string): Promise<string>;
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
  };
}
