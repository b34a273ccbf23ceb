/**
 * Crash: leads are posted concurrently to a real server process (SQLite), which is killed with
 * SIGKILL mid-way and started again. Every lead the server acknowledged is stored exactly once,
 * and its email goes out.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import {
  type ChildServer,
  createSmtp,
  postForm,
  showsSuccess,
  startServerProcess,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

let server: ChildServer | null = null;
let smtp: TestSmtp | null = null;

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

it("keeps every acknowledged lead exactly once across a SIGKILL, and sends its email", async () => {
  smtp = await createSmtp();
  await smtp.listen();
  const dataDir = tempDir();
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_LEASE_MS: "5000",
    MAIL_SEND_DEADLINE_MS: "2500",
  };
  server = await startServerProcess(env);
  const first = server;

  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const email = `crash-${w}-${i}@example.com`;
      sent++;
      try {
        const response = await postForm(
          first.url,
          "/contact-us",
          validLead(`${w}-${i}`, { email }),
        );
        if (response.status === 200 && showsSuccess(response.body)) acknowledged.push(email);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  await waitUntil(() => acknowledged.length >= 50, 60_000, "50 acknowledged leads");
  await first.kill();
  stop = true;
  await Promise.all(workers);
  expect(sent).toBeGreaterThan(acknowledged.length - 1);

  server = await startServerProcess(env);

  const db = new Database(path.join(dataDir, "leads.db"), { readonly: true });
  try {
    const rows = db.prepare("SELECT email, COUNT(*) AS n FROM leads GROUP BY email").all() as {
      email: string;
      n: number;
    }[];
    const counts = new Map(rows.map((r) => [r.email, r.n]));
    for (const email of acknowledged) expect(counts.get(email), email).toBe(1);
    // Nothing was stored twice, acknowledged or not.
    expect(rows.every((r) => r.n === 1)).toBe(true);

    // Every stored lead's notification goes out (after the dead instance's lease ends).
    await waitUntil(
      () => {
        const pending = db
          .prepare("SELECT COUNT(*) AS n FROM outbox WHERE status != 'sent'")
          .get() as { n: number };
        return pending.n === 0;
      },
      30_000,
      "the outbox to empty",
    );
    const mailed = new Set(
      smtp.messages.map((m) => m.raw.match(/crash-\d+-\d+@example\.com/)?.[0]),
    );
    for (const email of acknowledged) expect(mailed.has(email), email).toBe(true);
    expect(mailed.size).toBe(rows.length);
  } finally {
    db.close();
  }
});
