import { dictionary } from "../../app/content/engine/shipped";
import { expect, suppressPromo, test, waitForPageScripts } from "./fixtures";

const site = dictionary("en").siteFacts;
const { pages } = dictionary("en").pages;

test.describe("HTTP behaviour", () => {
  test("redirects other casings and the top-level service paths with 301", async ({ request }) => {
    const cases: [string, string][] = [
      ["/aboutus", "/aboutUs"],
      ["/ABOUTUS?ref=x", "/aboutUs?ref=x"],
      ["/cancellation-and-refund", "/Cancellation-and-Refund"],
      ["/SHIPPING-AND-DELIVERY", "/Shipping-and-Delivery"],
      ["/website-development", "/services/website-development"],
      ["/app-development", "/services/app-development"],
      ["/graphic-designing", "/services/graphic-designing"],
      ["/digital-marketing", "/services/digital-marketing"],
      ["/work/", "/work"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("serves /paid-internship as the internship page with /internship canonical", async ({
    request,
  }) => {
    const response = await request.get("/paid-internship", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/internship"/);
  });

  test.describe(() => {
    // Chromium logs the document's own 404 status as a console error; that is the point here.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("answers unknown paths with the not-found page and 404", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! You're lost.");
      await expect(page.getByText("The page you are looking for was not found.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Kept out of search, it names no canonical URL (it used to name /404, where it was rendered).
      await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
      const hindi = await (await page.request.get("/hi/no/such/page")).text();
      expect(hindi).toContain('name="robots" content="noindex');
      expect(hindi).not.toMatch(/rel="canonical"|property="og:url"/);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("sets security headers on prerendered pages, with script hashes in the CSP", async ({
    request,
  }) => {
    const response = await request.get("/pricing");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("unsafe-inline' 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    // HSTS is for production over https; the test server runs plain http.
    expect(headers["cache-control"]).toContain("must-revalidate");
    expect(headers.etag).toBeTruthy();
  });

  test("gives rendered pages a fresh CSP nonce per request, used on their scripts", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/admin/login");
      const csp = response.headers()["content-security-policy"] ?? "";
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });

  test("answers 304 to a matching ETag", async ({ request }) => {
    const first = await request.get("/work");
    const etag = first.headers().etag!;
    const second = await request.get("/work", { headers: { "If-None-Match": etag } });
    expect(second.status()).toBe(304);
  });

  test("serves hashed assets precompressed and immutable", async ({ request }) => {
    const page = await (await request.get("/")).text();
    const asset = page.match(/\/assets\/entry\.client-[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const br = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gz = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
    const html = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(html.headers()["content-encoding"]).toBe("br");
  });

  test("answers /healthz", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect((await response.json()).status).toBe("ok");
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("generates sitemap.xml and robots.txt from the route list", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain("/");
    expect(locs).toContain("/aboutUs");
    expect(locs).toContain("/services/digital-marketing");
    expect(locs).toContain("/Cancellation-and-Refund");
    expect(locs).not.toContain("/paid-internship");
    expect(locs.some((l) => l.startsWith("/admin"))).toBe(false);
    // The 16 pages in English and in Hindi.
    expect(locs).toContain("/hi");
    expect(locs).toContain("/hi/Cancellation-and-Refund");
    expect(locs).not.toContain("/hi/paid-internship");
    expect(locs).toHaveLength(32);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test("serves the web manifest built from site.ts as a prerendered file", async ({ request }) => {
    const response = await request.get("/site.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
    // Served from build/client like public/'s files (a day), with the ETag of a static file.
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers().etag).toBeTruthy();
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: site.brandName, short_name: site.shortName });
  });

  test("puts title, description, canonical and Open Graph tags in the initial HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/services/app-development")).text();
    expect(html).toContain(
      `<title>${pages["/services/app-development"].title} | ${site.brandName}</title>`,
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{70,}"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/services\/app-development"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toContain('<html lang="en-IN"');
  });
});

test.describe("structured data", () => {
  const blocks = async (request: import("@playwright/test").APIRequestContext, path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      (m) => {
        const data = JSON.parse(m[1]!);
        return Array.isArray(data) ? data : [data];
      },
    );
  };

  test("describes the agency and the website on the home page", async ({ request }) => {
    const types = (await blocks(request, "/")).map((b) => b["@type"]);
    expect(types).toContain("ProfessionalService");
    expect(types).toContain("WebSite");
  });

  test("gives inner pages a breadcrumb trail", async ({ request }) => {
    const crumbs = (await blocks(request, "/services/graphic-designing")).find(
      (b) => b["@type"] === "BreadcrumbList",
    );
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Our Services",
      "Graphic Designing",
    ]);
  });
});

test.describe("web vitals endpoint", () => {
  // Beacons are rate-limited per IP, and every other test's pages send some from 127.0.0.1:
  // these tests come from their own addresses (the e2e server trusts one proxy hop).
  test("accepts a valid beacon and refuses malformed ones", async ({ request }) => {
    const headers = { "X-Forwarded-For": "203.0.113.201" };
    const ok = await request.post("/api/vitals", {
      headers,
      data: { path: "/pricing", metrics: [{ name: "LCP", value: 1200, rating: "good" }] },
    });
    expect(ok.status()).toBe(204);
    const bad = await request.post("/api/vitals", {
      headers,
      data: { path: "/", metrics: [{ name: "FID", value: 3 }] },
    });
    expect(bad.status()).toBe(400);
  });

  test("sends real metrics from a browser when the page is hidden", async ({ page }) => {
    await suppressPromo(page);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.202" });
    // Record what the page hands to sendBeacon (the request still goes out).
    await page.addInitScript(() => {
      const w = window as unknown as { beacons: string[] };
      w.beacons = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) data.text().then((t) => w.beacons.push(`${url} ${t}`));
        return send(url, data);
      };
    });
    const accepted = page.waitForResponse((r) => r.url().endsWith("/api/vitals"));
    await page.goto("/work?vitals=1");
    await waitForPageScripts(page);
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
      )
      .toBe(1);
    // web-vitals is fetched once the page is idle, which takes a while on a loaded machine; it
    // then records FCP and TTFB from the entries already buffered.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((e) => /\/web-vitals-/.test(e.name)),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect((await accepted).status()).toBe(204);
    const beacons = await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons);
    expect(beacons).toHaveLength(1);
    const [url, json] = [
      beacons[0]!.split(" ")[0],
      beacons[0]!.slice(beacons[0]!.indexOf(" ") + 1),
    ];
    expect(url).toBe("/api/vitals");
    const body = JSON.parse(json);
    expect(body.path).toBe("/work");
    expect(body.metrics.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(["FCP", "TTFB"]),
    );
  });
});
