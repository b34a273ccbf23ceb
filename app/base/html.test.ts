import { describe, expect, it } from "vitest";
import { html, htmlString, isSafeLink, jsonForScript, safeHref } from "./html";

describe("html", () => {
  it("escapes every inserted word, in text and in attributes", () => {
    const words = `"><svg onload=alert(1)></title><script>alert(1)</script>`;
    const built = htmlString(html`<p title="${words}">${words}</p>`);
    expect(built).not.toContain("<svg");
    expect(built).not.toContain("<script");
    expect(built).toBe(
      '<p title="&#34;&#62;&#60;svg onload=alert(1)&#62;&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;">&#34;&#62;&#60;svg onload=alert(1)&#62;&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</p>',
    );
  });

  it("keeps built parts and lists of them as markup, and nothing else", () => {
    const items = ["<b>", "two"].map((item) => html`<li>${item}</li>`);
    expect(htmlString(html`<ul>${items}</ul>`)).toBe("<ul><li>&#60;b&#62;</li><li>two</li></ul>");
    // Something that only looks like built HTML is text.
    const fake = { html: "<img src=x onerror=alert(1)>" } as unknown as string;
    expect(htmlString(html`${fake}`)).not.toContain("<img");
  });
});

describe("link targets", () => {
  it("lets site paths and http(s), mailto and tel through, never script", () => {
    for (const ok of [
      "/pricing",
      "/contact-us#form",
      "https://wa.me/919811024680",
      "mailto:a@b.in",
      "tel:+919811024680",
    ])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example/",
      "/\\evil.example",
    ])
      expect(safeHref(bad), bad).toBe("#");
  });
});

describe("jsonForScript", () => {
  it("cannot close its script and reads back as the same JSON", () => {
    const value = {
      name: "</script><script>alert(1)</script>",
      line: "a\u2028b\u2029c",
      amp: "&<!--",
    };
    const written = jsonForScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
