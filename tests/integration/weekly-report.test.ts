/**
 * The owner's weekly report across instances (issue 55, deliverable 4): two compiled servers on
 * one PostgreSQL database, SMTP on loopback, and a clock the test controls (NODE_ENV=test with
 * LEAD_WORK_TEST_CLOCK_FILE). The test sends its own visits (beacons over HTTP from several
 * clients) and leads (forms, each with how its visitor arrived), marks one won, and puts a few
 * visits and a lead in the week before straight into the database. At Monday 08:59 India time
 * nothing is sent; from 09:00 each active owner gets one report (a sales account none), however
 * often both workers tick, and its figures are the ones counted here from the test's own
 * requests: visitors, visits, leads, leads per 100 visitors and won clients for both weeks, the
 * top three sources and first pages, and the leads without an answer with their links.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { arrivalOf, arrivalToField, sourceOf } from "../../app/base/arrival";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { visitDayOf } from "../../server/db/visits";
import { mailHeader, mailPart } from "../support/mail";
import { signedInStaff } from "../support/media";
import {
  type ChildServer,
  createDatabase,
  createSmtp,
  postForm,
  startInstances,
  stopAll,
  type TestSmtp,
  tempDir,
  testClock,
  validLead,
  waitUntil,
} from "./helpers";

const DAY_MS = 86_400_000;
const POLL_MS = 300;
const SITE = "https://stackwise.example";
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";

let servers: ChildServer[] = [];
let smtp: TestSmtp;
let db: SiteDatabase;
let clock: ReturnType<typeof testClock>;

const setClock = (ms: number) => clock.set(ms);
/** Long enough for both workers to tick several times after a change. */
const settle = () => new Promise((resolve) => setTimeout(resolve, POLL_MS * 8));

interface Visit {
  ip: string;
  ua: string;
  /** The page, with the landing page's query. */
  url: string;
  referrer?: string;
  landed: boolean;
}

async function beacon(server: ChildServer, visit: Visit): Promise<number> {
  const url = new URL(visit.url, SITE);
  const response = await fetch(`${server.url}/api/visit`, {
    method: "POST",
    body: JSON.stringify({
      p: url.pathname,
      ...(visit.landed ? { a: arrivalToField(arrivalOf(url, visit.referrer ?? "")) } : {}),
    }),
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": visit.ua,
      "X-Forwarded-For": visit.ip,
    },
  });
  await response.arrayBuffer();
  return response.status;
}

/** The Monday whose report covers today (UTC days, as the dashboard): next Monday, or in 7 days. */
function reportMonday(now: number): string {
  const today = visitDayOf(now);
  const monday = today - ((today + 3) % 7) + 7;
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

beforeAll(async () => {
  smtp = await createSmtp();
  await smtp.listen();
  const dir = tempDir("weekly-report-");
  clock = testClock(POLL_MS, dir);
  const env = {
    DATABASE_URL: await createDatabase(inject("databaseUrl")),
    SMTP_URL: smtp.url,
    ...clock.env,
    MAIL_POLL_MS: "100",
    LEADS_NOTIFY_TO: "team@agency.example",
    LEADS_RATE_LIMIT_MAX: "100",
    LEADS_MIN_FILL_MS: "0",
    TRUST_PROXY: "127.0.0.1",
    SITE_URL: SITE,
  };
  db = await openSiteDatabase({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dir });
  servers = await startInstances(env);
}, 60_000);

afterAll(async () => {
  await stopAll(servers);
  await smtp?.close();
  await db?.close();
});

it("sends each owner one report at Monday 09:00 India time, with the test's own figures", async () => {
  const owners = [
    await signedInStaff(db, "owner", "owner@agency.example"),
    await signedInStaff(db, "owner", "partner@agency.example"),
  ];
  const sales = await signedInStaff(db, "sales", "sales@agency.example");
  const week = reportMonday(Date.now());
  const monday = Date.parse(`${week}T00:00:00Z`);

  // Last week (it holds today): visits sent now, to both instances, from six browsers.
  const google = "https://www.google.com/";
  const campaign = "/hi/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=diwali";
  const visits: Visit[] = [
    { ip: "10.9.0.1", ua: chrome, url: "/services", referrer: google, landed: true },
    { ip: "10.9.0.1", ua: chrome, url: "/pricing", landed: false },
    { ip: "10.9.0.2", ua: phone, url: "/services", referrer: google, landed: true },
    { ip: "10.9.0.3", ua: chrome, url: "/services", referrer: google, landed: true },
    { ip: "10.9.0.3", ua: chrome, url: "/contact-us", landed: false },
    { ip: "10.9.0.4", ua: phone, url: campaign, landed: true },
    { ip: "10.9.0.5", ua: chrome, url: campaign, landed: true },
    { ip: "10.9.0.6", ua: chrome, url: "/", landed: true },
    // The first visitor comes back to a second page of the same visit.
    { ip: "10.9.0.1", ua: chrome, url: "/work", landed: false },
  ];
  for (const [index, visit] of visits.entries())
    expect(await beacon(servers[index % 2]!, visit)).toBe(204);
  const visitors = new Set(visits.map((v) => `${v.ip}\n${v.ua}`)).size;
  const landings = visits.filter((v) => v.landed);

  // Four leads, each with its arrival: two from the search, one from the campaign, one direct.
  const arrivals = [
    arrivalOf(new URL("/services", SITE), google),
    arrivalOf(new URL("/services", SITE), google),
    arrivalOf(new URL(campaign, SITE), ""),
    arrivalOf(new URL("/", SITE), ""),
  ];
  for (const [index, arrival] of arrivals.entries()) {
    const posted = await postForm(
      servers[index % 2]!.url,
      "/contact-us",
      validLead(`report-${index}`, { arrival: arrivalToField(arrival) }),
    );
    expect(posted.status).toBe(200);
  }
  const { items: leads } = await db.listLeads({ search: "report-" });
  expect(leads).toHaveLength(4);
  // One search lead is won; the others wait for an answer.
  const won = leads.find((lead) => lead.name.endsWith("report-0"))!;
  await db.setLeadStage(won.id, "won", null, Date.now());

  // The week before, straight into the database: three visitors, four visits, one lead.
  const before = visitDayOf(monday) - 10;
  await db.recordVisitEvents(
    ["a", "b", "c", "c"].map((visitor, index) => ({
      day: before,
      visitor: `before-${visitor}`,
      path: index === 3 ? "/pricing" : "/",
      landing: true,
      source: "direct",
      language: "en",
    })),
  );
  await db.createLead(
    {
      id: randomUUID(),
      createdAt: before * DAY_MS + 3_600_000,
      source: "contact",
      name: "Old Week Lead",
      email: "old@example.com",
      phone: "+91 98110 24680",
      message: "An older enquiry",
      pagePath: "/contact-us",
      userAgent: chrome,
      ipHash: null,
      language: "en",
    },
    [],
  );

  // Monday 08:59 India time: nothing yet, whatever the workers do.
  const nine = Date.parse(`${week}T09:00:00+05:30`);
  setClock(nine - 60_000);
  await settle();
  const reports = () => smtp.messages.filter((m) => /^Message-ID: <report-/m.test(m.raw));
  expect(reports()).toHaveLength(0);

  // 09:00: one report for each owner, none for sales, even after many ticks of both workers.
  setClock(nine + 1000);
  await waitUntil(async () => reports().length >= 2, 20_000, "two reports");
  await settle();
  setClock(nine + 3 * 3_600_000);
  await settle();
  expect(reports()).toHaveLength(2);
  expect(
    reports()
      .flatMap((m) => m.to)
      .sort(),
  ).toEqual(owners.map((o) => o.email).sort());
  expect(reports().some((m) => m.to.includes(sales.email))).toBe(false);

  const mail = reports()[0]!;
  const text = mailPart(mail.raw, "text/plain");
  const html = mailPart(mail.raw, "text/html");
  expect(mailHeader(mail.raw, "Content-Type")).toMatch(/^multipart\/alternative/);
  // The subject names last week's dates (RFC 2047 encoded for its dash).
  const subject = mailHeader(mail.raw, "Subject") ?? "";
  expect(subject).toMatch(/^=\?UTF-8\?Q\?Last_week_on_the_site/);
  // Each figure's row: last week, the week before, the change.
  const row = (label: string) =>
    text
      .split("\n")
      .find((line) => line.startsWith(label))
      ?.slice(label.length)
      .trim()
      .split(/\s{2,}/);
  const lastLeads = leads.length;
  const rate = (n: number, d: number) => (Math.round((n / d) * 1000) / 10).toFixed(1);
  expect(row("Visitors")).toEqual([String(visitors), "3", `+${visitors - 3}`]);
  expect(row("Visits")).toEqual([String(landings.length), "4", `+${landings.length - 4}`]);
  expect(row("Leads per 100 visitors")).toEqual([
    rate(lastLeads, visitors),
    rate(1, 3),
    `+${(Number(rate(lastLeads, visitors)) - Number(rate(1, 3))).toFixed(1)}`,
  ]);
  expect(text).toMatch(new RegExp(`^Leads {2,}${lastLeads} {2,}1 {2,}\\+${lastLeads - 1}$`, "m"));
  expect(row("Won clients")).toEqual(["1", "0", "+1"]);

  // The top three sources and first pages: visitors and leads of each, as counted here.
  const visitorsOf = (pick: (v: Visit) => boolean) =>
    new Set(landings.filter(pick).map((v) => `${v.ip}\n${v.ua}`)).size;
  const googleSource = sourceOf(arrivals[0]!);
  const expectedSources = [
    [googleSource, visitorsOf((v) => v.referrer === google), 2],
    ["newsletter", visitorsOf((v) => v.url === campaign), 1],
    ["direct", visitorsOf((v) => v.url === "/"), 1],
  ];
  for (const [name, count, leadCount] of expectedSources)
    expect(text).toMatch(new RegExp(`^${name} {2,}${count} {2,}${leadCount}$`, "m"));
  const sourcesBlock = text.split("Where visitors came from (top three)")[1]!.split("\n\n\n")[0]!;
  expect(sourcesBlock.indexOf(String(googleSource))).toBeLessThan(
    sourcesBlock.indexOf("newsletter"),
  );
  for (const [page, count, leadCount] of [
    ["/services", visitorsOf((v) => v.url === "/services"), 2],
    ["/hi/pricing", visitorsOf((v) => v.url === campaign), 1],
    ["/", visitorsOf((v) => v.url === "/"), 1],
  ])
    expect(text).toMatch(new RegExp(`^${page} {2,}${count} {2,}${leadCount}$`, "m"));

  // The leads without an answer: the three open ones and last week's old one, each with its link.
  const open = [...leads.filter((lead) => lead.id !== won.id).map((l) => l.id)];
  const oldLead = (await db.listLeads({ search: "Old Week Lead" })).items[0]!;
  for (const id of [...open, oldLead.id]) {
    expect(text).toContain(`${SITE}/admin/leads/${id}`);
    expect(html).toContain(`href="${SITE}/admin/leads/${id}"`);
  }
  expect(text).not.toContain(`/admin/leads/${won.id}`);
  expect(text).toContain(`${SITE}/admin/dashboard`);
  // The HTML part: tables and links, no image, nothing remote.
  expect(html).toContain("<table");
  expect(html).not.toMatch(/<img|url\(|<link|<script/i);
  expect(html).toContain('name="color-scheme" content="light dark"');
  console.log(`weekly report: ${reports().length} sent for week ${week}`);
});
