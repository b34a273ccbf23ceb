/**
 * The weekly report's claim (server/db/reports.ts) on SQLite and PostgreSQL: two connections
 * (two instances) claiming one owner's report of one week at once queue it once; the outbox
 * hands it to a sender as a report (no lead), the staff pages' outbox list leaves it out, and
 * the leads without an answer are the open ones nobody answered. The visit sums the dashboard
 * and the report read (visitSummary, summed by the database) equal the daily counts summed here,
 * over days rolled up and a day still in raw events.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import type { ClaimedReport, NewLead } from "../../server/db/types";
import type { VisitCount, VisitEvent } from "../../server/db/visits";
import { createDatabase, tempDir } from "./helpers";

const T0 = 1_765_000_000_000;

const engines: [string, () => Promise<() => Promise<SiteDatabase>>][] = [
  [
    "SQLite",
    async () => {
      const dir = tempDir("report-store-");
      return () => openSiteDatabase({ DATA_DIR: dir });
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      return () => openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("report-store-") });
    },
  ],
];

const lead = (name: string, createdAt: number): NewLead => ({
  id: randomUUID(),
  createdAt,
  source: "contact",
  name,
  email: "asha@example.com",
  phone: "+91 98110 24680",
  message: "A website for my bakery",
  pagePath: "/contact-us",
  userAgent: "Mozilla/5.0",
  ipHash: null,
  language: "en",
});

describe.each(engines)("the weekly report's claim on %s", (_name, open) => {
  let one: SiteDatabase;
  let two: SiteDatabase;

  beforeAll(async () => {
    const connect = await open();
    one = await connect();
    two = await connect();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("queues an owner's report of a week once, whichever instance claims first", async () => {
    const { id } = await one.upsertStaff("owner@agency.example", "x", T0, { role: "owner" });
    const mail = { recipient: "owner@agency.example", status: "pending" as const };
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? two : one).queueWeeklyReport(id, "2026-12-07", mail, T0),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The next week is another report.
    expect(await two.queueWeeklyReport(id, "2026-12-14", mail, T0)).toBe(true);

    const claimed = await one.claimOutbox({ limit: 10, leaseMs: 60_000 });
    const reports = claimed.filter((c): c is ClaimedReport => "report" in c);
    expect(reports.map((c) => c.report.week).sort()).toEqual(["2026-12-07", "2026-12-14"]);
    expect(reports[0]?.report).toMatchObject({ recipient: "owner@agency.example", attempts: 1 });
    expect(await one.markOutboxSent(reports[0]!.claim)).toBe(true);
    // Not a lead's email: the outbox list of the staff pages leaves it out; the counts have it.
    expect(await one.listOutbox()).toEqual([]);
    expect((await one.outboxCounts()).sent).toBe(1);
  });

  it("lists the open leads nobody answered, oldest first, with how many there are", async () => {
    const first = lead("First", T0 - 3000);
    const answered = lead("Answered", T0 - 2000);
    const won = lead("Won", T0 - 1500);
    const later = lead("Later", T0 - 1000);
    const future = lead("After the report", T0 + 1000);
    for (const item of [first, answered, won, later, future]) await one.createLead(item, []);
    await one.setLeadStage(won.id, "won", null, T0);
    await one.setLeadStage(answered.id, "contacted", null, T0);
    expect(await two.markLeadAnswered(answered.id, T0)).toBe(true);
    const { items, total } = await two.leadsWithoutAnswer(T0, 1);
    expect(items.map((item) => item.name)).toEqual(["First"]);
    expect(total).toBe(2);
    const all = await one.leadsWithoutAnswer(T0, 10);
    expect(all.items.map((item) => item.name)).toEqual(["First", "Later"]);
  });

  it("sums the visit counts as the daily counts, rolled up or still raw", async () => {
    const first = 20_400;
    const events: VisitEvent[] = [];
    for (let day = first; day < first + 3; day++)
      for (let i = 0; i < 40 + day - first; i++)
        events.push({
          day,
          visitor: `v${i % 9}`,
          path: `/p${i % 5}`,
          landing: i % 3 === 0,
          source: i % 3 === 0 ? ["direct", "google.com"][i % 2]! : "",
          language: i % 4 ? "en" : "hi",
        });
    await one.recordVisitEvents(events);
    // The first two days rolled up; the third still raw.
    await two.rollUpVisits(first + 2, T0);
    const summary = await one.visitSummary(first, first + 2);
    const counts = await one.visitCounts(first, first + 2);
    const key = (c: Pick<VisitCount, "dimension" | "value">) => `${c.dimension} ${c.value}`;
    const summed = new Map<string, { views: number; visitors: number }>();
    for (const c of counts.filter((c) => ["landing", "source", "language"].includes(c.dimension))) {
      const total = summed.get(key(c)) ?? { views: 0, visitors: 0 };
      summed.set(key(c), { views: total.views + c.views, visitors: total.visitors + c.visitors });
    }
    expect(
      Object.fromEntries(
        summary.perValue.map((c) => [key(c), { views: c.views, visitors: c.visitors }]),
      ),
    ).toEqual(Object.fromEntries(summed));
    for (let day = first; day < first + 3; day++) {
      const all = counts.find((c) => c.day === day && c.dimension === "all")!;
      const visits = counts
        .filter((c) => c.day === day && c.dimension === "source")
        .reduce((n, c) => n + c.views, 0);
      const perDay = (dimension: string) =>
        summary.perDay.find((c) => c.day === day && c.dimension === dimension);
      expect(perDay("all")).toMatchObject({ views: all.views, visitors: all.visitors });
      expect(perDay("source")?.views).toBe(visits);
    }
    // Every event is in them once.
    expect(counts.filter((c) => c.dimension === "all").reduce((n, c) => n + c.views, 0)).toBe(
      events.length,
    );
  });
});
