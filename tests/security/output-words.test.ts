/**
 * Words are text on every answer (issue 50, deliverable 1). An editor's words are published
 * through the real path (`npm run content -- publish` of an export, the compiled command, into
 * the server's own SQLite DATA_DIR) with hostile values in every field that reaches an answer
 * written outside React's rendering of a page, or written by React into a place where it does not
 * escape by itself (JSON-LD, the dialogs' JSON):
 *
 *   field (topic language.path)              answers it reaches
 *   site facts.brandName                     both emails (From name, subject, body), JSON-LD,
 *                                            <title> and meta tags, contactform.php's title
 *   site en.description                      JSON-LD (Organization)
 *   pages en.pages["/"…].description         meta description, og:description
 *   home en.faqs[0].question                 JSON-LD (FAQPage)
 *   forms en.leadFormCopy.rejectedPage.*     the 403/415 refusal of a cross-site form post
 *   forms en.leadFormCopy.tooLongPage.*      the 413 page of a message over the limit
 *   forms en.leadFormCopy.legacyPage.*       contactform.php's answer page
 *   forms en.ackEmail.subject, .greeting     the acknowledgement email
 *   shell en.ui.meta.title                   every page's <title> and og:title
 *   shell en.promo.text                      /dialogs.json (the announcement)
 *   forms en.leadFormCopy.labels.name        /dialogs.json (the popup form's island props), pages
 *   pages en.notFound.*                      the 404 page
 *
 * (The public error page, shell en.ui.errorPage, is React's rendering like every page: no
 * request from outside reaches it on a healthy server; the staff area's error page has no
 * editable words. tests/security/csp-every-status.test.ts causes a 500 for its policy.)
 *
 * And a `javascript:` (and data:) value in each kind of link field (a site path, a web address)
 * is refused by the publish check. The compiled server then answers each of those and every
 * hostile value arrives as text: never as markup (no `<img`, `<script>alert`, `<svg onload` in
 * any HTML answer, none of U+2028 and no `</` in a JSON-LD script) and never as a header or a
 * line of its own in an email.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  compiledServer,
  createSmtp,
  requireBuild,
  startServerProcess,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "../integration/helpers";
import { contentCommand, editExportFile, type Json } from "../support/content-command";

/** The hostile values (issue 50). */
const IMG = "<img src=x onerror=alert(1)>";
const TITLE = "</title><script>alert(1)</script>";
const ATTR = `"><svg onload=alert(1)>`;
const LINE_SEPARATOR = "\u2028";
const RTL_OVERRIDE = "\u202E";
/** What must never appear in an HTML answer: the hostile values as markup. */
const asMarkup = /<img src=x|<script>alert|<svg onload|<\/title><script|<b>x/i;
/** For the shortest fields: a title's end and an element. */
const SHORT = "</title><b>x";

/** The brand: every character a From header must quote or encode, a line break, non-ASCII. */
const BRAND = `Stackwise "Web", <Co>\r\nBcc: evil@x.in é${RTL_OVERRIDE}`;

/** The text of HTML as a browser shows it. */
function text(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(quot|amp|lt|gt|apos);/g, (_, name: string) => {
      const map: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };
      return map[name] ?? "";
    });
}

/** An HTML answer shows `words` as text and holds none of the hostile values as markup. */
function expectText(html: string, what: string, ...words: string[]) {
  expect(html, what).not.toMatch(asMarkup);
  for (const word of words) expect(text(html), `${what}: ${JSON.stringify(word)}`).toContain(word);
}

/** The JSON-LD scripts of a page, as written. */
function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] as string,
  );
}

// --- Reading the raw emails the loopback SMTP server received ---------------------------------

/** The headers of a raw message, unfolded, in order, with their names as sent. */
function headersOf(raw: string): [string, string][] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1).trim()] as [string, string];
    });
}

/** RFC 2047 encoded words decoded (UTF-8, B or Q). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** The body of a single-part message, decoded from its transfer encoding. */
function bodyOf(raw: string): string {
  const headers = headersOf(raw);
  const encoding =
    headers.find(([name]) => name.toLowerCase() === "content-transfer-encoding")?.[1] ?? "7bit";
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  if (encoding.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding.toLowerCase() === "quoted-printable")
    return Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8");
  return body;
}

function header(raw: string, name: string): string[] {
  return headersOf(raw)
    .filter(([key]) => key.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);
}

describe("an editor's hostile words arrive as text on every answer", () => {
  let server: ChildServer;
  let smtp: TestSmtp;
  const dataDir = tempDir("output-words-");
  const content = contentCommand(dataDir);
  let published: { code: number; stdout: string; stderr: string };

  beforeAll(async () => {
    requireBuild();
    const dir = tempDir("output-words-export-");
    expect((await content("export", dir)).code).toBe(0);
    const hostile = `${IMG} ${TITLE} ${ATTR}`;
    editExportFile(dir, "site/facts.json", (facts) => {
      facts.brandName = BRAND;
    });
    editExportFile(dir, "site/en.json", (words) => {
      words.description = `A {locality} studio since {foundedYear} ${hostile}${LINE_SEPARATOR}done.`;
    });
    editExportFile(dir, "home/en.json", (words) => {
      words.faqs.services.question = `${TITLE}${LINE_SEPARATOR}${IMG}?`;
    });
    editExportFile(dir, "forms/en.json", (words) => {
      const copy = words.leadFormCopy;
      copy.rejectedPage.title = `No ${TITLE}`;
      copy.rejectedPage.body = `No ${IMG} ${ATTR}${RTL_OVERRIDE}`;
      copy.tooLongPage.title = `Long ${TITLE}`;
      copy.tooLongPage.body = `Over {limitKb} KB ${IMG}`;
      copy.tooLongPage.backLink = `Back ${ATTR}`;
      copy.legacyPage.documentTitle = `{title} ${TITLE} – {brand}`;
      copy.legacyPage.sentTitle = `Sent ${IMG}`;
      copy.legacyPage.sentBody = `${copy.legacyPage.sentBody} ${ATTR}`;
      copy.legacyPage.contactLink = `Contact ${IMG}`;
      copy.legacyPage.homeLink = `Home ${SHORT}`;
      copy.labels.name = `Name ${ATTR}`;
      words.ackEmail.subject = `${words.ackEmail.subject}${LINE_SEPARATOR}Bcc: evil@x.in`;
      words.ackEmail.greeting = IMG;
    });
    editExportFile(dir, "shell/en.json", (words) => {
      words.ui.meta.title = "</title>{page}<b>x{brandName}";
      words.promo.text = `Build {internProjects} in {programmeLength} ${IMG} ${ATTR}`;
    });
    editExportFile(dir, "pages/en.json", (words) => {
      // Each page's meta description, keeping the facts it names.
      for (const page of ["/", "/pricing", "/contact-us"]) {
        const slots: string[] = words.pages[page].description.match(/\{\w+\}/g) ?? [];
        words.pages[page].description =
          `Websites and apps for growing Indian businesses ${slots.join(", ")} ${ATTR}${LINE_SEPARATOR}ok`;
      }
      words.notFound.title = `Lost ${SHORT}`;
      words.notFound.heading = `Oops ${IMG}`;
      words.notFound.text = `Not here ${ATTR}${RTL_OVERRIDE}`;
    });
    published = await content("publish", dir, "--note", "hostile words", "--by", "Mallory");

    smtp = await createSmtp();
    await smtp.listen();
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        LEADS_ACK_EMAIL: "true",
        LEADS_NOTIFY_TO: "leads@agency.test",
        LEADS_BODY_LIMIT_BYTES: "4096",
      },
      compiledServer,
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("the hostile words pass every publish check (the checks are not what keeps them out)", () => {
    expect(published.stderr).toBe("");
    expect(published.code).toBe(0);
  });

  it("a cross-site form post: the 403 refusal shows the words as text, under a policy", async () => {
    const response = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      body: new URLSearchParams(validLead(1) as Record<string, string>),
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expectText(await response.text(), "403", `No ${TITLE}`, `No ${IMG} ${ATTR}`);
    // A form post of another content type: 415, the same page.
    const json = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      body: "{}",
      headers: { Origin: server.url, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    expectText(await json.text(), "415", `No ${IMG}`);
  });

  it("a message over the limit: the 413 page shows the words as text", async () => {
    const response = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      body: new URLSearchParams(validLead(2, { msg: "x".repeat(6000) }) as Record<string, string>),
      headers: { Origin: server.url },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expectText(await response.text(), "413", `Long ${TITLE}`, "Over 4 KB", IMG, `Back ${ATTR}`);
  });

  it("the 404 page shows the words as text", async () => {
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expectText(notFound, "404", `Lost ${SHORT}`, `Oops ${IMG}`, `Not here ${ATTR}`);
    expect(notFound.match(/<\/title>/g), "one </title>").toHaveLength(1);
  });

  it("contactform.php's answer page shows the words as text, under a policy", async () => {
    const response = await fetch(`${server.url}/contactform.php`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Asha Verma",
        email: "asha.legacy@example.com",
        number: "+91 98110 24680",
        msg: "A website for my bakery || Contact Us Page",
      }),
      headers: { Origin: server.url },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expectText(
      await response.text(),
      "contactform.php",
      `Sent ${IMG}`,
      TITLE,
      ATTR,
      `Contact ${IMG}`,
      `Home ${SHORT}`,
    );
  });

  it("pages: <title>, meta tags and JSON-LD hold the words as text; no word ends the script", async () => {
    for (const page of ["/", "/pricing", "/contact-us"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expectText(html, page, "</title>", "<b>x");
      // The title is whole: its words' "</title>" is text, and the page has one end of title.
      expect(html.match(/<\/title>/g), `${page}: one </title>`).toHaveLength(1);
      const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "";
      expect(text(title), `${page} <title>`).toMatch(/^<\/title>.*<b>x/);
      const ogTitle = html.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? "";
      expect(text(ogTitle), `${page} og:title`).toMatch(/^<\/title>.*<b>x/);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(text(description), `${page} description`).toContain(ATTR);
      const scripts = jsonLdScripts(html);
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script).not.toMatch(/[<>\u2028\u2029]/);
        // The same words, read back by a JSON parser.
        JSON.parse(script);
      }
    }
    const home = jsonLdScripts(await (await fetch(`${server.url}/`)).text()).map((script) =>
      JSON.parse(script),
    );
    const faq = home.find((data) => data["@type"] === "FAQPage");
    const organization = home.find((data) => data["@type"] === "ProfessionalService");
    expect(organization.description).toContain(`${IMG} ${TITLE} ${ATTR}${LINE_SEPARATOR}`);
    expect(faq.mainEntity[0].name).toBe(`${TITLE}${LINE_SEPARATOR}${IMG}?`);
  });

  it("/dialogs.json holds the words as escaped text in its HTML", async () => {
    const response = await fetch(`${server.url}/dialogs.json`);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const dialogs = (await response.json()) as Record<string, string>;
    const all = Object.values(dialogs).join("");
    // The announcement's text, and the popup form's label in its island's props (an attribute).
    expectText(all, "dialogs.json", `${IMG} ${ATTR}`, `Name ${ATTR}`);
  });

  it("the emails: plain text, one From (the brand quoted and encoded), no word a header or a line", async () => {
    const lead = validLead(3, { name: `Asha ${IMG}`, email: "asha.mail@example.com" });
    const response = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      body: new URLSearchParams(lead as Record<string, string>),
      headers: { Origin: server.url },
    });
    expect(response.status).toBeLessThan(400);
    await waitUntil(
      () => smtp.messages.filter((mail) => /asha\.mail@example\.com/.test(mail.raw)).length >= 2,
      20_000,
      "the two emails of the lead",
    );
    const ack = smtp.messages.find((mail) => mail.to.includes("asha.mail@example.com"));
    const notice = smtp.messages.find(
      (mail) => mail.to.includes("leads@agency.test") && mail.raw.includes("asha.mail@example.com"),
    );
    expect(ack && notice).toBeTruthy();
    for (const mail of [ack, notice]) {
      const raw = (mail as { raw: string }).raw;
      // Plain text, and nothing else.
      expect(header(raw, "Content-Type")).toEqual([expect.stringMatching(/^text\/plain/)]);
      // One From, one Subject, and no header a word made.
      expect(header(raw, "From")).toHaveLength(1);
      expect(header(raw, "Subject")).toHaveLength(1);
      expect(header(raw, "Bcc")).toHaveLength(0);
      const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
      expect(head).not.toMatch(/[\u2028\u2029\u202e]/);
      // The brand as one display name, quoted (its quote escaped) or encoded, then the address.
      const from = header(raw, "From")[0] as string;
      expect(from).toMatch(/<no-reply@[^>]+>$/);
      const name = decodeWords(from.replace(/\s*<[^>]+>$/, ""));
      expect(name.replace(/^"|"$/g, "").replace(/\\"/g, '"')).toBe(
        'Stackwise "Web", <Co> Bcc: evil@x.in é website',
      );
    }
    const ackRaw = (ack as { raw: string }).raw;
    const subject = decodeWords(header(ackRaw, "Subject")[0] as string);
    expect(subject).toContain("Bcc: evil@x.in");
    expect(subject).not.toMatch(/[\r\n\u2028]/);
    const ackBody = bodyOf(ackRaw);
    expect(ackBody.split(/\r?\n/)[0]).toBe(IMG);
    // The brand in a sentence stays on its line.
    expect(ackBody.split(/\r?\n/).some((line) => line.startsWith("Bcc:"))).toBe(false);
    expect(ackBody).not.toMatch(/[\u2028\u202e]/);
    const noticeBody = bodyOf((notice as { raw: string }).raw);
    expect(noticeBody).toContain(`Asha ${IMG}`);
  });
});

describe("a script in a link field is refused by the publish check", () => {
  const dataDir = tempDir("output-links-");
  const content = contentCommand(dataDir);

  it.each([
    [
      "shell/facts.json",
      "a site path",
      (facts: Json) => {
        facts.promo.primaryHref = "javascript:alert(1)";
      },
      /shell facts\.promo\.primaryHref/,
    ],
    [
      "shell/facts.json",
      "a site path to another site",
      (facts: Json) => {
        facts.quoteActions.primaryHref = "//evil.example/x";
      },
      /shell facts\.quoteActions\.primaryHref/,
    ],
    [
      "site/facts.json",
      "a web address",
      (facts: Json) => {
        facts.social[0].url = "javascript:alert(1)";
      },
      /site facts\.social/,
    ],
    [
      "site/facts.json",
      "a web address with data:",
      (facts: Json) => {
        facts.blogUrl = "data:text/html,<script>alert(1)</script>";
      },
      /site facts\.blogUrl/,
    ],
    [
      "site/facts.json",
      "an email address",
      (facts: Json) => {
        facts.emails.hello = "javascript:alert(1)//@x.in";
      },
      /site facts\.emails\.hello/,
    ],
  ] as const)("%s: %s", async (file, _what, change, named) => {
    requireBuild();
    const dir = tempDir("output-links-export-");
    expect((await content("export", dir)).code).toBe(0);
    editExportFile(dir, file, change);
    const result = await content("publish", dir, "--note", "a script link");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(named);
    expect(result.stderr).toMatch(/nothing published/);
  });
});
