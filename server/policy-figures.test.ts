/**
 * The privacy policy states how long data is kept; the server's settings and the backup timer
 * decide it. The policy's figures are facts of the policies topic (app/content/policies/
 * facts.json), listed by launch-check until the owner confirms that production matches; this
 * test fails when a default here and the policy's figure part ways, so the two are changed
 * together.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shippedDocuments } from "../app/content/engine/content";
import { dictionary } from "../app/content/engine/shipped";
import { parseEnv } from "./env";

const root = path.resolve(import.meta.dirname, "..");
const facts = shippedDocuments().policies.facts;
const defaults = parseEnv({});

describe("the privacy policy's figures", () => {
  it("are the server's defaults: how long leads and page-speed figures are kept", () => {
    expect(facts.leadRetentionDays).toBe(defaults.LEAD_RETENTION_DAYS);
    expect(facts.vitalsRetentionDays).toBe(defaults.VITALS_RETENTION_DAYS);
  });

  it("are the backup timer's: how long each daily backup is kept", () => {
    const unit = readFileSync(path.join(root, "deploy/agency-site-backup.service"), "utf8");
    const kept = unit.match(/-mtime \+(\d+) -delete/)?.[1];
    expect(Number(kept)).toBe(facts.backupDays);
    const timer = readFileSync(path.join(root, "deploy/agency-site-backup.timer"), "utf8");
    // Every day.
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* /m);
  });

  it("are what the privacy page says, in both languages", () => {
    const page = (locale: "en" | "hi") =>
      JSON.stringify(dictionary(locale).policies.policies["/privacy-policy"]);
    expect(page("en")).toContain(`${defaults.LEAD_RETENTION_DAYS} days`);
    expect(page("en")).toContain(`${defaults.VITALS_RETENTION_DAYS} days`);
    expect(page("hi")).toContain(`${defaults.LEAD_RETENTION_DAYS} दिन`);
    expect(page("hi")).toContain(`${defaults.VITALS_RETENTION_DAYS} दिन`);
  });
});
