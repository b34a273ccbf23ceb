import { describe, expect, it } from "vitest";
import type { StaffAccount } from "../db/types";
import { LEADS_NOTIFY_SETTING, leadRecipients } from "./notify-to";

function account(email: string, role: StaffAccount["role"], disabled = false): StaffAccount {
  return {
    email,
    role,
    passwordHash: "scrypt$x",
    disabledAt: disabled ? 1 : null,
  } as StaffAccount;
}

function store(staff: StaffAccount[], setting: string | null = null) {
  const settings = new Map<string, string>(setting ? [[LEADS_NOTIFY_SETTING, setting]] : []);
  return {
    listStaff: async () => staff,
    getSetting: async (key: string) => settings.get(key) ?? null,
    setSetting: async (key: string, value: string) => void settings.set(key, value),
    ensureSetting: async (key: string, value: string) => settings.get(key) ?? value,
  };
}

const shipped = () => "hello@agency.example";

describe("where lead notifications go", () => {
  const staff = [
    account("a@agency.in", "owner"),
    account("b@agency.in", "owner", true),
    account("e@agency.in", "editor"),
    account("c@agency.in", "owner"),
  ];

  it("LEADS_NOTIFY_TO first, then the owners' setting, then the active owners, then the shipped email", async () => {
    const db = store(staff, "leads@agency.in");
    expect(await leadRecipients({ envValue: "ops@agency.in", db, shipped }).current()).toEqual({
      to: "ops@agency.in",
      source: "env",
    });
    expect(await leadRecipients({ envValue: undefined, db, shipped }).current()).toEqual({
      to: "leads@agency.in",
      source: "setting",
    });
    expect(
      await leadRecipients({ envValue: undefined, db: store(staff), shipped }).current(),
    ).toEqual({ to: "a@agency.in, c@agency.in", source: "owners" });
    expect(
      await leadRecipients({
        envValue: "",
        db: store([account("e@agency.in", "editor")]),
        shipped,
      }).current(),
    ).toEqual({ to: "hello@agency.example", source: "shipped" });
  });

  it("a stored value that is no single address is ignored", async () => {
    const db = store(staff, "a@b.in, evil@x.in");
    expect((await leadRecipients({ envValue: undefined, db, shipped }).current()).source).toBe(
      "owners",
    );
  });
});
