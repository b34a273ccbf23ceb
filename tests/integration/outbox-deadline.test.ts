/**
 * The outbox against a slow SMTP server, with real server processes: a send that outlives its
 * deadline is cut off before the lease ends, so another instance's retry is the only copy that
 * arrives; SIGTERM waits for a send in flight and records it; a deadline that does not fit in
 * the lease stops the start-up.
 */
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import {
  type ChildServer,
  createDatabase,
  createSmtp,
  postForm,
  startInstances,
  startServerProcess,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

let servers: ChildServer[] = [];
let smtp: TestSmtp | null = null;

afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  servers = [];
  await smtp?.close();
  smtp = null;
});

describe("outbox send deadline", () => {
  it("two instances, SMTP slower than the lease on each first attempt: each lead's email arrives once", async () => {
    const N = 6;
    // The first DATA of every message gets its reply after 4 s, longer than the 3 s lease;
    // later attempts are answered at once.
    smtp = await createSmtp({ replyDelayMs: (attempt) => (attempt === 1 ? 4000 : 0) });
    await smtp.listen();
    const databaseUrl = await createDatabase(inject("databaseUrl"));
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "50",
      MAIL_LEASE_MS: "3000",
      MAIL_SEND_DEADLINE_MS: "1500",
    };
    servers = await startInstances(env);

    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        postForm(servers[i % 2]!.url, "/contact-us", validLead(`slow-${i}`)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(N).fill(200));

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const unsent = async () =>
        Number(
          (await db.query("SELECT COUNT(*)::int AS n FROM outbox WHERE status != 'sent'")).rows[0]
            .n,
        );
      await waitUntil(async () => (await unsent()) === 0, 30_000, "every row to be sent");
      // Every held-back reply has come due: a late first attempt would have arrived by now.
      await waitUntil(() => smtp?.pendingReplies() === 0, 10_000, "the slow replies");
      await new Promise((r) => setTimeout(r, 500));

      console.info(
        `two instances: ${smtp.messages.length} delivered, ${smtp.dropped.length} cut off before the reply`,
      );
      const perLead = Array.from(
        { length: N },
        (_, i) => smtp?.messages.filter((m) => m.raw.includes(`asha.slow-${i}@example.com`)).length,
      );
      expect(perLead).toEqual(Array(N).fill(1));
      expect(smtp.messages).toHaveLength(N);
      // The slow path really ran: every first attempt reached the end of DATA, was cut off at
      // the deadline and counted as a failed attempt.
      expect(smtp.dropped).toHaveLength(N);
      // The retry carried the first attempt's Message-ID: had both arrived, a mailbox would
      // show one message.
      const messageId = (raw: string) => raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1];
      expect(new Set(smtp.messages.map((m) => messageId(m.raw)))).toEqual(
        new Set(smtp.dropped.map((m) => messageId(m.raw))),
      );
      const rows = (await db.query("SELECT attempts FROM outbox")).rows as { attempts: number }[];
      expect(rows.every((r) => r.attempts >= 2)).toBe(true);
      const output = servers.map((s) => s.output()).join("\n");
      expect(output).toContain("email failed, will retry");
      expect(output).not.toContain("outbox claim lost");
    } finally {
      await db.end();
    }
  });

  it("SIGTERM waits for a send in flight, records it as sent and exits 0", async () => {
    // Longer than the 5 s after which the server used to exit regardless.
    const replyDelayMs = 6000;
    const deadlineMs = 10_000;
    smtp = await createSmtp({ replyDelayMs: () => replyDelayMs });
    await smtp.listen();
    const dataDir = tempDir();
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_LEASE_MS: "30000",
      MAIL_SEND_DEADLINE_MS: String(deadlineMs),
    });
    servers = [server];
    expect((await postForm(server.url, "/contact-us", validLead("drain"))).status).toBe(200);
    await waitUntil(() => smtp?.received.length === 1, 10_000, "the send to be in flight");

    const signalledAt = performance.now();
    const code = await server.stop();
    const drainMs = Math.round(performance.now() - signalledAt);
    console.info(`drain after SIGTERM took ${drainMs} ms`);

    expect(code).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.dropped).toHaveLength(0);
    const db = new Database(path.join(dataDir, "leads.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT status, attempts FROM outbox").all()).toEqual([
        { status: "sent", attempts: 1 },
      ]);
    } finally {
      db.close();
    }
    // Bounded: the send deadline plus the shutdown margin, not an open-ended wait.
    expect(drainMs).toBeLessThan(deadlineMs + 5000);
  });

  it("refuses to start when the send deadline does not fit well inside the lease", async () => {
    smtp = await createSmtp();
    const start = startServerProcess({
      DATA_DIR: tempDir(),
      SMTP_URL: smtp.url,
      MAIL_LEASE_MS: "3000",
      MAIL_SEND_DEADLINE_MS: "3000",
    }).then((server) => {
      servers.push(server);
      return server;
    });
    await expect(start).rejects.toThrow(/exited at start \(code [1-9]\d*,/);
    await expect(start).rejects.toThrow(/MAIL_SEND_DEADLINE_MS.*MAIL_LEASE_MS/);
  });
});
