import os from "node:os";
import { describe, expect, it } from "vitest";
import type { NewAuditEntry } from "../db/audit";
import { createLogger } from "../log";
import { commandLineActor, createAuditTrail, NOT_AN_EMAIL } from "./audit";

const MINUTE = 60_000;
const T0 = 1_750_000_020_000; // 20 s into a minute

function trail(options: { bucketsMax?: number; failWrites?: boolean } = {}) {
  const written: NewAuditEntry[] = [];
  let t = T0;
  const audit = createAuditTrail({
    repo: {
      async appendAudit(entry) {
        if (options.failWrites) throw new Error("database away");
        written.push(entry);
      },
      listAudit: async () => ({ items: [], total: 0 }),
      purgeAuditBefore: async () => 0,
    },
    logger: createLogger("silent"),
    retentionDays: 30,
    now: () => t,
    bucketsMax: options.bucketsMax,
  });
  return {
    audit,
    written,
    advance(ms: number) {
      t += ms;
    },
  };
}

describe("the audit trail", () => {
  it("keeps a typed email only when it has an email's shape", async () => {
    const { audit, written } = trail();
    for (const typed of ["Someone@Example.com", "correct horse battery staple", "hunter2", ""]) {
      await audit.record({ actor: null, kind: "signin.failure", subject: typed });
    }
    audit.recordAggregated({ kind: "signin.throttled", subject: "my password 123" });
    await audit.stop();
    expect(written.map((entry) => entry.subject)).toEqual([
      "Someone@Example.com",
      NOT_AN_EMAIL,
      NOT_AN_EMAIL,
      NOT_AN_EMAIL,
      NOT_AN_EMAIL,
    ]);
    // Other kinds keep their subject as given.
    await audit.record({ actor: null, kind: "staff.create", subject: "staff:1 a@b.example" });
    expect(written.at(-1)?.subject).toBe("staff:1 a@b.example");
  });

  it("names the system user and host of a command run on the server", async () => {
    const { audit, written } = trail();
    const actor = commandLineActor();
    expect(actor.host).toBe(os.hostname());
    await audit.record({ actor, kind: "staff.create", details: { via: "npm run admin:add" } });
    expect(written[0]).toMatchObject({
      actorId: null,
      actorEmail: null,
      details: { via: "npm run admin:add", systemUser: actor.systemUser, host: os.hostname() },
    });
  });

  it("counts noisy events into one entry per minute, kind and client", async () => {
    const { audit, written, advance } = trail();
    for (let i = 0; i < 500; i++)
      audit.recordAggregated({
        kind: "form.refused",
        ipHash: "client-a",
        details: { reason: "origin", path: "/contact-us" },
      });
    audit.recordAggregated({ kind: "form.refused", ipHash: "client-b", details: {} });
    audit.recordAggregated({ kind: "signin.throttled", ipHash: "client-a", subject: "a@b.in" });
    // Nothing is written while the minute lasts.
    expect(await audit.flush()).toBe(0);
    expect(audit.bucketsHeld()).toBe(3);
    advance(MINUTE);
    audit.recordAggregated({ kind: "form.refused", ipHash: "client-a", details: {} });
    expect(await audit.flush()).toBe(3);
    expect(written).toHaveLength(3);
    expect(written[0]).toMatchObject({
      kind: "form.refused",
      ipHash: "client-a",
      createdAt: T0,
      details: { reason: "origin", path: "/contact-us", count: 500 },
    });
    expect(written[1]?.details).toEqual({ count: 1 });
    expect(written[2]).toMatchObject({ kind: "signin.throttled", subject: "a@b.in" });
    // The next minute's entry waits for its minute, or for the stop.
    expect(audit.bucketsHeld()).toBe(1);
    await audit.stop();
    expect(written).toHaveLength(4);
    expect(audit.bucketsHeld()).toBe(0);
  });

  it("holds a bounded number of entries under a flood from many clients, losing no count", async () => {
    const { audit, written } = trail({ bucketsMax: 100 });
    for (let i = 0; i < 10_000; i++)
      audit.recordAggregated({ kind: "form.refused", ipHash: `client-${i}`, details: {} });
    expect(audit.bucketsHeld()).toBe(101);
    await audit.stop();
    expect(written).toHaveLength(101);
    const counts = written.map((entry) => Number(entry.details?.count));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(written.at(-1)?.details).toEqual({ manyClients: true, count: 9_900 });
  });

  it("drops the counts it cannot store rather than holding them", async () => {
    const { audit } = trail({ failWrites: true });
    audit.recordAggregated({ kind: "form.refused", ipHash: "client-a" });
    await audit.stop();
    expect(audit.bucketsHeld()).toBe(0);
  });
});
