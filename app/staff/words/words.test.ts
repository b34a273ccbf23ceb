import { describe, expect, it } from "vitest";
import { auditKinds } from "~/base/audit-kinds";
import { leadSources, leadStages } from "~/base/lead-fields";
import { permissions, staffRoles } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { vitalNames } from "~/lib/vitals/vitals.server";
import { outboxStatuses } from "../../../server/db/types";
import { admin } from "./en";
import { adminContentSchema } from "./schema";

describe("admin content", () => {
  it("parses with its schema", () => {
    expect(() => adminContentSchema.parse(admin)).not.toThrow();
  });
  it("labels every source, status and metric the backend knows", () => {
    expect(Object.keys(admin.sources).sort()).toEqual([...leadSources].sort());
    expect(Object.keys(admin.stages).sort()).toEqual([...leadStages].sort());
    expect(Object.keys(admin.outboxStatuses).sort()).toEqual([...outboxStatuses].sort());
    expect(admin.metrics.map((m) => m.name)).toEqual([...vitalNames]);
  });
  it("names every role, permission and kind of audit entry", () => {
    expect(Object.keys(admin.roles)).toEqual([...staffRoles]);
    expect(Object.keys(admin.permissionActions).sort()).toEqual([...permissions].sort());
    expect(Object.keys(admin.auditKinds).sort()).toEqual([...auditKinds].sort());
    // Every section of the header is a page that checks its permission (or none: the pictures,
    // which every role may look at, and one's account).
    expect(admin.nav.map((item) => item.permission)).toEqual([
      "dashboard.read",
      "leads.read",
      "content.edit",
      "leads.read",
      null,
      "speed.read",
      "staff.manage",
      "audit.read",
      null,
    ]);
  });
});

describe("admin sentences", () => {
  it("fill their slots, with the singular for one only", () => {
    const { showing } = admin.leadsPage;
    expect(fill(showing.other, { first: 1, last: 25, total: 27 })).toBe("Showing 1–25 of 27 leads");
    expect(fill(showing.one, { first: 1, last: 1, total: 1 })).toBe("Showing 1–1 of 1 lead");
    expect(fill(admin.email.attempts.one, { count: 1 })).toBe("1 attempt");
    expect(fill(admin.speedPage.samples.other, { count: 8 })).toBe("8 samples");
    expect(fill(admin.signIn.throttled.one, { minutes: 1 })).toContain("in 1 minute.");
    expect(fill(admin.signIn.throttled.other, { minutes: 15 })).toContain("in 15 minutes.");
    expect(fill(admin.pageTitle, { page: admin.leadsPage.title })).toBe(
      "Leads | Enquiries and site words",
    );
    // The media page after a form sent without JavaScript (server/media/routes.ts's redirect).
    expect(fill(admin.mediaPage.uploadedNotice, { uploaded: 1, refused: 0 })).toBe(
      "1 uploaded, 0 refused.",
    );
  });
  it("name the CSV file in ASCII", () => {
    expect(fill(admin.csvExport.fileName, { date: "2026-01-31" })).toBe("leads-2026-01-31.csv");
  });
});
