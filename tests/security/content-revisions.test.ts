/**
 * A stored revision that fails today's rules, written straight into the database as an older
 * release or a hand-made row would leave it (issue 50): on main a schema-valid topic whose list
 * lost an item's words made every start exit (a crash loop under systemd), and running instances
 * tried it again every second. Replayed against the compiled server on SQLite and PostgreSQL:
 * it starts, serves the shipped words of the bad topics and the stored words of the good one,
 * `content status` lists each bad topic with why, and the log does not grow with the polls.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedDocuments } from "../../app/content/engine/content";
import { admin as copy } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import { openSiteDatabase } from "../../server/db";
import {
  type ChildServer,
  compiledServer,
  createDatabase,
  decodeEntities,
  root,
  staffSession,
  startServerProcess,
  tempDir,
} from "../integration/helpers";

const run = promisify(execFile);
const OWNER = "owner@agency.example";
const PASSWORD = "correct horse battery staple";
const shipped = shippedDocuments();
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
});

/** Writes the bad revisions: careers without one role's words, home's row not JSON; site good. */
async function storeBadRevisions(config: { DATA_DIR: string; DATABASE_URL?: string }) {
  const db = await openSiteDatabase(config);
  try {
    const careers = structuredClone(shipped.careers) as typeof shipped.careers & {
      en: { careerRoles: Record<string, unknown> };
      hi: { careerRoles: Record<string, unknown> };
    };
    delete careers.en.careerRoles["frontend-developer"];
    delete careers.hi.careerRoles["frontend-developer"];
    const site = structuredClone(shipped.site);
    site.facts = { ...site.facts, phoneMobile: "+91 98110 24680" };
    const home = structuredClone(shipped.home);
    const appended = await db.appendRevision({
      createdAt: Date.now(),
      author: "an older release",
      note: "before today's rules",
      kind: "publish",
      basedOn: 0,
      topics: { careers, site, home },
    });
    expect(appended.ok).toBe(true);
  } finally {
    await db.close();
  }
  // Then home's live row is damaged by hand: its text is no JSON.
  if (config.DATABASE_URL) {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    await client.query("UPDATE content_live SET document = $1 WHERE topic = 'home'", ['{"facts":']);
    await client.end();
  } else {
    const Database = (await import("better-sqlite3")).default;
    const sqlite = new Database(`${config.DATA_DIR}/leads.db`);
    sqlite.prepare("UPDATE content_live SET document = ? WHERE topic = 'home'").run('{"facts":');
    sqlite.close();
  }
}

/** An owner made in the database and signed in: the session cookie. */
async function signInOwner(url: string, config: { DATA_DIR: string; DATABASE_URL?: string }) {
  const db = await openSiteDatabase(config);
  try {
    await db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now(), { role: "owner" });
  } finally {
    await db.close();
  }
  return staffSession(url, OWNER, PASSWORD);
}

const refusedLines = (output: string) =>
  output.split("\n").filter((line) => line.includes("stored content refused")).length;

for (const engine of ["SQLite", "PostgreSQL"] as const) {
  describe(`a bad stored revision on ${engine}`, () => {
    it("starts, serves the shipped words for the bad topics, lists them, and does not log every poll", async () => {
      const config = {
        DATA_DIR: tempDir("content-bad-"),
        ...(engine === "PostgreSQL"
          ? { DATABASE_URL: await createDatabase(inject("databaseUrl")) }
          : {}),
      };
      await storeBadRevisions(config);
      const server = await startServerProcess(
        { ...config, LOG_LEVEL: "warn", CONTENT_POLL_MS: "100" },
        compiledServer,
      );
      servers.push(server);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      // careers as shipped: the role whose words were lost is still on the page.
      const careers = await (await fetch(`${server.url}/career`)).text();
      expect(careers).toContain("Frontend Developer");
      // home as shipped, and site's stored phone number (a good topic) served.
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/pricing`)).text()).toContain(
        'href="tel:+919811024680"',
      );
      const output = server.output();
      expect(output).toMatch(
        /stored content refused by today's schema or rules.*"topic":"careers"/,
      );
      expect(output).toMatch(/"topic":"home".*not readable/);

      // 3 s at a poll every 100 ms: not one more line.
      const lines = refusedLines(output);
      const length = output.length;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(refusedLines(server.output())).toBe(lines);
      expect(server.output().length).toBe(length);

      // /admin/content says so to the staff, naming each topic and why.
      const owner = await signInOwner(server.url, config);
      const overview = decodeEntities(
        await (await fetch(`${server.url}/admin/content`, { headers: { Cookie: owner } })).text(),
      );
      expect(overview).toContain(copy.contentEditor.overview.servedAsShipped.heading);
      expect(overview).toMatch(
        /Careers: visitors see the words this release shipped.*frontend-developer/,
      );
      expect(overview).toMatch(
        /Home page: visitors see the words this release shipped.*not readable/,
      );

      const status = await run(process.execPath, ["build/server-dist/content.js", "status"], {
        cwd: root,
        env: { PATH: process.env.PATH, ...config },
      }).catch((error: { stdout: string; code: number }) => error);
      expect(status).toMatchObject({ code: 1 });
      const stdout = (status as { stdout: string }).stdout;
      expect(stdout).toMatch(/careers: SHIPPED WORDS SERVED: revision 1 .*frontend-developer/);
      expect(stdout).toMatch(/home: SHIPPED WORDS SERVED: revision 1 .*not readable/);
      expect(stdout).toMatch(/site: revision 1/);
      expect(stdout).not.toMatch(/site: SHIPPED/);
    }, 120_000);
  });
}
