/**
 * Two real server processes on one PostgreSQL database and one SMTP server: N leads posted
 * across both give exactly N emails, each lead's once (FOR UPDATE SKIP LOCKED in the outbox).
 */
import { afterAll, expect, inject, it } from "vitest";
import {
  type ChildServer,
  createDatabase,
  createSmtp,
  postForm,
  startInstances,
  stopAll,
  type TestSmtp,
  validLead,
} from "./helpers";

const N = 60;
let servers: ChildServer[] = [];
let smtp: TestSmtp | null = null;

afterAll(async () => {
  await stopAll(servers);
  await smtp?.close();
});

it(`two instances on one PostgreSQL send exactly ${N} emails for ${N} leads`, async () => {
  smtp = await createSmtp();
  await smtp.listen();
  const env = {
    DATABASE_URL: await createDatabase(inject("databaseUrl")),
    SMTP_URL: smtp.url,
    // Both instances poll often, so both race for every row. The lease is the production
    // order of magnitude: longer than any send, so only a dead sender's rows are taken over.
    MAIL_POLL_MS: "50",
    MAIL_LEASE_MS: "60000",
  };
  servers = await startInstances(env);

  const responses = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      postForm(servers[i % 2]!.url, "/contact-us", validLead(`multi-${i}`)),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(N).fill(200));

  await smtp.waitFor(N, 30_000);
  // Give any duplicate time to show up.
  await new Promise((r) => setTimeout(r, 1500));
  expect(smtp.messages).toHaveLength(N);
  const ids = smtp.messages.map(
    (m) => m.raw.match(/^Message-ID:\s*<outbox-\d+\.([0-9a-f-]+)@/im)?.[1],
  );
  expect(new Set(ids).size).toBe(N);
  for (let i = 0; i < N; i++) {
    expect(smtp.messages.some((m) => m.raw.includes(`asha.multi-${i}@example.com`))).toBe(true);
  }
});
