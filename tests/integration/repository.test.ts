/**
 * One behaviour suite for the lead repository, run against SQLite (a temporary file) and
 * PostgreSQL (a fresh database in the throwaway cluster). The limits are also raced from two
 * connections, as two server instances would.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import type { ClaimedMessage, NewLead, OutboxClaim } from "../../server/db/types";
import { createDatabase, tempDir, waitUntil } from "./helpers";

/** Each backend makes a fresh database and returns a way to open connections to it. */
const backends: [string, () => Promise<() => Promise<SiteDatabase>>][] = [
  [
    "SQLite",
    async () => {
      const dir = tempDir();
      return () => openSiteDatabase({ DATA_DIR: dir });
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      return () => openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir() });
    },
  ],
];

const T0 = 1_700_000_000_000;
const HOUR_MS = 3_600_000;
/** The database and this test read the same host clock; allow for rounding and scheduling. */
const CLOCK_SLACK_MS = 1000;

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
    language: "en",
    ...overrides,
  };
}

describe.each(backends)("lead repository on %s", (_name, open) => {
  let repo: SiteDatabase;
  /** A second connection to the same database (another instance). */
  let other: SiteDatabase;

  beforeAll(async () => {
    const connect = await open();
    repo = await connect();
    await repo.migrate();
    other = await connect();
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
    expect(stored).toMatchObject({ ...l, stage: "new", ownerId: null, updatedAt: l.createdAt });
    const outbox = await repo.listOutbox({ leadId: l.id });
    expect(outbox.map((m) => [m.kind, m.recipient, m.status, m.attempts])).toEqual([
      ["notify", "team@example.com", "pending", 0],
      ["ack", l.email, "pending", 0],
    ]);
    expect(await repo.getLead(randomUUID())).toBeNull();
  });

  it("records the language of the page a lead came from, with Devanagari text intact", async () => {
    const hindi = lead({ name: "आशा वर्मा", message: "मुझे एक वेबसाइट चाहिए", language: "hi" });
    expect(await repo.admitLead(hindi, [], { limit: { max: 5, since: 0 } })).toBe("stored");
    expect(await repo.getLead(hindi.id)).toMatchObject({ name: "आशा वर्मा", language: "hi" });
    const { items } = await repo.listLeads({ search: "वेबसाइट" });
    expect(items.map((item) => [item.id, item.language])).toEqual([[hindi.id, "hi"]]);
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
        (i % 2 ? other : repo).admitLead(
          lead({ ipHash: ip, name, message: `message ${i}` }),
          [{ kind: "notify", recipient: "team@example.com", status: "pending" }],
          { limit },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "stored")).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === "limited")).toHaveLength(16);
    expect(await repo.countLeadsSince(ip, "contact", T0)).toBe(4);
    // A refused lead leaves no outbox row behind.
    const stored = (await repo.listLeads({ search: name })).items;
    expect(stored).toHaveLength(4);
    const outbox = await Promise.all(stored.map((l) => repo.listOutbox({ leadId: l.id })));
    expect(outbox.flat()).toHaveLength(4);
    // Another source, or a lead without an IP hash, has its own count.
    expect(await repo.admitLead(lead({ ipHash: ip, source: "career" }), [], { limit })).toBe(
      "stored",
    );
    expect(await repo.admitLead(lead({ ipHash: null }), [], { limit })).toBe("stored");
    expect(await repo.admitLead(lead({ ipHash: ip }), [], { limit })).toBe("limited");
  });

  it("stores a lead sent twice by one client once, even in parallel", async () => {
    const ip = `ip-${randomUUID()}`;
    const name = `repeated ${randomUUID()}`;
    const notify = [{ kind: "notify", recipient: "team@example.com", status: "pending" } as const];
    const rules = { repeatSince: T0 - 1000, limit: { max: 5, since: T0 - 1000 } };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : repo).admitLead(lead({ ipHash: ip, name }), notify, rules),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "stored")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "repeat")).toHaveLength(9);
    const stored = (await repo.listLeads({ search: name })).items;
    expect(stored).toHaveLength(1);
    expect(await repo.listOutbox({ leadId: stored[0]?.id ?? "" })).toHaveLength(1);

    // The repeat is answered before the limit, and does not count against it.
    for (let i = 0; i < 4; i++) {
      const next = lead({ ipHash: ip, name, message: `another message ${i}` });
      expect(await repo.admitLead(next, notify, rules)).toBe("stored");
    }
    expect(await repo.admitLead(lead({ ipHash: ip, name }), notify, rules)).toBe("repeat");
    expect(
      await repo.admitLead(lead({ ipHash: ip, name, message: "a sixth" }), notify, rules),
    ).toBe("limited");
    // Any field changed, another source, another client or an older lead: a new lead.
    const fresh = { repeatSince: T0 - 1000 };
    expect(
      await repo.admitLead(lead({ ipHash: ip, name, phone: "+91 90000 00000" }), [], fresh),
    ).toBe("stored");
    expect(await repo.admitLead(lead({ ipHash: ip, name, source: "career" }), [], fresh)).toBe(
      "stored",
    );
    expect(await repo.admitLead(lead({ ipHash: `${ip}-b`, name }), [], fresh)).toBe("stored");
    expect(await repo.admitLead(lead({ ipHash: ip, name }), [], { repeatSince: T0 + 1 })).toBe(
      "stored",
    );
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
    expect(tries.find((t) => !t.reserved)).toMatchObject({ reserved: false, fullKeys: [account] });
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

  it("changes stage, deletes with the outbox, and purges old leads", async () => {
    const l = lead({ createdAt: 1000 });
    await repo.createLead(l, [{ kind: "notify", recipient: "a@example.com", status: "skipped" }]);
    expect(await repo.getLead(l.id)).toMatchObject({ stage: "new", ownerId: null });
    expect(await repo.setLeadStage(l.id, "contacted", "price", 5000)).toBe(true);
    // A lost reason belongs to a lost lead only.
    expect(await repo.getLead(l.id)).toMatchObject({
      stage: "contacted",
      lostReason: null,
      updatedAt: 5000,
    });
    expect((await repo.listLeads({ stage: "contacted" })).items.map((x) => x.id)).toContain(l.id);
    expect(await repo.setLeadStage(l.id, "lost", "price", 5001)).toBe(true);
    expect(await repo.getLead(l.id)).toMatchObject({ stage: "lost", lostReason: "price" });
    expect(await repo.setLeadStage(randomUUID(), "spam", null, 5000)).toBe(false);

    expect(await repo.deleteLead(l.id)).toBe(true);
    expect(await repo.getLead(l.id)).toBeNull();
    expect(await repo.listOutbox({ leadId: l.id })).toEqual([]);
    expect(await repo.deleteLead(l.id)).toBe(false);

    const old = lead({ createdAt: 2000 });
    await repo.createLead(old, []);
    expect(await repo.purgeLeadsBefore(2001)).toBeGreaterThanOrEqual(1);
    expect(await repo.getLead(old.id)).toBeNull();
  });

  it("gives a lead one owner when two instances claim it at once, and keeps its timeline", async () => {
    const l = lead({ createdAt: 1000 });
    await repo.createLead(l, []);
    const tag = randomUUID().slice(0, 8);
    const a = await repo.upsertStaff(`a.${tag}@example.com`, "", 1000, { role: "sales" });
    const b = await repo.upsertStaff(`b.${tag}@example.com`, "", 1000, { role: "sales" });
    // Two connections race the guarded UPDATE: exactly one wins.
    const claims = await Promise.all([
      repo.claimLeadOwner(l.id, a.id, 2000),
      other.claimLeadOwner(l.id, b.id, 2000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const owner = claims[0] ? a.id : b.id;
    expect(await repo.getLead(l.id)).toMatchObject({ ownerId: owner, assignedAt: 2000 });
    expect(await repo.claimLeadOwner(l.id, a.id, 3000)).toBe(false);
    expect((await repo.listLeads({ ownerId: owner })).items.map((x) => x.id)).toContain(l.id);
    expect((await repo.listLeads({ unassigned: true })).items.map((x) => x.id)).not.toContain(l.id);
    // Reassigning is one update, whoever owned it.
    expect(await repo.setLeadOwner(l.id, owner === a.id ? b.id : a.id, 4000)).toBe(true);
    expect(await repo.setLeadFollowUp(l.id, 9000, 4000)).toBe(true);
    expect(
      (await repo.listLeads({ followUpBefore: 9001, open: true })).items.map((x) => x.id),
    ).toContain(l.id);
    expect(await repo.markLeadAnswered(l.id, 5000)).toBe(true);
    expect(await repo.markLeadAnswered(l.id, 6000)).toBe(false);
    expect(await repo.getLead(l.id)).toMatchObject({ firstAnswerAt: 5000, followUpAt: 9000 });

    await repo.addLeadEvent(l.id, "arrived", null, {}, 1000);
    const assigned = await repo.addLeadEvent(l.id, "assigned", a.id, { to: b.id }, 4000);
    expect(assigned).toMatchObject({ actorEmail: `a.${tag}@example.com`, detail: { to: b.id } });
    expect(await repo.addLeadEvent(randomUUID(), "note", null, {}, 1)).toBeNull();
    expect((await repo.listLeadEvents(l.id)).map((e) => e.kind)).toEqual(["arrived", "assigned"]);
    // The timeline goes with its lead.
    await repo.deleteLead(l.id);
    expect(await repo.listLeadEvents(l.id)).toEqual([]);
  });

  it("queues each automatic lead email once when two instances race (assign, remind, flag, digest)", async () => {
    const l = lead({ createdAt: Date.now() });
    await repo.createLead(l, []);
    const tag = randomUUID().slice(0, 8);
    const a = await repo.upsertStaff(`wa.${tag}@example.com`, "", 1000, { role: "sales" });
    const mail = { recipient: `wa.${tag}@example.com`, status: "skipped" as const };
    expect((await repo.leadsToAssign(l.createdAt, 500)).map((x) => x.id)).toContain(l.id);
    const both = <T>(work: (db: SiteDatabase) => Promise<T>) =>
      Promise.all([work(repo), work(other)]);
    expect(
      (await both((db) => db.autoAssignLead(l.id, a.id, mail, 2000))).filter(Boolean),
    ).toHaveLength(1);
    expect((await repo.leadsToAssign(l.createdAt, 500)).map((x) => x.id)).not.toContain(l.id);
    expect(await repo.lastAutoAssignee()).toBe(a.id);

    await repo.setLeadFollowUp(l.id, 3000, 2000);
    const due = (await repo.dueReminders(3000, 500)).find((x) => x.id === l.id);
    expect(due).toBeDefined();
    expect((await both((db) => db.remindFollowUp(due!, mail, 3000))).filter(Boolean)).toHaveLength(
      1,
    );
    expect((await repo.dueReminders(3000, 500)).map((x) => x.id)).not.toContain(l.id);
    // A new follow-up time is reminded again.
    await repo.setLeadFollowUp(l.id, 4000, 3000);
    expect((await repo.dueReminders(4000, 500)).map((x) => x.id)).toContain(l.id);

    const fresh = await repo.getLead(l.id);
    expect((await both((db) => db.flagNoAnswer(fresh!, mail, 5000))).filter(Boolean)).toHaveLength(
      1,
    );
    expect((await repo.getLead(l.id))?.noAnswerAt).toBe(5000);

    expect(
      (await both((db) => db.queueDigest(a.id, "2026-12-03", l.id, mail, 6000))).filter(Boolean),
    ).toHaveLength(1);
    expect(await repo.queueDigest(a.id, "2026-12-04", l.id, mail, 7000)).toBe(true);
    const rows = await repo.listOutbox({ leadId: l.id });
    expect(rows.map((m) => m.about)).toEqual([
      "assigned",
      "reminder",
      "no-answer",
      "digest",
      "digest",
    ]);
    expect((await repo.listLeadEvents(l.id)).map((e) => e.kind)).toEqual([
      "assigned",
      "reminder",
      "no-answer",
    ]);
  });

  /** Claims and marks sent whatever earlier tests left due, so a test starts on a clean queue. */
  async function emptyQueue() {
    for (;;) {
      const claimed = await repo.claimOutbox({ limit: 500, leaseMs: 60_000 });
      for (const c of claimed) await repo.markOutboxSent(c.claim);
      if (claimed.length < 500) return;
    }
  }

  /** Claims the only due row, as a sender would. */
  async function claimOne(leaseMs = 60_000): Promise<ClaimedMessage> {
    const claimed = await repo.claimOutbox({ limit: 10, leaseMs });
    expect(claimed).toHaveLength(1);
    return claimed[0] as ClaimedMessage;
  }

  it("claims due outbox rows once, with a lease, and records the outcome under the claim", async () => {
    await emptyQueue();
    const a = lead();
    await repo.createLead(a, [{ kind: "notify", recipient: "x@example.com", status: "pending" }]);

    const before = Date.now();
    const first = await claimOne();
    const after = Date.now();
    const id = first.message.id;
    expect(first.lead.id).toBe(a.id);
    expect(first.message).toMatchObject({ status: "sending", attempts: 1 });
    expect(first.claim).toEqual({ id, token: expect.any(String) });
    // The lease is on the database's clock, which in this test is the test's own (one host).
    expect(first.message.lockedUntil).toBeGreaterThanOrEqual(before + 60_000 - CLOCK_SLACK_MS);
    expect(first.message.lockedUntil).toBeLessThanOrEqual(after + 60_000 + CLOCK_SLACK_MS);
    // Leased: nobody else gets it.
    expect(await repo.claimOutbox({ limit: 10, leaseMs: 60_000 })).toEqual([]);

    // A failed attempt, due again at once: claimed again, under a new token.
    expect(await repo.markOutboxRetry(first.claim, "connection refused", 0)).toBe(true);
    const second = await claimOne();
    expect(second.message).toMatchObject({ id, attempts: 2, lastError: "connection refused" });
    expect(second.claim.token).not.toBe(first.claim.token);

    // A failed attempt due in a minute is not claimed before.
    expect(await repo.markOutboxRetry(second.claim, "timeout", 60_000)).toBe(true);
    expect(await repo.claimOutbox({ limit: 10, leaseMs: 60_000 })).toEqual([]);
    const waiting = (await repo.listOutbox({ leadId: a.id }))[0];
    expect(waiting).toMatchObject({ status: "pending", lockedUntil: null, lastError: "timeout" });
    expect(waiting?.nextAttemptAt).toBeGreaterThanOrEqual(before + 60_000 - CLOCK_SLACK_MS);
    await repo.deleteLead(a.id);

    // The last attempt fails for good; staff retry it; then it is sent.
    const b = lead();
    await repo.createLead(b, [{ kind: "notify", recipient: "y@example.com", status: "pending" }]);
    const last = await claimOne();
    expect(await repo.markOutboxFailed(last.claim, "gave up")).toBe(true);
    expect((await repo.listOutbox({ status: "failed" })).map((m) => m.id)).toContain(
      last.message.id,
    );
    expect((await repo.outboxCounts()).failed).toBeGreaterThanOrEqual(1);
    expect(await repo.retryOutbox(last.message.id)).toBe(true);
    expect(await repo.retryOutbox(last.message.id)).toBe(false);
    const retried = await claimOne();
    expect(retried.message).toMatchObject({ id: last.message.id, attempts: 1 });
    expect(await repo.markOutboxSent(retried.claim)).toBe(true);
    const sent = (await repo.listOutbox({ leadId: b.id }))[0];
    expect(sent).toMatchObject({ status: "sent", lastError: null, lockedUntil: null });
    expect(sent?.sentAt).toBeGreaterThanOrEqual(before - CLOCK_SLACK_MS);
    expect(sent?.sentAt).toBeLessThanOrEqual(Date.now() + CLOCK_SLACK_MS);
    // Recorded once: the same claim cannot record another outcome.
    expect(await repo.markOutboxFailed(retried.claim, "late")).toBe(false);
    expect((await repo.listOutbox({ leadId: b.id }))[0]?.status).toBe("sent");
  });

  it("a stale claim cannot mark a row that was claimed again after its lease", async () => {
    await emptyQueue();
    const l = lead();
    await repo.createLead(l, [{ kind: "notify", recipient: "x@example.com", status: "pending" }]);
    const stale = await claimOne(100);
    // Its sender is slow; after the lease another sender claims the row.
    let fresh: ClaimedMessage | undefined;
    await waitUntil(
      async () => {
        // Only a lead's email is queued here, never an owner's weekly report.
        [fresh] = (await repo.claimOutbox({ limit: 10, leaseMs: 60_000 })) as ClaimedMessage[];
        return fresh !== undefined;
      },
      5000,
      "the lease to end",
    );
    expect(fresh?.message).toMatchObject({ id: stale.message.id, attempts: 2 });
    expect(fresh?.claim.token).not.toBe(stale.claim.token);

    expect(await repo.markOutboxSent(stale.claim)).toBe(false);
    expect(await repo.markOutboxRetry(stale.claim, "late", 0)).toBe(false);
    expect(await repo.markOutboxFailed(stale.claim, "late")).toBe(false);
    expect((await repo.listOutbox({ leadId: l.id }))[0]).toMatchObject({
      status: "sending",
      attempts: 2,
      lastError: null,
    });
    // The current claim records the outcome; the stale one still cannot change it.
    expect(await repo.markOutboxSent(fresh?.claim as OutboxClaim)).toBe(true);
    expect(await repo.markOutboxRetry(stale.claim, "late", 0)).toBe(false);
    expect((await repo.listOutbox({ leadId: l.id }))[0]?.status).toBe("sent");
  });

  it("a sender whose lease ran out still records its outcome while nobody claimed the row", async () => {
    await emptyQueue();
    const l = lead();
    await repo.createLead(l, [{ kind: "notify", recipient: "x@example.com", status: "pending" }]);
    const slow = await claimOne(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await repo.markOutboxSent(slow.claim)).toBe(true);
    expect((await repo.listOutbox({ leadId: l.id }))[0]?.status).toBe("sent");
  });

  it("leases and due times ignore the instance's clock", async () => {
    await emptyQueue();
    // A lead stamped by an instance whose clock runs an hour ahead is due at once.
    const ahead = lead({ createdAt: Date.now() + HOUR_MS });
    await repo.createLead(ahead, [
      { kind: "notify", recipient: "x@example.com", status: "pending" },
    ]);
    const held = await claimOne();
    expect(held.lead.id).toBe(ahead.id);

    // An instance whose clock runs an hour ahead does not take over the live lease.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + HOUR_MS);
      expect(await repo.claimOutbox({ limit: 10, leaseMs: 60_000 })).toEqual([]);
      // Nor does it postpone a retry by an hour: due at once is due at once.
      expect(await repo.markOutboxRetry(held.claim, "refused", 0)).toBe(true);
      const again = await claimOne();
      expect(again.message).toMatchObject({ id: held.message.id, attempts: 2 });
      expect(await repo.markOutboxSent(again.claim)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never hands one outbox row to two concurrent claimers", async () => {
    await emptyQueue();
    for (let i = 0; i < 30; i++) {
      await repo.createLead(lead(), [
        { kind: "notify", recipient: "z@example.com", status: "pending" },
      ]);
    }
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => repo.claimOutbox({ limit: 4, leaseMs: 60_000 })),
    );
    const more = await repo.claimOutbox({ limit: 100, leaseMs: 60_000 });
    const claimed = [...claims.flat(), ...more];
    const ids = claimed.map((c) => c.claim.id);
    expect(ids.length).toBe(30);
    expect(new Set(ids).size).toBe(30);
    for (const c of claimed) expect(await repo.markOutboxSent(c.claim)).toBe(true);
  });
});
