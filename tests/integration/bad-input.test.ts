/**
 * Property-based bad input (fast-check) through the real app: oversize fields, wrong types
 * (files, repeated fields), odd Unicode, missing fields and injection strings. Whatever
 * arrives, the answer is never a 5xx, always names at least one field, and nothing is stored.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fieldErrors, type InProcessApp, startInProcessApp, tempDir } from "./helpers";

let app: InProcessApp;

beforeAll(async () => {
  app = await startInProcessApp({ DATA_DIR: tempDir() });
});
afterAll(async () => {
  await app?.close();
});

type Value =
  | { type: "text"; value: string }
  | { type: "file"; value: string }
  | { type: "missing" };

const injection = fc.constantFrom(
  "'; DROP TABLE leads; --",
  '"><script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe
  "{{7*7}}${7*7}",
  "../../etc/passwd",
  "\r\nBcc: victim@example.com",
  "=cmd|' /C calc'!A0",
  "\u202Egnp.exe",
  "admin@example.com\nSubject: hi",
);
const oddUnicode = fc.string({ unit: "binary", maxLength: 40 });
const anyText = fc.oneof(fc.string({ maxLength: 60 }), oddUnicode, injection);

const validName = fc.constantFrom("Asha", "राहुल शर्मा", "O'Brien", "Zoë");
const validEmail = fc.constantFrom("a@example.com", "first.last+tag@example.co.in");
const validNumber = fc.constantFrom("9811024680", "+91 98110 24680", "1234567");
const validMsg = fc.constantFrom("Hello", "नमस्ते, मुझे वेबसाइट चाहिए", "Line 1\nLine 2");

/** A field's value that the server must refuse. */
const badFor: Record<string, fc.Arbitrary<Value>> = {
  name: fc.oneof(
    fc.constant<Value>({ type: "missing" }),
    fc.constantFrom("", "   ", "\u0000\u0007").map((value): Value => ({ type: "text", value })),
    fc
      // No whitespace: trimming and folding spaces must not bring it back under the limit.
      .string({
        minLength: 101,
        maxLength: 300,
        unit: fc.constantFrom("a", "é", "अ", "😀", "'", "<"),
      })
      .map((value): Value => ({ type: "text", value })),
    fc.constant<Value>({ type: "file", value: "Asha" }),
  ),
  email: fc.oneof(
    fc.constant<Value>({ type: "missing" }),
    fc
      .oneof(
        injection,
        fc.constantFrom("", "asha", "asha@", "@example.com", "a@b", "a b@example.com"),
      )
      .filter((s) => !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(s))
      .map((value): Value => ({ type: "text", value })),
    fc.constant<Value>({ type: "text", value: `${"a".repeat(250)}@example.com` }),
    fc.constant<Value>({ type: "file", value: "a@example.com" }),
  ),
  number: fc.oneof(
    fc.constant<Value>({ type: "missing" }),
    fc
      .oneof(
        injection,
        fc.constantFrom("", "123456", "1234567890123456", "98110-24680", "+91 (981)", "٩٨١١٠٢٤٦٨٠"),
      )
      .map((value): Value => ({ type: "text", value })),
    fc.constant<Value>({ type: "file", value: "9811024680" }),
  ),
  msg: fc.oneof(
    fc.constant<Value>({ type: "missing" }),
    fc.constantFrom("", " \n\t ").map((value): Value => ({ type: "text", value })),
    fc
      // ASCII without whitespace: over 5,000 characters after trimming, under the body limit.
      .string({ minLength: 5001, maxLength: 5200, unit: fc.constantFrom("x", "<", ">", "'", ";") })
      .map((value): Value => ({ type: "text", value })),
    fc.constant<Value>({ type: "file", value: "Hello" }),
  ),
};

const targets = [
  { path: "/contact-us", kind: "contact" },
  { path: "/contact-us", kind: "popup" },
  { path: "/career", kind: "career" },
  { path: "/contactform.php", kind: undefined },
] as const;

const submission = fc
  .record({
    target: fc.constantFrom(...targets),
    broken: fc.constantFrom("name", "email", "number", "msg"),
    multipart: fc.boolean(),
    name: fc.oneof(validName, anyText),
    email: fc.oneof(validEmail, anyText),
    number: fc.oneof(validNumber, anyText),
    msg: fc.oneof(validMsg, anyText),
    duplicate: fc.option(anyText, { nil: undefined }),
  })
  .chain((base) => badFor[base.broken]!.map((bad) => ({ ...base, bad })));

it("never answers bad input with a 5xx and always reports a field error", async () => {
  const before = (await app.db.listLeads()).total;
  await fc.assert(
    fc.asyncProperty(submission, async (s) => {
      const values: Record<string, Value> = {
        name: { type: "text", value: s.name },
        email: { type: "text", value: s.email },
        number: { type: "text", value: s.number },
        msg: { type: "text", value: s.msg },
      };
      // The popup's msg is a service; keep it valid unless it is the broken field.
      if (s.target.kind === "popup") values.msg = { type: "text", value: "Web Development" };
      values[s.broken] = s.bad;
      // The popup's select may be left empty (it defaults to the first service): break it
      // with an unknown service instead.
      if (s.target.kind === "popup" && s.broken === "msg" && s.bad.type !== "file")
        values.msg = { type: "text", value: s.msg.trim() === "" ? "Not a service" : `${s.msg}?` };

      let body: FormData | URLSearchParams;
      if (s.multipart || Object.values(values).some((v) => v.type === "file")) {
        const form = new FormData();
        for (const [key, v] of Object.entries(values)) {
          if (v.type === "text") form.append(key, v.value);
          if (v.type === "file")
            form.append(key, new Blob([v.value], { type: "text/plain" }), "x.txt");
        }
        if (s.target.kind) form.append("kind", s.target.kind);
        body = form;
      } else {
        const form = new URLSearchParams();
        for (const [key, v] of Object.entries(values))
          if (v.type === "text") form.append(key, v.value);
        // A repeated field (not the broken one): the first value counts.
        if (s.duplicate !== undefined)
          form.append(s.broken === "name" ? "email" : "name", s.duplicate);
        if (s.target.kind) form.append("kind", s.target.kind);
        body = form;
      }
      const response = await fetch(`${app.url}${s.target.path}`, {
        method: "POST",
        body,
        headers: { Origin: app.url },
      });
      const html = await response.text();
      expect(response.status, html.slice(0, 300)).toBeLessThan(500);
      expect(response.status).toBe(400);
      expect(fieldErrors(html).length).toBeGreaterThan(0);
    }),
    { numRuns: Number(process.env.FC_RUNS ?? 100) },
  );
  expect((await app.db.listLeads()).total).toBe(before);
});
