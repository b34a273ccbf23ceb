/**
 * The lower findings of the security review (2026-11-24), each attacked from outside against
 * the real server process: the session cookie behind an https proxy, formulas in the CSV
 * export, the placeholder salt, SMTP without TLS, a deleted lead's text left in the SQLite
 * file, an endless blog feed, the Permissions-Policy header, and a flood of unknown or
 * server-rendered URLs.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionary } from "../../app/content/engine/shipped";
import { admin as adminCopy } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import { openSiteDatabase } from "../../server/db";
import { freePort } from "../support/free-port";
import {
  type ChildServer,
  decodeEntities,
  postForm,
  startServerProcess,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "owner@example.com";
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** A server on a fresh SQLite folder with the owner's account. */
async function start(env: Record<string, string> = {}) {
  const dataDir = tempDir("hardening-it-");
  const db = await openSiteDatabase({ DATA_DIR: dataDir });
  await db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now());
  await db.close();
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "error", ...env });
  servers.push(server);
  return { server, dataDir };
}

async function signInCookie(server: ChildServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email: OWNER, password: PASSWORD }),
    headers: { Origin: server.url, "X-Forwarded-For": "203.0.113.51", ...headers },
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie") ?? "";
}

describe("the session cookie", () => {
  it("is __Host- and Secure behind an https proxy, and only from a trusted proxy", async () => {
    const { server } = await start({ TRUST_PROXY: "127.0.0.1" });
    // Behind a TLS proxy the browser's Origin is the https one.
    const https = { "X-Forwarded-Proto": "https" };
    const setCookie = await signInCookie(server, {
      ...https,
      Origin: server.url.replace("http:", "https:"),
    });
    expect(setCookie).toMatch(
      /^__Host-sw_admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    const value = setCookie.split(";")[0]?.split("=")[1];
    const inbox = (cookie: string, headers: Record<string, string> = https) =>
      fetch(`${server.url}/admin/leads`, {
        headers: { Cookie: cookie, ...headers },
        redirect: "manual",
      });
    expect((await inbox(`__Host-sw_admin=${value}`)).status).toBe(200);
    // Over https, a cookie without the prefix (one a sibling subdomain could plant) is no session.
    expect((await inbox(`sw_admin=${value}`)).status).toBe(303);

    // A client that writes X-Forwarded-Proto itself, on a server that trusts no proxy: plain.
    const { server: direct } = await start();
    const plain = await signInCookie(direct, https);
    expect(plain).toMatch(/^sw_admin=/);
    expect(plain).not.toContain("Secure");
  });
});

describe("CSV export", () => {
  it("neutralises a formula in every spelling", async () => {
    const { server } = await start({ TRUST_PROXY: "127.0.0.1" });
    const formulas = [
      '=HYPERLINK("http://evil.example","x")',
      '＝HYPERLINK("http://evil.example","x")',
      "＋1+cmd|' /C calc'!A0",
      "－1+cmd|' /C calc'!A0",
      "＠SUM(A1:A9)",
      "   =1+1 with leading spaces",
      "\t=1+1 after a tab",
      "\r\n=1+1 after a line break",
      "\u00a0=1+1 after a no-break space",
      "\u3000＝1+1 after an ideographic space",
      "\u200b=1+1 after a zero-width space",
      "−1+1 with a minus sign",
    ];
    for (const [i, msg] of formulas.entries()) {
      const posted = await postForm(server.url, "/contact-us", validLead(`csv${i}`, { msg }), {
        "X-Forwarded-For": `198.51.100.${i + 1}`,
      });
      expect(posted.status, msg).toBe(200);
    }
    const signedIn = await signInCookie(server);
    const cookie = signedIn.split(";")[0] ?? "";
    const csv = await (
      await fetch(`${server.url}/admin/leads.csv`, { headers: { Cookie: cookie } })
    ).text();
    for (const msg of formulas) {
      const stored = msg.replace(/^[\t\r\n ]+/, (m) => m); // as sent
      const quoted = `'${stored.replace(/"/g, '""')}`;
      expect(csv.includes(quoted) || csv.includes(`'${stored.trim()}`), JSON.stringify(msg)).toBe(
        true,
      );
    }
    // No cell of a message starts with a formula character.
    for (const line of csv.split("\r\n")) {
      for (const cell of line.split(",")) {
        const text = cell.replace(/^"/, "");
        expect(/^[\s\u200b]*[=+\-@＝＋－＠−]/.test(text.normalize("NFKC")), cell).toBe(false);
      }
    }
  });
});

describe("production start-up", () => {
  it("refuses the .env.example salt placeholder", async () => {
    await expect(
      start({ IP_HASH_SALT: "replace-with-a-random-secret-of-32-or-more-characters" }),
    ).rejects.toThrow(/IP_HASH_SALT.*placeholder/s);
  });
});

describe("SMTP", () => {
  it("does not send a lead in clear text to a mail server that is not loopback", async () => {
    const hosts = Object.values((await import("node:os")).networkInterfaces())
      .flat()
      .filter((a) => a && a.family === "IPv4" && !a.internal)
      .map((a) => a?.address as string);
    const host = hosts[0];
    if (!host) {
      console.log("SMTP: no address other than loopback on this machine; skipped");
      return;
    }
    const port = await freePort();
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let body = "";
        stream.on("data", (chunk: Buffer) => {
          body += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push(body);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, host, () => resolve()));
    try {
      const { server, dataDir } = await start({ SMTP_URL: `smtp://${host}:${port}` });
      const posted = await postForm(
        server.url,
        "/contact-us",
        validLead("smtp", { msg: "secret lead text" }),
      );
      expect(posted.status).toBe(200);
      const db = await openSiteDatabase({ DATA_DIR: dataDir });
      try {
        await waitUntil(
          async () => (await db.listOutbox({})).some((row) => row.lastError !== null),
          20_000,
          "a send attempt",
        );
        const [row] = await db.listOutbox({});
        console.log(`SMTP without STARTTLS on ${host}: ${row?.status}, ${row?.lastError}`);
        expect(row?.lastError ?? "").toMatch(/STARTTLS|TLS/i);
      } finally {
        await db.close();
      }
      expect(received).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe("a deleted lead", () => {
  it("leaves no trace of its text in the SQLite files", async () => {
    const { server, dataDir } = await start({ TRUST_PROXY: "127.0.0.1" });
    const marker = `PRIVATE-${Date.now()}-erase-me-please`;
    expect(
      (
        await postForm(
          server.url,
          "/contact-us",
          validLead("erase", { msg: `${marker} ${marker}` }),
        )
      ).status,
    ).toBe(200);
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    const id = (await db.listLeads({ search: marker })).items[0]?.id ?? "";
    await db.close();
    expect(id).not.toBe("");
    const cookie = (await signInCookie(server)).split(";")[0] ?? "";
    const page = await (
      await fetch(`${server.url}/admin/leads/${id}/delete`, { headers: { Cookie: cookie } })
    ).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const deleted = await fetch(`${server.url}/admin/leads/${id}/delete`, {
      method: "POST",
      body: new URLSearchParams({ csrf, confirm: "yes" }),
      headers: { Cookie: cookie, Origin: server.url },
      redirect: "manual",
    });
    expect(deleted.status).toBe(303);
    const files = ["leads.db", "leads.db-wal"].map((name) => path.join(dataDir, name));
    const found = files.filter((file) => {
      try {
        return readFileSync(file).includes(marker);
      } catch {
        return false;
      }
    });
    expect(found).toEqual([]);
  });
});

describe("the blog feed", () => {
  it("stops reading an endless chunked feed at its cap", async () => {
    let sent = 0;
    let closed = false;
    const feed = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/rss+xml" }); // chunked: no length
      const piece = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (!closed && sent < 256 * 1024 * 1024) {
          sent += piece.length;
          if (!res.write(piece)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => {
        closed = true;
      });
      res.write('<?xml version="1.0"?><rss><channel><title>');
      pump();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => feed.listen(port, "127.0.0.1", () => resolve()));
    try {
      const { server } = await start({ BLOG_FEED_URL: `http://127.0.0.1:${port}/feed` });
      const response = await fetch(`${server.url}/api/blogs`);
      expect(response.status).toBeLessThan(500);
      await response.text();
      await waitUntil(() => closed, 20_000, "the feed connection to close");
      console.log(
        `endless feed: ${(sent / 1024 / 1024).toFixed(1)} MiB written before the server hung up`,
      );
      expect(sent).toBeLessThan(32 * 1024 * 1024);
    } finally {
      feed.closeAllConnections();
      await new Promise<void>((resolve) => feed.close(() => resolve()));
    }
  });
});

describe("headers and unknown paths", () => {
  let server: ChildServer;
  beforeAll(async () => {
    ({ server } = await start({ TRUST_PROXY: "127.0.0.1", PAGE_RATE_LIMIT_MAX: "5" }));
  });

  it("sends a Permissions-Policy on pages, files and refusals", async () => {
    for (const target of ["/", "/admin/login", "/no/such/page", "/robots.txt"]) {
      const policy = (await fetch(`${server.url}${target}`)).headers.get("permissions-policy");
      expect(policy, target).toContain("camera=()");
      expect(policy, target).toContain("geolocation=()");
    }
  });

  it("answers unknown paths with the prerendered 404 page, beyond any per-client limit", async () => {
    const en = dictionary("en").pages.notFound;
    const hi = dictionary("hi").pages.notFound;
    await waitUntil(
      async () =>
        /'sha256-/.test(
          (await fetch(`${server.url}/no/such/page`)).headers.get("content-security-policy") ?? "",
        ),
      20_000,
      "the not-found page to be rendered",
    );
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${server.url}/missing-${i}`, {
        headers: { "X-Forwarded-For": "198.51.100.99" },
      });
      statuses.push(response.status);
      const html = await response.text();
      if (i === 0) {
        expect(decodeEntities(html)).toContain(en.heading);
        // Prerendered: its scripts are allowed by hash, not by a per-request nonce.
        expect(response.headers.get("content-security-policy")).not.toContain("'nonce-");
      }
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    const hindi = await fetch(`${server.url}/hi/no-such-page`);
    expect(hindi.status).toBe(404);
    expect(decodeEntities(await hindi.text())).toContain(hi.heading);
  });

  it("holds one client to PAGE_RATE_LIMIT_MAX server-rendered GETs a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${server.url}/admin/login`, {
        headers: { "X-Forwarded-For": "198.51.100.77" },
      });
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Another client is not held back.
    const other = await fetch(`${server.url}/admin/login`, {
      headers: { "X-Forwarded-For": "198.51.100.78" },
    });
    expect(other.status).toBe(200);
    expect(adminCopy.signIn.title).toBeTruthy();
  });
});
