/**
 * Visits counted without cookies (issue 55): beacons sent to the real app over HTTP, as browsers
 * send them, from several clients (addresses by X-Forwarded-For, user agents). The counts the
 * app keeps equal the counts made here from the requests this test sent; a browser asking for
 * privacy (Sec-GPC: 1), bots and a signed-in staff member are not counted; a day's counts,
 * rolled up, are the same, hold no hash, and the raw events and salts go after 48 hours.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { arrivalOf, arrivalToField, sourceOf } from "../../app/base/arrival";
import { staffStorage } from "../../app/base/browser-storage";
import { localeOfPath } from "../../app/base/locale";
import { openSiteDatabase } from "../../server/db";
import { MAX_VALUES_PER_DAY, OTHER, type VisitCount, visitDayOf } from "../../server/db/visits";
import { clientSources } from "../../server/visits/client-sources";
import {
  createDatabase,
  type InProcessApp,
  postForm,
  startInProcessApp,
  tempDir,
  validLead,
} from "./helpers";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";

interface Beacon {
  ip: string;
  ua: string;
  /** The page's URL on the site, with the landing page's query. */
  url: string;
  /** Set on the visit's first page: where it came from. */
  referrer?: string;
  landed: boolean;
  headers?: Record<string, string>;
}

let app: InProcessApp;

beforeAll(async () => {
  app = await startInProcessApp({ DATA_DIR: tempDir("visits-it-"), TRUST_PROXY: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
});

async function send(beacon: Beacon): Promise<number> {
  const url = new URL(beacon.url, "https://stackwise.example");
  const body = JSON.stringify({
    p: url.pathname,
    ...(beacon.landed ? { a: arrivalToField(arrivalOf(url, beacon.referrer ?? "")) } : {}),
  });
  const response = await fetch(`${app.url}/api/visit`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": beacon.ua,
      "X-Forwarded-For": beacon.ip,
      ...beacon.headers,
    },
  });
  await response.arrayBuffer();
  return response.status;
}

/** The counts a beacon list should make: what the test works out from its own requests. */
function expected(beacons: Beacon[]) {
  const tally = new Map<string, { views: number; visitors: Set<string> }>();
  const add = (dimension: string, value: string, visitor: string) => {
    const key = `${dimension}\n${value}`;
    const entry = tally.get(key) ?? { views: 0, visitors: new Set<string>() };
    entry.views++;
    entry.visitors.add(visitor);
    tally.set(key, entry);
  };
  for (const beacon of beacons) {
    const visitor = `${beacon.ip}\n${beacon.ua}`;
    const url = new URL(beacon.url, "https://stackwise.example");
    add("all", "", visitor);
    add("page", url.pathname, visitor);
    add("language", localeOfPath(url.pathname), visitor);
    if (beacon.landed) {
      add("landing", url.pathname, visitor);
      add("source", sourceOf(arrivalOf(url, beacon.referrer ?? "")), visitor);
    }
  }
  return [...tally].map(([key, { views, visitors }]) => {
    const [dimension, value] = key.split("\n");
    return { dimension, value, views, visitors: visitors.size };
  });
}

const sorted = (counts: Pick<VisitCount, "dimension" | "value" | "views" | "visitors">[]) =>
  counts
    .map(({ dimension, value, views, visitors }) => ({ dimension, value, views, visitors }))
    .sort((a, b) => `${a.dimension}\n${a.value}`.localeCompare(`${b.dimension}\n${b.value}`));

describe("the visit count", () => {
  it("equals a count of the test's own requests; GPC, bots and staff are not counted", async () => {
    const counted: Beacon[] = [
      // A search visit in English, three pages.
      {
        ip: "10.5.0.1",
        ua: chrome,
        url: "/services",
        referrer: "https://www.google.com/",
        landed: true,
      },
      { ip: "10.5.0.1", ua: chrome, url: "/pricing", landed: false },
      { ip: "10.5.0.1", ua: chrome, url: "/contact-us", landed: false },
      // A tagged campaign link opened on a phone, in Hindi.
      {
        ip: "10.5.0.2",
        ua: phone,
        url: "/hi/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=diwali",
        landed: true,
      },
      { ip: "10.5.0.2", ua: phone, url: "/hi/contact-us", landed: false },
      // The same address with another browser is another visitor.
      { ip: "10.5.0.2", ua: chrome, url: "/", landed: true },
      // An ad click, then the same page again.
      { ip: "10.5.0.3", ua: chrome, url: "/?gclid=abc", landed: true },
      { ip: "10.5.0.3", ua: chrome, url: "/", landed: false },
    ];
    const ignored: Beacon[] = [
      { ip: "10.5.0.4", ua: chrome, url: "/", landed: true, headers: { "Sec-GPC": "1" } },
      {
        ip: "10.5.0.5",
        ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        url: "/",
        landed: true,
      },
      { ip: "10.5.0.6", ua: "Mozilla/5.0 HeadlessChrome/131.0", url: "/pricing", landed: true },
      {
        ip: "10.5.0.7",
        ua: chrome,
        url: "/pricing",
        landed: true,
        headers: { Cookie: `${staffStorage.sessionCookie}=abc` },
      },
    ];
    for (const beacon of [...counted, ...ignored]) expect(await send(beacon)).toBe(204);
    // Not a beacon: refused, not counted.
    const bad = await fetch(`${app.url}/api/visit`, {
      method: "POST",
      body: "{not json",
      headers: { "User-Agent": chrome, "X-Forwarded-For": "10.5.0.8" },
    });
    expect(bad.status).toBe(400);
    const offsite = await fetch(`${app.url}/api/visit`, {
      method: "POST",
      body: JSON.stringify({ p: "https://elsewhere.example/" }),
      headers: { "User-Agent": chrome, "X-Forwarded-For": "10.5.0.8" },
    });
    expect(offsite.status).toBe(400);
    // A GET is not taken.
    expect((await fetch(`${app.url}/api/visit`)).status).toBe(405);

    await app.visits.flush();
    const today = visitDayOf(Date.now());
    const counts = await app.db.visitCounts(today, today);
    expect(sorted(counts)).toEqual(sorted(expected(counted) as VisitCount[]));
    // The figures a person reads: 8 page views, 4 visitors, 5 visits.
    expect(counts.find((c) => c.dimension === "all")).toMatchObject({ views: 8, visitors: 4 });

    // Rolled up once the day is over: the same counts, kept; the raw events and the salt go
    // when they are two days old.
    const tomorrow = today + 1;
    const first = await app.db.rollUpVisits(tomorrow, Date.now());
    expect(first.rolled).toEqual([today]);
    const again = await app.db.rollUpVisits(tomorrow, Date.now());
    expect(again.rolled).toEqual([]);
    expect(sorted(await app.db.visitCounts(today, today))).toEqual(sorted(counts));
    const later = await app.db.rollUpVisits(today + 2, Date.now());
    expect(later.deleted).toBe(counted.length);
    expect(sorted(await app.db.visitCounts(today, today))).toEqual(sorted(counts));
    // Nothing that names a visitor is left: no events, no salt of that day.
    expect(await app.db.visitSalt(today, "fresh-salt")).toBe("fresh-salt");

    // Two enquiries: the newsletter's visitor sends the form with its arrival; another without
    // JavaScript from a tagged link's page. The dashboard's figures are the counts made here.
    const newsletter = arrivalOf(
      new URL("https://stackwise.example/hi/pricing?utm_source=newsletter&utm_medium=email"),
      "",
    );
    const withArrival = await postForm(
      app.url,
      "/contact-us",
      validLead("dash-1", { arrival: arrivalToField(newsletter).replace(/\n/g, "\r\n") }),
      { "X-Forwarded-For": "10.5.0.2", "User-Agent": phone },
    );
    expect(withArrival.status).toBe(200);
    const withoutScript = await postForm(app.url, "/contact-us", validLead("dash-2"), {
      "X-Forwarded-For": "10.5.0.9",
      Referer: `${app.url}/contact-us?utm_source=Partner&utm_campaign=q4`,
    });
    expect(withoutScript.status).toBe(200);
    const figures = await clientSources(app.db).dashboard(Date.now(), Date.now());
    expect(figures.totals).toMatchObject({ views: 8, visitors: 4, visits: 4, leads: 2, won: 0 });
    const bySource = Object.fromEntries(figures.bySource.map((row) => [row.key, row]));
    expect(bySource.newsletter).toMatchObject({ visitors: 1, visits: 1, leads: 1 });
    expect(bySource["google.com"]).toMatchObject({ visitors: 1, visits: 1, leads: 0 });
    expect(bySource.partner).toMatchObject({ visitors: 0, visits: 0, leads: 1 });
    const byLanding = Object.fromEntries(figures.byLanding.map((row) => [row.key, row]));
    expect(byLanding["/hi/pricing"]).toMatchObject({ visits: 1, leads: 1 });
    expect(byLanding["/contact-us"]).toMatchObject({ visits: 0, leads: 1 });
    const week = figures.weeks.find((row) => row.leads > 0);
    expect(week).toMatchObject({ visitors: 4, visits: 4, leads: 2 });
  });

  it("answers a flood from one client with 429s and never an error", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        send({ ip: "10.6.0.1", ua: chrome, url: "/pricing", landed: false }),
      ),
    );
    const tally = Object.fromEntries(
      [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
    );
    expect(tally).toEqual({ 204: 120, 429: 80 });
  });
});

describe("the daily counts on PostgreSQL", () => {
  it("are bounded per day: the most viewed pages, the rest as one row, visitors exact", async () => {
    const url = await createDatabase(inject("databaseUrl"));
    const db = await openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("visits-pg-") });
    try {
      const day = 20_000;
      const pages = MAX_VALUES_PER_DAY + 50;
      // Page i is seen i + 1 times by visitor "v<i mod 7>"; page 0 also by everyone.
      const events = Array.from({ length: pages }, (_, i) =>
        Array.from({ length: i + 1 }, () => ({
          day,
          visitor: `v${i % 7}`,
          path: `/p${i}`,
          landing: false,
          source: "",
          language: "en",
        })),
      ).flat();
      await db.recordVisitEvents(events);
      const raw = await db.visitCounts(day, day);
      const byPage = raw.filter((c) => c.dimension === "page");
      expect(byPage).toHaveLength(MAX_VALUES_PER_DAY + 1);
      const other = byPage.find((c) => c.value === OTHER);
      // The 50 least viewed pages (1..50 views) together.
      expect(other?.views).toBe((50 * 51) / 2);
      expect(other?.visitors).toBe(7);
      expect(raw.find((c) => c.dimension === "all")).toMatchObject({
        views: events.length,
        visitors: 7,
      });
      await db.rollUpVisits(day + 1, Date.now());
      expect(sorted(await db.visitCounts(day, day))).toEqual(sorted(raw));
      // Two days on, the raw events are gone and the counts stay.
      await db.rollUpVisits(day + 2, Date.now());
      expect(sorted(await db.visitCounts(day, day))).toEqual(sorted(raw));
    } finally {
      await db.close();
    }
  });
});
