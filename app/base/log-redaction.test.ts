import { describe, expect, it } from "vitest";
import { REDACTED, redactedErrorText, redactSecrets } from "./log-redaction";

const token = "Zq3vN8x2LmP0aB7cD9eF1gH4iJ6kL5mN7oP8qR2sT3u";

describe("redactSecrets", () => {
  it("takes a one-time link's token out of a path, a URL or a JSON log line", () => {
    expect(redactSecrets(`/admin/set-password/${token}`)).toBe(`/admin/set-password/${REDACTED}`);
    expect(redactSecrets(`https://agency.example/admin/set-password/${token}?a=1`)).toBe(
      `https://agency.example/admin/set-password/${REDACTED}?a=1`,
    );
    const line = JSON.stringify({ msg: "request", path: `/admin/SET-PASSWORD/${token}.data` });
    expect(redactSecrets(line)).toBe(
      JSON.stringify({ msg: "request", path: `/admin/SET-PASSWORD/${REDACTED}` }),
    );
    // Even a short or odd token on that path.
    expect(redactSecrets("/admin/set-password/abc")).toBe(`/admin/set-password/${REDACTED}`);
  });

  it("takes out secret query values and any segment that looks like a random token", () => {
    expect(redactSecrets("/x?token=abc&page=2&code=123456")).toBe(
      `/x?token=${REDACTED}&page=2&code=${REDACTED}`,
    );
    expect(redactSecrets(`/admin/login/link/${token}/go`)).toBe(`/admin/login/link/${REDACTED}/go`);
  });

  it("leaves ordinary paths, slugs and stack traces as they are", () => {
    for (const text of [
      "/blog/how-we-built-a-fast-website-for-a-clinic-in-pune",
      "/admin/leads/42?status=new&page=3",
      "/assets/entry.client-DkZ3x9Qa.js",
      "at handle (/srv/site/build/server/index.js:120:15)",
    ])
      expect(redactSecrets(text)).toBe(text);
  });

  it("prints an error with its message and stack redacted", () => {
    const error = new Error(`No route matches URL "/admin/set-password/${token}/x"`);
    const text = redactedErrorText(error);
    expect(text).toContain(`No route matches URL "/admin/set-password/${REDACTED}/x"`);
    expect(text).not.toContain(token);
    expect(redactedErrorText({ url: `/admin/set-password/${token}` })).not.toContain(token);
  });
});
