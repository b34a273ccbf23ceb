import { describe, expect, it } from "vitest";
import { admin } from "../../app/staff/words";
import { accountChangeMail, signInLinkMail } from "./account-emails";
import { oneLine } from "./templates";

const base = {
  to: "ravi@agency.example",
  from: "Stackwise Digital website <no-reply@stackwise.example>",
  siteUrl: "https://stackwise.example",
  at: Date.UTC(2026, 11, 2, 4, 30),
  id: "abc123",
};

describe("account emails", () => {
  it("say what changed, when (India time), and where to look", () => {
    const mail = accountChangeMail({ ...base, change: "password", brand: "Stackwise Digital" });
    expect(mail.subject).toBe("Your Stackwise Digital staff account changed");
    expect(mail.text).toContain(admin.accountEmails.changes.password);
    expect(mail.text).toContain("When: 2 Dec 2026, 10:00 am IST");
    expect(mail.text).toContain("https://stackwise.example/admin/account");
    expect(mail.messageId).toBe("<staff-account-abc123@stackwise.example>");
    const role = accountChangeMail({ ...base, change: "role", detail: "Sales", brand: "S" });
    expect(role.text).toContain("The role of your staff account is now: Sales.");
  });

  it("never let an edited brand start a header line or reorder the subject", () => {
    const brand = "Evil\r\nBcc: everyone@example.com\u2028\u202e";
    const mail = accountChangeMail({ ...base, change: "second-factor-off", brand });
    const link = signInLinkMail({ ...base, url: "https://x/y", brand, minutes: 15 });
    for (const subject of [mail.subject, link.subject]) {
      expect(subject).not.toMatch(/[\r\n\u2028\u202e]/);
      expect(subject).toContain("Evil Bcc: everyone@example.com");
    }
    expect(oneLine(" a\tb\u0000c \n")).toBe("a b c");
  });

  it("give the sign-in link and how long it works", () => {
    const mail = signInLinkMail({
      ...base,
      url: "https://stackwise.example/admin/login/link/TOKEN",
      brand: "Stackwise Digital",
      minutes: 15,
    });
    expect(mail.text).toContain("https://stackwise.example/admin/login/link/TOKEN");
    expect(mail.text).toContain("it works once, for 15 minutes");
  });
});
