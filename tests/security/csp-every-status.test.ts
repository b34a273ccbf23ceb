/**
 * Every answer carries a Content-Security-Policy (issue 50, deliverable 2). Against the compiled
 * server, from outside, each status the server can answer is caused by a real request (odd
 * methods, odd spellings of paths, bodies over the limit, a burst over a rate limit, a database
 * made unusable under the running server, the shutdown drain), and every answer is checked: it
 * must carry a policy, and the policy must be the right kind for what it is: a page's (scripts
 * by nonce or hash), a plain page's (nothing but its own hashed style) or nothing at all
 * (`default-src 'none'`) for text, JSON, files and redirects.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  compiledServer,
  startServerProcess,
  tempDir,
  validLead,
} from "../integration/helpers";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request as a client writes it (any method, target and headers). */
function request(
  base: string,
  options: {
    method?: string;
    target: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.target,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/**
 * A body streamed in chunks (no Content-Length), written as fast as the server takes it, until
 * the server has answered in full.
 */
function streamed(base: string, target: string, chunk: number, chunks: number): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let data = Buffer.alloc(0);
    let finished = false;
    const finish = () => {
      if (finished) return;
      const answer = parseRaw(data.toString("utf8"));
      finished = true;
      socket.destroy();
      resolve(answer);
    };
    socket.on("data", (part: Buffer) => {
      data = Buffer.concat([data, part]);
      const text = data.toString("utf8");
      const at = text.indexOf("\r\n\r\n");
      if (at === -1) return;
      const length = Number(/content-length:\s*(\d+)/i.exec(text.slice(0, at))?.[1] ?? 0);
      if (Buffer.byteLength(text.slice(at + 4)) >= length) finish();
    });
    socket.on("close", finish);
    // The server may reset the connection once it has answered.
    socket.on("error", finish);
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${base}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const piece = Buffer.from(`msg=${"x".repeat(chunk)}&`);
    let sent = 0;
    const pump = () => {
      while (!finished && sent < chunks) {
        sent++;
        const frame = Buffer.concat([
          Buffer.from(`${piece.length.toString(16)}\r\n`),
          piece,
          Buffer.from("\r\n"),
        ]);
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
      if (!finished) socket.write("0\r\n\r\n");
    };
    pump();
    setTimeout(() => reject(new Error("no answer to the streamed body")), 20_000).unref();
  });
}

/** An HTTP/1.1 answer as it came over the wire. */
function parseRaw(data: string): Answer {
  const at = data.indexOf("\r\n\r\n");
  const head = at === -1 ? data : data.slice(0, at);
  const body = at === -1 ? "" : data.slice(at + 4);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

/** A raw request line and headers, for what no HTTP client will send (a bad Host). */
function raw(base: string, text: string): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(parseRaw(data)));
  });
}

type PolicyKind = "page" | "plain" | "nothing" | "preview";

/** The kind of a policy, or null when it is none of the site's. */
function policyKind(policy: string | undefined): PolicyKind | null {
  if (!policy) return null;
  if (/\bsandbox\b/.test(policy)) return "preview";
  if (/script-src 'self' ('nonce-[^']+'|'sha256-[^']+')/.test(policy)) return "page";
  if (/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/.test(policy)) return "plain";
  if (/^default-src 'none'/.test(policy) && !/style-src|script-src/.test(policy)) return "nothing";
  return null;
}

/** What the walk saw: each request, its status and its policy. */
const seen: { what: string; status: number; kind: PolicyKind | null; bodyBytes: number }[] = [];

/** Checks one answer and records it: a policy of the expected kind, whatever the status. */
function expectPolicy(what: string, answer: Answer, status: number, kind: PolicyKind) {
  const policy = answer.headers["content-security-policy"] as string | undefined;
  seen.push({
    what,
    status: answer.status,
    kind: policyKind(policy),
    bodyBytes: answer.body.length,
  });
  expect(answer.status, what).toBe(status);
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  expect(policyKind(policy), `${what}: ${policy}`).toBe(kind);
  // A plain page's style is allowed by its hash: the hash of the <style> it carries.
  if (kind === "plain" && answer.body) {
    const style = answer.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(policy, `${what}: the style's hash`).toContain(`'sha256-${hash}'`);
    expect(answer.body, what).not.toMatch(/<script/i);
  }
}

describe("a Content-Security-Policy on every answer, whatever its status", () => {
  let server: ChildServer;
  const dataDir = tempDir("csp-walk-");

  beforeAll(async () => {
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        LEADS_BODY_LIMIT_BYTES: "4096",
        // A small limit, so a burst reaches it (every limit is explicit: support/processes.ts).
        PAGE_RATE_LIMIT_MAX: "5",
        VITALS_RATE_LIMIT_MAX: "2",
        // Long enough to ask /readyz while the server drains after SIGTERM.
        SHUTDOWN_DRAIN_MS: "4000",
      },
      compiledServer,
    );
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    // What the walk saw, for the report (docs/security.md).
    console.log(seen.map((s) => `${s.status}\t${s.kind}\t${s.bodyBytes} B\t${s.what}`).join("\n"));
  });

  it("200: prerendered and rendered pages, files, JSON, the plain pages", async () => {
    const base = server.url;
    expectPolicy("GET / (prerendered)", await request(base, { target: "/" }), 200, "page");
    expectPolicy("GET /hi/pricing", await request(base, { target: "/hi/pricing" }), 200, "page");
    expectPolicy(
      "GET /admin/login (rendered)",
      await request(base, { target: "/admin/login" }),
      200,
      "page",
    );
    expectPolicy("GET /healthz", await request(base, { target: "/healthz" }), 200, "nothing");
    expectPolicy(
      "GET /dialogs.json",
      await request(base, { target: "/dialogs.json" }),
      200,
      "nothing",
    );
    // A resource route of React Router (text) has the rendered pages' policy.
    expectPolicy("GET /robots.txt", await request(base, { target: "/robots.txt" }), 200, "page");
    expectPolicy(
      "GET /favicon.svg",
      await request(base, { target: "/favicon.svg" }),
      200,
      "nothing",
    );
    const home = await request(base, { target: "/" });
    const asset = home.body.match(/\/assets\/[^"]+\.(?:js|css)/)?.[0] as string;
    expectPolicy(`GET ${asset}`, await request(base, { target: asset }), 200, "nothing");
    expectPolicy(
      "POST /contactform.php (sent)",
      await request(base, {
        method: "POST",
        target: "/contactform.php",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Asha Verma",
          email: "asha.csp@example.com",
          number: "+91 98110 24680",
          msg: "A website for my bakery || Contact Us Page",
        }).toString(),
      }),
      200,
      "plain",
    );
    // OPTIONS: 204 with no body, still with the policy.
    expectPolicy(
      "OPTIONS /",
      await request(base, { method: "OPTIONS", target: "/" }),
      204,
      "nothing",
    );
  });

  it("301: casing, a trailing slash, needless percent-escapes, repeated slashes", async () => {
    const base = server.url;
    for (const target of [
      "/Contact-Us",
      "/contact-us/",
      "/contact-%75s",
      "//pricing",
      "/HI/Pricing/",
    ])
      expectPolicy(`GET ${target}`, await request(base, { target }), 301, "nothing");
    // React Router's redirect (a route's loader) carries the rendered pages' policy.
    expectPolicy(
      "GET /contactform.php",
      await request(base, { target: "/contactform.php" }),
      301,
      "page",
    );
  });

  it("304: a page and a file asked for again with their ETag", async () => {
    const base = server.url;
    for (const target of ["/", "/favicon.svg", "/dialogs.json"]) {
      const first = await request(base, { target });
      const etag = first.headers.etag as string;
      expect(etag, target).toBeTruthy();
      const again = await request(base, { target, headers: { "If-None-Match": etag } });
      expectPolicy(
        `GET ${target} If-None-Match`,
        again,
        304,
        first.headers["content-type"]?.startsWith("text/html") ? "page" : "nothing",
      );
    }
  });

  it("400 and 414: a body on a GET, bad encodings, dot segments, a bad Host, a long target", async () => {
    const base = server.url;
    expectPolicy(
      "GET / with a body",
      await request(base, { target: "/", headers: { "Content-Length": "3" }, body: "abc" }),
      400,
      "nothing",
    );
    for (const target of ["/%zz", "/a%2Fb", "/a/%2e%2e/b", "/%00"])
      expectPolicy(`GET ${target}`, await request(base, { target }), 400, "nothing");
    const port = new URL(base).port;
    expectPolicy(
      "GET / Host: bad host",
      await raw(base, `GET / HTTP/1.1\r\nHost: bad host!\r\nConnection: close\r\n\r\n`),
      400,
      "nothing",
    );
    expectPolicy(
      "GET http://absolute/",
      await raw(
        base,
        `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      ),
      400,
      "nothing",
    );
    expectPolicy(
      "GET a 3000-character target",
      await request(base, { target: `/${"a".repeat(3000)}` }),
      414,
      "nothing",
    );
  });

  it("403 and 415: a cross-site form post, a post without a form type; the staff area", async () => {
    const base = server.url;
    const lead = new URLSearchParams(validLead(1) as Record<string, string>).toString();
    for (const target of ["/contact-us", "/Contact-Us/", "/hi/career", "/contactform.php"])
      expectPolicy(
        `POST ${target} from another site`,
        await request(base, {
          method: "POST",
          target,
          headers: {
            Origin: "https://evil.example",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: lead,
        }),
        403,
        "plain",
      );
    expectPolicy(
      "POST /admin/logout without an Origin",
      await request(base, {
        method: "POST",
        target: "/admin/logout",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "x=1",
      }),
      403,
      "plain",
    );
    expectPolicy(
      "POST /contact-us as JSON",
      await request(base, {
        method: "POST",
        target: "/contact-us",
        headers: { Origin: base, "Content-Type": "application/json" },
        body: "{}",
      }),
      415,
      "plain",
    );
  });

  it("404: unknown pages, files and data, in any spelling", async () => {
    const base = server.url;
    for (const target of ["/no-such-page", "/hi/no-such-page", "/no-such-page.data", "/%E0%A4%95"])
      expectPolicy(`GET ${target}`, await request(base, { target }), 404, "page");
    expectPolicy(
      "GET /assets/missing.js",
      await request(base, { target: "/assets/missing-0000.js" }),
      404,
      "page",
    );
  });

  it("405: methods a path does not take", async () => {
    const base = server.url;
    for (const [method, target] of [
      ["PUT", "/"],
      ["DELETE", "/contact-us"],
      ["PATCH", "/admin"],
      ["POST", "/pricing"],
      ["POST", "/Pricing/"],
      ["GET", "/api/leads"],
      ["TRACE", "/"],
    ] as const)
      expectPolicy(
        `${method} ${target}`,
        await request(base, {
          method,
          target,
          headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
          body: method === "GET" || method === "TRACE" ? undefined : "x=1",
        }),
        405,
        "nothing",
      );
  });

  it("413: a declared body and a streamed one over the limit", async () => {
    const base = server.url;
    expectPolicy(
      "POST /contact-us 6 KB declared",
      await request(base, {
        method: "POST",
        target: "/contact-us",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: `msg=${"x".repeat(6000)}`,
      }),
      413,
      "plain",
    );
    expectPolicy(
      "POST /hi/contact-us 1 MB streamed",
      await streamed(base, "/hi/contact-us", 16 * 1024, 64),
      413,
      "plain",
    );
    expectPolicy(
      "POST /api/vitals 1 MB streamed",
      await streamed(base, "/api/vitals", 16 * 1024, 64),
      413,
      "nothing",
    );
  });

  it("429: a burst of rendered pages and of web-vitals beacons over their limits", async () => {
    const base = server.url;
    let last: Answer | null = null;
    for (let i = 0; i < 8; i++) last = await request(base, { target: `/admin/login?i=${i}` });
    expectPolicy("GET /admin/login ×8 (limit 5)", last as Answer, 429, "nothing");
    for (let i = 0; i < 4; i++)
      last = await request(base, {
        method: "POST",
        target: "/api/vitals",
        headers: { "Content-Type": "application/json" },
        body: "[]",
      });
    expectPolicy("POST /api/vitals ×4 (limit 2)", last as Answer, 429, "nothing");
  });

  it("500 and 503: the database made unusable under the running server", async () => {
    const base = server.url;
    // Another process breaks the server's own database file, as a failed disk or a bad manual
    // change would: the sign-in limits' table and the leads' table are gone.
    const db = new Database(path.join(dataDir, "leads.db"));
    db.exec("DROP TABLE login_failures; DROP TABLE outbox; DROP TABLE leads;");
    db.close();
    // The rate limit above counts GETs only; posts go on.
    expectPolicy(
      "POST /admin/login (no limits table)",
      await request(base, {
        method: "POST",
        target: "/admin/login",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=owner%40agency.test&password=correct-horse-battery",
      }),
      500,
      "page",
    );
    expectPolicy(
      "POST /contactform.php (no leads table)",
      await request(base, {
        method: "POST",
        target: "/contactform.php",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Asha Verma",
          email: "asha.503@example.com",
          number: "+91 98110 24680",
          msg: "A website for my bakery || Contact Us Page",
        }).toString(),
      }),
      503,
      "plain",
    );
  });

  it("503: /readyz while the server drains after SIGTERM", async () => {
    const base = server.url;
    server.process.kill("SIGTERM");
    let answer: Answer | null = null;
    for (let i = 0; i < 40; i++) {
      answer = await request(base, { target: "/readyz" });
      if (answer.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expectPolicy("GET /readyz (draining)", answer as Answer, 503, "nothing");
    // Every status of the walk was seen.
    const statuses = new Set(seen.map((s) => s.status));
    for (const status of [200, 204, 301, 304, 400, 403, 404, 405, 413, 414, 415, 429, 500, 503])
      expect(statuses.has(status), String(status)).toBe(true);
    expect(seen.filter((s) => s.kind === null)).toEqual([]);
  });
});
