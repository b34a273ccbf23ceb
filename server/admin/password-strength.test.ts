import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "./password-strength";

const person = { email: "ravi.kumar@agency.example", brand: "Stackwise Digital" };

describe("new passwords", () => {
  it("refuses common and patterned ones with the estimator's reason", async () => {
    expect(await checkPasswordStrength("Password123456", person)).toMatchObject({
      ok: false,
      problem: "weak",
      reason: "This is similar to a commonly used password.",
    });
    expect(await checkPasswordStrength("aaaaaaaaaaaaaa", person)).toMatchObject({
      ok: false,
      problem: "weak",
    });
  });

  it("refuses the email's name or the brand in any case or spacing", async () => {
    expect(await checkPasswordStrength("Ravi.Kumar-loves-mangoes", person)).toEqual({
      ok: false,
      problem: "contains-email",
    });
    expect(await checkPasswordStrength("I work at STACK WISE digital!", person)).toEqual({
      ok: false,
      problem: "contains-brand",
    });
  });

  it("takes a few unrelated words", async () => {
    expect(await checkPasswordStrength("correct horse battery staple", person)).toMatchObject({
      ok: true,
    });
    expect(await checkPasswordStrength("tiger lamp orbit cello", person)).toMatchObject({
      ok: true,
    });
  });
});
