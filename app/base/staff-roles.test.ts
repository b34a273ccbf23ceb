import { describe, expect, it } from "vitest";
import { can, decide, permissions, rolePermissions, staffRoles } from "./staff-roles";

const holder = (role: (typeof staffRoles)[number], secondFactor = false, required = false) => ({
  role,
  secondFactor,
  secondFactorRequired: required,
});

describe("staff roles", () => {
  it("give each role what the issue says, and nothing else", () => {
    expect([...rolePermissions.owner].sort()).toEqual([...permissions].sort());
    // Issue 53: an editor's role is the site's words; reading the enquiries is given per person.
    expect([...rolePermissions.editor].sort()).toEqual([
      "content.edit",
      "content.publish",
      "speed.read",
    ]);
    expect([...rolePermissions.sales].sort()).toEqual([
      "dashboard.read",
      "leads.delete",
      "leads.export",
      "leads.read",
      "leads.write",
      "speed.read",
    ]);
    for (const role of ["editor", "sales"] as const) {
      expect(can(holder(role), "staff.manage"), role).toBe(false);
      expect(can(holder(role), "audit.read"), role).toBe(false);
    }
    expect(can(holder("sales"), "content.edit")).toBe(false);
    expect(can(holder("sales"), "content.publish")).toBe(false);
    expect(can(holder("editor"), "leads.write")).toBe(false);
    expect(can(holder("editor"), "leads.export")).toBe(false);
    expect(can(holder("editor"), "leads.delete")).toBe(false);
    // Issue 54: sales work their own and unassigned leads; only owners give leads to people.
    expect(can(holder("sales"), "leads.all")).toBe(false);
    for (const role of ["editor", "sales"] as const)
      expect(can(holder(role), "leads.assign"), role).toBe(false);
  });

  it("hold back publishing and staff management until a required second factor is set", () => {
    expect(decide(holder("owner", false, true), "staff.manage")).toBe("second-factor");
    expect(decide(holder("owner", false, true), "content.publish")).toBe("second-factor");
    // Everything else keeps working meanwhile.
    expect(decide(holder("owner", false, true), "leads.delete")).toBe("allowed");
    expect(decide(holder("owner", false, true), "content.edit")).toBe("allowed");
    expect(decide(holder("owner", true, true), "staff.manage")).toBe("allowed");
    expect(decide(holder("editor", false, true), "content.publish")).toBe("second-factor");
    // A role never allowed something is refused for its role, second factor or not.
    expect(decide(holder("editor", true, true), "staff.manage")).toBe("role");
    expect(decide(holder("sales", false, true), "content.publish")).toBe("role");
    expect(decide(holder("sales", false, true), "leads.write")).toBe("allowed");
  });

  it("lets an editor read the enquiries only when an owner gives it, and nothing more with it", () => {
    expect(can(holder("editor"), "leads.read")).toBe(false);
    const given = { ...holder("editor"), readsLeads: true };
    expect(can(given, "leads.read")).toBe(true);
    expect(can(given, "leads.all")).toBe(true);
    for (const permission of [
      "leads.write",
      "leads.export",
      "leads.delete",
      "leads.assign",
    ] as const)
      expect(can(given, permission), permission).toBe(false);
    // Given to another role, it gives nothing that role does not have.
    expect(can({ ...holder("sales"), readsLeads: true }, "leads.all")).toBe(false);
  });

  it("knows no other role", () => {
    expect(staffRoles).toEqual(["owner", "editor", "sales"]);
  });
});
