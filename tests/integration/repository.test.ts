/**
 * One behaviour suite for the lead repository, run against SQLite (a temporary file) and
 * PostgreSQL (a fresh database in the throwaway cluster). The limits are also raced from two
 * connections, as two server instances would.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPostgresRepository } from "../../server/db/postgres";
import { openSqliteRepository } from "../../server/db/sqlite";
import type { LeadRepository, NewLead } from "../../server/db/types";
import { createDatabase, tempDir } from "./helpers";

/** Each backend makes a fresh database and returns a way to open connections to it. */
const backends: [string, () => Promise<() => LeadRepository>][] = [
  [
    "SQLite",
    async () => {
      const file = path.join(tempDir(), "leads.db");
      return () => openSqliteRepository(file);
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const connectionString = await createDatabase(inject("databaseUrl"));
      return () => openPostgresRepository({ connectionString });
    },
  ],
];

const T0 = 1_700_000_000_000;

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    createdAt: T0,
    source: "contact",
    name: "Asha Verma",
    email: "asha@example.com",
    phone: "+91 98110 24680",
    message: "A website for my bakery || Contact Us Page",
    pagePath: "/contact-us",
    userAgent: "Mozilla/5.0",
    ipHash: "hash-a",
    ...overrides,
  };
}

describe.each(backends)("lead repository on %s", (_name, open) => {
  let repo: LeadRepository;
  /** A second connection to the same database (another instance). */
  let other: LeadRepository;

  beforeAll(async () => {
    const connect = await open();
    repo = connect();
    await repo.migrate();
    other = connect();
  });
  afterAll(async () => {
    await other?.close();
    await repo?.close();
  });

  it("migrates idempotently and keeps the first value of a setting", async () => {
    await repo.migrate();
    await repo.ping();
    expect(await repo.ensureSetting("salt", "first")).toBe("first");
    expect(await repo.ensureSetting("salt", "second")).toBe("first");
  });

  it("stores a lead with its outbox rows and reads it back", async () => {
    const l = lead({ name: "Ravi 'Kumar'; DROP TABLE leads; --", message: "नमस्ते 👋\nline two" });
    await repo.createLead(l, [
      { kind: "notify", recipient: "team@example.com", status: "pending" },
      { kind: "ack", recipient: l.email, status: "pending" },
    ]);
    const stored = await repo.getLead(l.id);
    expect(stored).toEqual({ ...l, status: "new", updatedAt: l.createdAt });
    const outbox = await repo.listOutbox({ leadId: l.id });
    expect(outbox.map((m) => [m.kind, m.recipient, m.status, m.attempts])).toEqual([
      ["notify", "team@example.com", "pending", 0],
      ["ack", l.email, "pending", 0],
    ]);
    expect(await repo.getLead(randomUUID())).toBeNull();
  });

  it("writes the lead and its outbox in one transaction", async () => {
    const l = lead();
    await repo.createLead(l, [{ kind: "notify", recipient: "a@example.com", status: "pending" }]);
    // The same id again: the lead insert fails, and no outbox row may be left behind.
    await expect(
      repo.createLead(l, [{ kind: "notify", recipient: "b@example.com", status: "pending" }]),
    ).rejects.toThrow();
    expect((await repo.listOutbox({ leadId: l.id })).map((m) => m.recipient)).toEqual([
      "a@example.com",
    ]);
  });

  it("counts recent leads per IP hash and source", async () => {
    const ip = `ip-${randomUUID()}`;
    await repo.createLead(lead({ ipHash: ip, createdAt: T0 }), []);
    await repo.createLead(lead({ ipHash: ip, createdAt: T0 + 1000 }), []);
    await repo.createLead(lead({ ipHash: ip, createdAt: T0 + 1000, source: "career" }), []);
    expect(await repo.countLeadsSince(ip, "contact", T0)).toBe(2);
    expect(await repo.countLeadsSince(ip, "contact", T0 + 1)).toBe(1);
    expect(await repo.countLeadsSince(ip, "career", T0)).toBe(1);
    expect(await repo.countLeadsSince(ip, "popup", T0)).toBe(0);
    expect(await repo.countLeadsSince("other", "contact", 0)).toBe(0);
  });

  it("stores a lead only within its limit, counting parallel writes", async () => {
    const ip = `ip-${randomUUID()}`;
    const name = `limited ${randomUUID()}`;
    const limit = { max: 4, since: T0 };
    // An old lead outside the window does not count.
    await repo.createLead(lead({ ipHash: ip, createdAt: T0 - 1 }), []);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other : repo).createLeadWithinLimit(
          lead({ ipHash: ip, name }),
          [{ kind: "notify", recipient: "team@example.com", status: "pending" }],
          limit,
        ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(4);
    expect(await repo.countLeadsSince(ip, "contact", T0)).toBe(4);
    // A refused lead leaves no outbox row behind.
    const stored = (await repo.listLeads({ search: name })).items;
    expect(stored).toHaveLength(4);
    const outbox = await Promise.all(stored.map((l) => repo.listOutbox({ leadId: l.id })));
    expect(outbox.flat()).toHaveLength(4);
    // Another source, or a lead without an IP hash, has its own count.
    expect(
      await repo.createLeadWithinLimit(lead({ ipHash: ip, source: "career" }), [], limit),
    ).toBe(true);
    expect(await repo.createLeadWithinLimit(lead({ ipHash: null }), [], limit)).toBe(true);
    expect(await repo.createLeadWithinLimit(lead({ ipHash: ip }), [], limit)).toBe(false);
  });

  it("reserves sign-in attempts atomically under every key", async () => {
    const account = `account:${randomUUID()}`;
    const ip = `ip:${randomUUID()}`;
    const limits = [
      { key: account, max: 3 },
      { key: ip, max: 5 },
    ];
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other : repo).reserveLoginAttempt(limits, T0, T0),
      ),
    );
    const reserved = tries.flatMap((t) => (t.reserved ? [t.ids] : []));
    expect(reserved).toHaveLength(3);
    expect(tries.find((t) => !t.reserved)).toEqual({ reserved: false, fullKeys: [account] });
    expect(await repo.countLoginFailures(account, T0)).toBe(3);
    expect(await repo.countLoginFailures(ip, T0)).toBe(3);

    // A released reservation (a right password) frees its place under both keys.
    await repo.releaseLoginAttempt(reserved[0] ?? []);
    expect(await repo.countLoginFailures(account, T0)).toBe(2);
    expect(await repo.countLoginFailures(ip, T0)).toBe(2);
    expect((await other.reserveLoginAttempt(limits, T0, T0)).reserved).toBe(true);

    // Attempts before the window do not count; clearing forgets a key's attempts only.
    expect((await repo.reserveLoginAttempt(limits, T0 + 1, T0 + 1)).reserved).toBe(true);
    expect(await repo.clearLoginFailures(account)).toBe(4);
    expect(await repo.countLoginFailures(account, 0)).toBe(0);
    expect(await repo.countLoginFailures(ip, 0)).toBe(4);
  });

  it("reserves per IP across many accounts", async () => {
    const ip = `ip:${randomUUID()}`;
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other : repo).reserveLoginAttempt(
          [
            { key: `account:${randomUUID()}`, max: 3 },
            { key: ip, max: 5 },
          ],
          T0,
          T0,
        ),
      ),
    );
    expect(tries.filter((t) => t.reserved)).toHaveLength(5);
    expect(tries.filter((t) => !t.reserved).every((t) => !t.reserved && t.fullKeys[0] === ip)).toBe(
      true,
    );
    expect(await repo.countLoginFailures(ip, T0)).toBe(5);
  });

  it("lists leads newest first with filters, search and pages", async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    const base = T0 + 10_000_000;
    for (let i = 0; i < 5; i++) {
      await repo.createLead(
        lead({
          createdAt: base + i,
          name: `${tag} person ${i}`,
          source: i % 2 ? "popup" : "career",
          message: i === 3 ? `${tag} wants 100% uptime` : "hello",
        }),
        [],
      );
    }
    const all = await repo.listLeads({ search: tag, limit: 2 });
    expect(all.total).toBe(5);
    expect(all.items.map((l) => l.name)).toEqual([`${tag} person 4`, `${tag} person 3`]);
    const next = await repo.listLeads({ search: tag, limit: 2, offset: 2 });
    expect(next.items.map((l) => l.name)).toEqual([`${tag} person 2`, `${tag} person 1`]);
    expect((await repo.listLeads({ search: tag, source: "popup" })).total).toBe(2);
    expect((await repo.listLeads({ search: "100%" })).items.map((l) => l.name)).toEqual([
      `${tag} person 3`,
    ]);
    expect((await repo.listLeads({ search: tag.toUpperCase() })).total).toBe(5);
    // LIKE wildcards are literal: "_" does not match any character.
    expect((await repo.listLeads({ search: `${tag}_person` })).total).toBe(0);
  });

  it("changes status, deletes with the outbox, and purges old leads", async () => {
    const l = lead({ createdAt: 1000 });
    await repo.createLead(l, [{ kind: "notify", recipient: "a@example.com", status: "skipped" }]);
    expect(await repo.setLeadStatus(l.id, "handled", 5000)).toBe(true);
    expect(await repo.getLead(l.id)).toMatchObject({ status: "handled", updatedAt: 5000 });
    expect((await repo.listLeads({ status: "handled" })).items.map((x) => x.id)).toContain(l.id);
    expect(await repo.setLeadStatus(randomUUID(), "spam", 5000)).toBe(false);

    expect(await repo.deleteLead(l.id)).toBe(true);
    expect(await repo.getLead(l.id)).toBeNull();
    expect(await repo.listOutbox({ leadId: l.id })).toEqual([]);
    expect(await repo.deleteLead(l.id)).toBe(false);

    const old = lead({ createdAt: 2000 });
    await repo.createLead(old, []);
    expect(await repo.purgeLeadsBefore(2001)).toBeGreaterThanOrEqual(1);
    expect(await repo.getLead(old.id)).toBeNull();
  });

  it("claims due outbox rows once, with a lease, and records the outcome", async () => {
    // Work on a clean queue: mark everything earlier tests left as sent.
    for (const m of await repo.claimOutbox({ now: Date.now() + 1e12, limit: 500, leaseMs: 1 }))
      await repo.markOutboxSent(m.message.id, 1);

    const now = 10_000_000_000_000;
    const a = lead();
    const b = lead();
    await repo.createLead(a, [{ kind: "notify", recipient: "x@example.com", status: "pending" }]);
    await repo.createLead({ ...b, createdAt: now + 60_000 }, [
      { kind: "notify", recipient: "y@example.com", status: "pending" },
    ]);

    const first = await repo.claimOutbox({ now, limit: 10, leaseMs: 1000 });
    expect(first.map((c) => c.lead.id)).toEqual([a.id]);
    expect(first[0]?.message).toMatchObject({
      status: "sending",
      attempts: 1,
      lockedUntil: now + 1000,
    });
    // Leased: nobody else gets it; once the lease ends it is claimed again.
    expect(await repo.claimOutbox({ now: now + 500, limit: 10, leaseMs: 1000 })).toEqual([]);
    const again = await repo.claimOutbox({ now: now + 1001, limit: 10, leaseMs: 1000 });
    expect(again.map((c) => [c.lead.id, c.message.attempts])).toEqual([[a.id, 2]]);

    const id = again[0]?.message.id as number;
    await repo.markOutboxRetry(id, "connection refused", now + 5000);
    expect(await repo.claimOutbox({ now: now + 4999, limit: 10, leaseMs: 1000 })).toEqual([]);
    const third = await repo.claimOutbox({ now: now + 5000, limit: 10, leaseMs: 1000 });
    expect(third[0]?.message).toMatchObject({ attempts: 3, lastError: "connection refused" });

    await repo.markOutboxFailed(id, "gave up");
    expect((await repo.listOutbox({ status: "failed" })).map((m) => m.id)).toContain(id);
    expect((await repo.outboxCounts()).failed).toBeGreaterThanOrEqual(1);
    expect(await repo.retryOutbox(id, now + 6000)).toBe(true);
    expect(await repo.retryOutbox(id, now + 6000)).toBe(false);
    const retried = await repo.claimOutbox({ now: now + 6000, limit: 10, leaseMs: 1000 });
    expect(retried[0]?.message).toMatchObject({ id, attempts: 1 });
    await repo.markOutboxSent(id, now + 6001);
    expect((await repo.listOutbox({ leadId: a.id }))[0]).toMatchObject({
      status: "sent",
      sentAt: now + 6001,
      lastError: null,
    });
    // b's row was created in the future: due only then.
    const late = await repo.claimOutbox({ now: now + 60_000, limit: 10, leaseMs: 1000 });
    expect(late.map((c) => c.lead.id)).toEqual([b.id]);
    await repo.markOutboxSent(late[0]?.message.id as number, now);
  });

  it("never hands one outbox row to two concurrent claimers", async () => {
    const now = 20_000_000_000_000;
    for (let i = 0; i < 30; i++) {
      await repo.createLead(lead({ createdAt: now }), [
        { kind: "notify", recipient: "z@example.com", status: "pending" },
      ]);
    }
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => repo.claimOutbox({ now, limit: 4, leaseMs: 60_000 })),
    );
    const more = await repo.claimOutbox({ now, limit: 100, leaseMs: 60_000 });
    const ids = [...claims.flat(), ...more].map((c) => c.message.id);
    expect(ids.length).toBe(30);
    expect(new Set(ids).size).toBe(30);
    for (const id of ids) await repo.markOutboxSent(id, now);
  });
});
