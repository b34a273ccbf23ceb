/**
 * Picture fields end to end (issue 52, deliverables 2, 3, 4 and 6), against the compiled server
 * on a SQLite file: a screenshot uploaded to the library, chosen for one website demo of /work by
 * the operator's command (`content publish`, another process, as staff's publish would be), is
 * shown on /work and /hi/work as a `<picture>` (AVIF and WebP sources, a JPEG fallback with its
 * width and height, each language's alt text); the publish is refused for a bad alt text and for
 * a picture the library does not hold; the picture cannot be removed while used (409 naming the
 * page's field); replacing it shows the new one at the next publish and frees the old one.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, startSite } from "../security/sign-in-support";
import {
  type MediaJson,
  photo,
  type StaffSession,
  screenshot,
  signedInStaff,
  upload,
} from "../support/media";
import { type ChildServer, requireBuild, root, tempDir, waitUntil } from "../support/processes";

const run = promisify(execFile);
const DEMO = "admin-dashboard";
const ALT = {
  en: "Sales dashboard with a sidebar menu, four tiles of the day's figures and a monthly bar chart",
  hi: "बिक्री का डैशबोर्ड: साइडबार मेन्यू, दिन के आँकड़ों की चार टाइल और महीने का बार चार्ट",
};

let site: Site;
let staff: StaffSession;
const server = () => site.servers[0] as ChildServer;

beforeAll(async () => {
  requireBuild();
  site = await startSite({ DATA_DIR: tempDir("picture-fields-") });
  staff = await signedInStaff(site.db, "editor");
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

/** The compiled operator's command on the site's SQLite file: its exit code and output. */
async function content(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["build/server-dist/content.js", ...args],
      { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: site.env.DATA_DIR as string } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** Exports the live words, chooses `hash` for the demo with the alt texts given, publishes. */
async function choose(hash: string | null, alt: { en: string; hi: string }, note: string) {
  const dir = tempDir("picture-export-");
  const exported = await content("export", dir);
  expect(exported.code, exported.out).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: the part as its JSON file holds it
  const edit = (file: string, change: (json: any) => void) => {
    const name = path.join(dir, "work", file);
    const json = JSON.parse(readFileSync(name, "utf8"));
    change(json);
    writeFileSync(name, `${JSON.stringify(json, null, 2)}\n`);
  };
  edit("facts.json", (facts) => {
    const project = (facts.projects as { id: string; webPicture: unknown }[]).find(
      (p) => p.id === DEMO,
    );
    if (project) project.webPicture = { hash, decorative: false };
  });
  for (const locale of ["en", "hi"] as const)
    edit(`${locale}.json`, (words) => {
      words.projects[DEMO].webPictureAlt = alt[locale];
    });
  return content("publish", dir, "--note", note, "--by", "operator");
}

async function page(pathname: string): Promise<string> {
  return (await fetch(`${server().url}${pathname}`)).text();
}

/** The `<picture>` of the demo's card on a page, or undefined. */
function demoPicture(html: string, hash: string): string | undefined {
  return html.match(
    new RegExp(`<picture>(?:(?!</picture>).)*${hash}(?:(?!</picture>).)*</picture>`, "s"),
  )?.[0];
}

async function remove(item: MediaJson) {
  const response = await fetch(`${server().url}/admin/media/${item.id}/remove`, {
    method: "POST",
    body: new URLSearchParams({ csrf: staff.csrf }),
    headers: { Origin: server().url, Cookie: staff.cookie, Accept: "application/json" },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("a picture field on /work", () => {
  let first: MediaJson;
  let second: MediaJson;

  it("refuses a publish with a bad alt text, or a picture the library does not hold", async () => {
    const uploaded = await upload(server(), staff, [
      { name: "admin-dashboard.png", bytes: await screenshot(1600, 1000), type: "image/png" },
      { name: "dashboard-photo.jpg", bytes: await photo(1500, 1000, { seed: 7 }) },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    [first, second] = uploaded.json.stored.map((stored) => stored.item) as [MediaJson, MediaJson];

    const fileName = await choose(first.hash, { en: "IMG_2041.jpg", hi: ALT.hi }, "bad alt");
    expect(fileName.code).not.toBe(0);
    expect(fileName.out).toContain(
      `work en.projects.${DEMO}.webPictureAlt: Screenshot picture description is a file name`,
    );
    const photoOf = await choose(first.hash, { en: ALT.en, hi: `तस्वीर का ${ALT.hi}` }, "bad alt");
    expect(photoOf.code).not.toBe(0);
    expect(photoOf.out).toContain(
      `work hi.projects.${DEMO}.webPictureAlt: Screenshot picture description starts with "तस्वीर का"`,
    );
    const missing = await choose("f".repeat(64), ALT, "not in the library");
    expect(missing.code).not.toBe(0);
    expect(missing.out).toContain(
      `work facts.projects.${DEMO}.webPicture.hash: the picture chosen is not in the media library`,
    );
    expect(await page("/work")).not.toContain("<picture>");
  }, 120_000);

  it("shows the chosen picture on /work and /hi/work, each with its language's alt", async () => {
    const published = await choose(first.hash, ALT, "the admin dashboard's screenshot");
    expect(published.code, published.out).toBe(0);
    await waitUntil(
      async () => demoPicture(await page("/work"), first.hash) !== undefined,
      15_000,
      "/work shows the chosen picture",
    );
    for (const [pathname, alt] of [
      ["/work", ALT.en],
      ["/hi/work", ALT.hi],
      ["/services/website-development", ALT.en],
    ] as const) {
      const picture = demoPicture(await page(pathname), first.hash);
      expect(picture, pathname).toBeDefined();
      expect(picture).toMatch(/<source type="image\/avif" srcset="[^"]*\.avif 320w/i);
      expect(picture).toMatch(/<source type="image\/webp" srcset="[^"]*\.webp 320w/i);
      // (HTML attribute names are case-insensitive: React writes srcSet.)
      // The 3x2 crop of a 1600 × 1000 screenshot, at its largest listed width (960).
      expect(picture).toContain('width="960" height="640"');
      expect(picture).toContain(`alt="${alt.replaceAll("'", "&#x27;")}"`);
      expect(picture).toContain('loading="lazy"');
      // Every URL it lists is served.
      for (const url of picture?.match(/\/media\/[^\s",]+/g) ?? [])
        expect((await fetch(`${server().url}${url}`)).status, url).toBe(200);
    }
    // The other demos still show their drawings.
    expect((await page("/work")).match(/<picture>/g)).toHaveLength(1);
  }, 120_000);

  it("refuses to remove the picture while the page uses it, naming where", async () => {
    const refused = await remove(first);
    expect(refused.status).toBe(409);
    expect(String(refused.json.error)).toContain(
      `Our work › Screenshot picture (projects › ${DEMO})`,
    );
    expect((await fetch(`${server().url}/media/${first.hash}-320.webp`)).status).toBe(200);
  });

  it("replaces it everywhere at the next publish, and the old one can then be removed", async () => {
    const published = await choose(second.hash, ALT, "another screenshot");
    expect(published.code, published.out).toBe(0);
    await waitUntil(
      async () => demoPicture(await page("/hi/work"), second.hash) !== undefined,
      15_000,
      "/hi/work shows the new picture",
    );
    for (const pathname of ["/work", "/hi/work", "/services/website-development"]) {
      const html = await page(pathname);
      expect(demoPicture(html, second.hash), pathname).toBeDefined();
      expect(html, pathname).not.toContain(first.hash);
    }
    expect((await remove(first)).status).toBe(200);
    expect((await remove(second)).status).toBe(409);
  }, 120_000);
});
