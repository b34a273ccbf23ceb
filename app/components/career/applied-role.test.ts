import { describe, expect, it } from "vitest";
import { careerRoles } from "~/content/careers";
import { careerRoles as careerRolesHi } from "~/content/hi/careers";
import { appliedRoleTitle } from "./applied-role";

describe("appliedRoleTitle", () => {
  it("finds a role by its id, titled in the page's language", () => {
    expect(appliedRoleTitle("php-developer", careerRoles)).toBe("PHP Developer");
    const hindi = careerRolesHi.find((role) => role.id === "php-developer")?.title;
    expect(appliedRoleTitle("php-developer", careerRolesHi)).toBe(hindi);
  });

  it("finds a role named by its title in either language (older links)", () => {
    const [first] = careerRoles;
    const [firstHi] = careerRolesHi;
    expect(appliedRoleTitle(first?.title, careerRolesHi)).toBe(firstHi?.title);
    expect(appliedRoleTitle(firstHi?.title, careerRoles)).toBe(first?.title);
  });

  it("shows other text as it is, cut to 80 characters, and nothing for an empty role", () => {
    expect(appliedRoleTitle("Intern", careerRoles)).toBe("Intern");
    expect(appliedRoleTitle("x".repeat(100), careerRoles)).toHaveLength(80);
    expect(appliedRoleTitle("  ", careerRoles)).toBeUndefined();
    expect(appliedRoleTitle(null, careerRoles)).toBeUndefined();
  });
});
