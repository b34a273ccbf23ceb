import { describe, expect, it } from "vitest";
import { dictionary } from "~/content/engine/shipped";
import { appliedRoleTitle, roleIdsByTitleKey, roleTitleKey } from "./applied-role";

const careerRoles = dictionary("en").careers.careerRoles;
const careerRolesHi = dictionary("hi").careers.careerRoles;
const keys = roleIdsByTitleKey([careerRoles, careerRolesHi]);

describe("appliedRoleTitle", () => {
  it("finds a role by its id, titled in the page's language", () => {
    expect(appliedRoleTitle("php-developer", careerRoles, keys)).toBe("PHP Developer");
    const hindi = careerRolesHi.find((role) => role.id === "php-developer")?.title;
    expect(appliedRoleTitle("php-developer", careerRolesHi, keys)).toBe(hindi);
  });

  it("finds a role named by its title in either language (older links)", () => {
    const [first] = careerRoles;
    const [firstHi] = careerRolesHi;
    expect(appliedRoleTitle(first?.title, careerRolesHi, keys)).toBe(firstHi?.title);
    expect(appliedRoleTitle(firstHi?.title, careerRoles, keys)).toBe(first?.title);
    expect(appliedRoleTitle(first?.title, careerRoles, keys)).toBe(first?.title);
  });

  it("shows other text as it is, cut to 80 characters, and nothing for an empty role", () => {
    expect(appliedRoleTitle("Intern", careerRoles, keys)).toBe("Intern");
    expect(appliedRoleTitle("x".repeat(100), careerRoles, keys)).toHaveLength(80);
    expect(appliedRoleTitle("  ", careerRoles, keys)).toBeUndefined();
    expect(appliedRoleTitle(null, careerRoles, keys)).toBeUndefined();
  });
});

describe("roleTitleKey", () => {
  it("gives every title of both languages its own key, and carries none of their words", () => {
    const titles = [...careerRoles, ...careerRolesHi].map((role) => role.title);
    expect(Object.keys(keys)).toHaveLength(titles.length);
    for (const key of Object.keys(keys)) expect(key).toMatch(/^[0-9a-z]{1,7}$/);
    expect(roleTitleKey(" PHP Developer ")).toBe(roleTitleKey("PHP Developer"));
  });
});
