/**
 * Where new enquiries are emailed. An editor's words must never decide it (an editor could
 * otherwise send every lead to themselves), so it is, in order:
 *
 *   1. LEADS_NOTIFY_TO, when the operator set it;
 *   2. the owners' setting "Where new enquiries are emailed" (/admin/staff), kept in the
 *      settings table and recorded in the audit trail when it changes;
 *   3. every active owner's account email;
 *   4. with no owner account yet (a fresh install), the general email the site shipped with: the
 *      build's words, which an editor cannot change (the live, editable copy is never read).
 */
import { parseNotifyAddress } from "../../app/staff/settings/notify-address";
import type { SettingsStore, StaffStore } from "../db";
import { staffStatus } from "../db/types";

/** The settings key of the owners' choice. */
export const LEADS_NOTIFY_SETTING = "leads.notify-to";

export type LeadRecipientSource = "env" | "setting" | "owners" | "shipped";

export interface LeadRecipient {
  /** One address, or several separated by ", " (the active owners). */
  to: string;
  source: LeadRecipientSource;
}

export interface LeadRecipients {
  /** Where a notification goes now. */
  current(): Promise<LeadRecipient>;
  /** What /admin/staff shows: the env value, the owners' setting, the owners' addresses. */
  overview(): Promise<{ env: string | null; setting: string | null; owners: string[] }>;
  /** Stores an owner's choice (already validated, or null to go back to the owners). */
  set(address: string | null): Promise<{ from: string | null; to: string | null }>;
}

export function leadRecipients(options: {
  /** LEADS_NOTIFY_TO. */
  envValue: string | undefined;
  db: SettingsStore & Pick<StaffStore, "listStaff">;
  /** The general email of the shipped words (app/content/site/facts.json in the build). */
  shipped: () => string;
}): LeadRecipients {
  const { db } = options;
  const envValue = options.envValue?.trim() || null;
  const setting = async () => parseNotifyAddress(await db.getSetting(LEADS_NOTIFY_SETTING));
  const owners = async () =>
    (await db.listStaff())
      .filter((account) => account.role === "owner" && staffStatus(account) === "active")
      .map((account) => account.email);
  return {
    async current() {
      if (envValue) return { to: envValue, source: "env" };
      const chosen = await setting();
      if (chosen) return { to: chosen, source: "setting" };
      const active = await owners();
      if (active.length > 0) return { to: active.join(", "), source: "owners" };
      return { to: options.shipped(), source: "shipped" };
    },
    async overview() {
      return { env: envValue, setting: await setting(), owners: await owners() };
    },
    async set(address) {
      const from = await setting();
      await db.setSetting(LEADS_NOTIFY_SETTING, address ?? "");
      return { from, to: address };
    },
  };
}
