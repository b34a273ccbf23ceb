/**
 * The media library's store and its served pictures (issue 52), on both engines, through the
 * compiled server over HTTP with a signed-in staff session: an upload is stored once (the same
 * bytes twice are one item), served at every width and format with immutable caching and the
 * site's security headers, oriented, without its EXIF (GPS included), cropped around its focal
 * point; the served files are made again after the cache folder is lost and the server
 * restarts; a second instance on the same PostgreSQL serves a picture uploaded to the first
 * within 5 s; and a backup restored into a fresh place carries the pictures.
 */
import { execFile } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSiteDatabase } from "../../server/db";
import { type Site, startSite } from "../security/sign-in-support";
import {
  type MediaJson,
  photo,
  readServed,
  regionColour,
  type StaffSession,
  screenshot,
  signedInStaff,
  upload,
} from "../support/media";
import {
  type ChildServer,
  compiledServer,
  createDatabase,
  root,
  startServerProcess,
  tempDir,
  waitUntil,
} from "../support/processes";

const exec = promisify(execFile);
const WIDTHS = [320, 640, 960, 1280, 1920];
const FORMATS = [
  ["avif", "image/avif", "heif"],
  ["webp", "image/webp", "webp"],
  ["jpg", "image/jpeg", "jpeg"],
] as const;

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function focal(server: ChildServer, staff: StaffSession, id: number, x: number, y: number) {
  const response = await fetch(`${server.url}/admin/media/${id}/focal`, {
    method: "POST",
    body: new URLSearchParams({ csrf: staff.csrf, x: String(x), y: String(y) }),
    headers: { Origin: server.url, Cookie: staff.cookie, Accept: "application/json" },
  });
  return { status: response.status, json: (await response.json()) as { item: MediaJson } };
}

describe.each(["sqlite", "postgres"] as const)("media store on %s", (engine) => {
  let site: Site;
  let staff: StaffSession;
  let original: Buffer;
  let item: MediaJson;

  beforeAll(async () => {
    const url = engine === "postgres" ? await createDatabase(inject("databaseUrl")) : undefined;
    site = await startSite(
      { DATA_DIR: tempDir("media-store-") },
      engine === "postgres" ? 2 : 1,
      url,
    );
    staff = await signedInStaff(site.db, "editor");
    // Stored 1600 × 1200 with orientation 6: shown 1200 × 1600, its red corner top right.
    original = await photo(1600, 1200, { orientation: 6 });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });

  const server = () => site.servers[0] as ChildServer;

  it("stores an upload with its size after orientation, once for the same bytes", async () => {
    const first = await upload(server(), staff, [
      { name: "team-offsite.jpg", bytes: original },
      { name: "home-page.png", bytes: await screenshot(), type: "image/png" },
    ]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.refused).toEqual([]);
    expect(first.json.stored.map((s) => [s.file, s.duplicate])).toEqual([
      ["team-offsite.jpg", false],
      ["home-page.png", false],
    ]);
    item = first.json.stored[0]?.item as MediaJson;
    expect([item.width, item.height]).toEqual([1200, 1600]);
    expect(item.bytes).toBe(original.length);
    expect(item.uploader).toBe(staff.email);

    const again = await upload(server(), staff, [
      { name: "copy of team-offsite.jpg", bytes: original },
    ]);
    expect(again.status).toBe(200);
    expect(again.json.stored[0]?.duplicate).toBe(true);
    expect(again.json.stored[0]?.item.id).toBe(item.id);
    expect(again.json.stored[0]?.message).toContain("copy of team-offsite.jpg");
    expect((await site.db.listMedia({ limit: 10 })).total).toBe(2);

    // A form posted without JavaScript goes back to the library with what happened.
    const form = new FormData();
    form.append("csrf", staff.csrf);
    form.append("files", new Blob([new Uint8Array(original)]), "no-script.jpg");
    const noScript = await fetch(`${server().url}/admin/media/upload`, {
      method: "POST",
      body: form,
      headers: { Origin: server().url, Cookie: staff.cookie },
      redirect: "manual",
    });
    expect(noScript.status).toBe(303);
    expect(noScript.headers.get("location")).toBe("/admin/media?uploaded=1&refused=0");

    // The original is kept byte for byte in the database.
    expect(Buffer.compare((await site.db.mediaOriginal(item.hash)) as Buffer, original)).toBe(0);
    // Each upload is in the audit trail, with its file name and whether it was a duplicate.
    const audit = await site.db.listAudit({ kind: "media.upload", actorId: staff.id });
    expect(audit.items.map((entry) => [entry.details?.file, entry.details?.duplicate])).toEqual([
      ["no-script.jpg", true],
      ["copy of team-offsite.jpg", true],
      ["home-page.png", false],
      ["team-offsite.jpg", false],
    ]);
  });

  it("serves every width and format, immutable, with the site's security headers and no EXIF", async () => {
    for (const width of WIDTHS)
      for (const [extension, type, format] of FORMATS) {
        const url = `${server().url}/media/${item.hash}-${width}.${extension}`;
        const got = await fetchBytes(url);
        expect(got.status, url).toBe(200);
        expect(got.headers.get("content-type")).toBe(type);
        expect(got.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(got.headers.get("x-content-type-options")).toBe("nosniff");
        expect(got.headers.get("content-security-policy")).toContain("default-src 'none'");
        const etag = got.headers.get("etag") as string;
        expect(etag).toMatch(/^".+"$/);
        const served = await readServed(got.bytes);
        expect(served.format).toBe(format);
        // Never enlarged: 1920 gives the original's 1200.
        expect(served.width).toBe(Math.min(width, 1200));
        expect(served.height).toBe(Math.round((Math.min(width, 1200) * 1600) / 1200));
        expect(served.exif, `${url} carries EXIF`).toBeNull();
        expect(Buffer.from(got.bytes).includes("GPS")).toBe(false);
        expect(Buffer.from(got.bytes).includes("TestCam")).toBe(false);
        const again = await fetch(url, { headers: { "If-None-Match": etag } });
        expect(again.status).toBe(304);
      }
    // The upload itself carried the GPS position the served files dropped.
    expect(original.includes("TestCam")).toBe(true);
    expect((await readServed(original)).exif).not.toBeNull();
  }, 240_000);

  it("applies the orientation: the camera's top-left corner is shown top right", async () => {
    const got = await fetchBytes(`${server().url}/media/${item.hash}-640.jpg`);
    expect(
      isRed(await regionColour(got.bytes, { left: 0.8, top: 0.02, width: 0.15, height: 0.1 })),
    ).toBe(true);
    expect(
      isRed(await regionColour(got.bytes, { left: 0.02, top: 0.02, width: 0.15, height: 0.1 })),
    ).toBe(false);
  });

  it("crops around the focal point, at a URL that changes with it (the old one sent on to it); other sizes are a 404", async () => {
    const top = await focal(server(), staff, item.id, 0.9, 0.05);
    expect(top.status).toBe(200);
    const topUrl = `${server().url}/media/${item.hash}-640-16x9-90.5.webp`;
    const cropped = await fetchBytes(topUrl);
    expect(cropped.status).toBe(200);
    const size = await readServed(cropped.bytes);
    expect([size.width, size.height]).toEqual([640, 360]);
    // The top of the picture: the red corner is in it.
    expect(
      isRed(await regionColour(cropped.bytes, { left: 0.85, top: 0.05, width: 0.1, height: 0.2 })),
    ).toBe(true);

    await focal(server(), staff, item.id, 0.5, 0.95);
    // The old focal point's URL (on a page rendered before the change) is sent on, uncached, to
    // the new one, which shows the bottom (no red).
    const moved = await fetch(topUrl, { redirect: "manual" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/media/${item.hash}-640-16x9-50.95.webp`);
    expect(moved.headers.get("cache-control")).toMatch(/no-store/);
    const bottom = await fetchBytes(`${server().url}/media/${item.hash}-640-16x9-50.95.webp`);
    expect(bottom.status).toBe(200);
    expect(
      isRed(await regionColour(bottom.bytes, { left: 0.85, top: 0.05, width: 0.1, height: 0.2 })),
    ).toBe(false);

    for (const wrong of [
      `${item.hash}-500.jpg`,
      `${item.hash}-640.png`,
      `${item.hash}-640-7x5-50.95.jpg`,
      `${"0".repeat(64)}-640.jpg`,
      `${item.hash.toUpperCase()}-640.jpg`,
    ])
      expect((await fetch(`${server().url}/media/${wrong}`)).status, wrong).toBe(404);
  });

  it("lists and searches the library, refuses a bad focal point, and removes an unused picture", async () => {
    const list = async (query: string) => {
      const response = await fetch(`${server().url}/admin/media.json?${query}`, {
        headers: { Cookie: staff.cookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const json = (await response.json()) as { items: MediaJson[]; total: number };
      return json.items.map((listed) => listed.fileName);
    };
    expect(await list("q=OFFSITE")).toEqual(["team-offsite.jpg"]);
    expect(await list(`minBytes=${original.length}`)).toEqual(["team-offsite.jpg"]);
    expect(await list(`uploader=${staff.email.slice(0, 6)}`)).toHaveLength(2);
    expect(await list("from=2000-01-01&to=2000-12-31")).toEqual([]);

    const bad = await fetch(`${server().url}/admin/media/${item.id}/focal`, {
      method: "POST",
      body: new URLSearchParams({ csrf: staff.csrf, x: "1.5", y: "" }),
      headers: { Origin: server().url, Cookie: staff.cookie, Accept: "application/json" },
    });
    expect(bad.status).toBe(400);

    const png = (await site.db.listMedia({ name: "home-page", limit: 1 })).items[0];
    const pngUrl = `${server().url}/media/${png?.hash}-320.webp`;
    expect((await fetch(pngUrl)).status).toBe(200);
    const removed = await fetch(`${server().url}/admin/media/${png?.id}/remove`, {
      method: "POST",
      body: new URLSearchParams({ csrf: staff.csrf }),
      headers: { Origin: server().url, Cookie: staff.cookie, Accept: "application/json" },
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { message: string }).message).toContain("home-page.png");
    expect((await fetch(pngUrl)).status).toBe(404);
    expect(await list("")).toEqual(["team-offsite.jpg"]);
    const audit = await site.db.listAudit({ kind: "media.remove", actorId: staff.id });
    expect(audit.items[0]?.details?.file).toBe("home-page.png");
  });

  it("makes the served files again after the cache folder is lost and the server restarts", async () => {
    const cache = path.join(site.env.DATA_DIR as string, "media-cache");
    const url = `/media/${item.hash}-960.webp`;
    const before = await fetchBytes(`${server().url}${url}`);
    expect(before.status).toBe(200);
    await server().stop();
    rmSync(cache, { recursive: true, force: true });
    site.servers[0] = await startServerProcess(site.env, compiledServer);
    const after = await fetchBytes(`${server().url}${url}`);
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect((await readServed(after.bytes)).width).toBe(960);
    expect(existsSync(cache)).toBe(true);
  }, 120_000);

  it.runIf(engine === "postgres")(
    "a second instance on the same database serves a picture uploaded to the first within 5 s",
    async () => {
      const other = site.servers[1] as ChildServer;
      const fresh = await photo(900, 600, { seed: 99 });
      const started = Date.now();
      const sent = await upload(server(), staff, [{ name: "new-work.jpg", bytes: fresh }]);
      expect(sent.status).toBe(200);
      const hash = sent.json.stored[0]?.item.hash;
      let status = 0;
      await waitUntil(
        async () => {
          status = (await fetch(`${other.url}/media/${hash}-640.avif`)).status;
          return status === 200;
        },
        5000,
        "the other instance to serve the picture",
      );
      expect(Date.now() - started).toBeLessThan(5000);
    },
    30_000,
  );

  it("a backup restored into a fresh place carries the pictures", async () => {
    const folder = tempDir("media-backup-");
    const file = path.join(folder, engine === "postgres" ? "site.pgdump" : "site.db");
    const run = (script: string, args: string[], env: Record<string, string>) =>
      exec(process.execPath, [`build/server-dist/${script}.js`, ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, ...env },
      });
    const from = {
      DATA_DIR: site.env.DATA_DIR as string,
      ...(site.env.DATABASE_URL ? { DATABASE_URL: site.env.DATABASE_URL } : {}),
    };
    await run("backup", [file], from);
    const target = {
      DATA_DIR: tempDir("media-restored-"),
      ...(engine === "postgres"
        ? { DATABASE_URL: await createDatabase(inject("databaseUrl")) }
        : {}),
    };
    const restored = await run("restore", [file], target);
    const held = (await site.db.listMedia({ limit: 1 })).total;
    expect(restored.stdout).toContain(`media ${held}`);
    const db = await openSiteDatabase(target);
    expect((await db.getMedia(item.hash))?.fileName).toBe("team-offsite.jpg");
    await db.close();
    const fresh = await startServerProcess(
      { ...target, TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "warn" },
      compiledServer,
    );
    try {
      const got = await fetchBytes(`${fresh.url}/media/${item.hash}-320.jpg`);
      expect(got.status).toBe(200);
      expect((await readServed(got.bytes)).width).toBe(320);
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});
