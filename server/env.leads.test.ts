import { describe, expect, it } from "vitest";
import { dictionary } from "../app/content/engine/shipped";
import { parseEnv } from "./env";
import { defaultSender } from "./mail/templates";

const site = dictionary("en").siteFacts;

describe("lead environment variables", () => {
  it("has safe defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      LEADS_ACK_EMAIL: false,
      LEAD_RETENTION_DAYS: 730,
      LEADS_RATE_LIMIT_MAX: 5,
      LEADS_RATE_LIMIT_WINDOW_MS: 600_000,
      LEADS_MIN_FILL_MS: 1500,
      LEADS_BODY_LIMIT_BYTES: 16_384,
      MAIL_LEASE_MS: 120_000,
      MAIL_SEND_DEADLINE_MS: 60_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    // Unset: the lead backend takes them from the agency's published facts.
    expect(env.LEADS_NOTIFY_TO).toBeUndefined();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(defaultSender(site)).toEqual({
      name: `${site.brandName} website`,
      address: `no-reply@${site.domain}`,
    });
  });

  it("treats empty values as unset and rejects bad ones by name", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ IP_HASH_SALT: "short" })).toThrow(/IP_HASH_SALT/);
    expect(() => parseEnv({ LEADS_RATE_LIMIT_MAX: "-1" })).toThrow(/LEADS_RATE_LIMIT_MAX/);
    expect(parseEnv({ LEADS_ACK_EMAIL: "true" }).LEADS_ACK_EMAIL).toBe(true);
  });

  it("keeps the send deadline within half the lease, naming both variables", () => {
    expect(parseEnv({ MAIL_LEASE_MS: "3000", MAIL_SEND_DEADLINE_MS: "1500" })).toMatchObject({
      MAIL_LEASE_MS: 3000,
      MAIL_SEND_DEADLINE_MS: 1500,
    });
    for (const deadline of ["1501", "3000", "200000"]) {
      expect(() => parseEnv({ MAIL_LEASE_MS: "3000", MAIL_SEND_DEADLINE_MS: deadline })).toThrow(
        /MAIL_SEND_DEADLINE_MS: must be at most half of MAIL_LEASE_MS \(3000\)/,
      );
    }
    // The default deadline fits whatever lease was chosen (deployments that set only the lease).
    expect(parseEnv({ MAIL_LEASE_MS: "5000" }).MAIL_SEND_DEADLINE_MS).toBe(2500);
  });
});
