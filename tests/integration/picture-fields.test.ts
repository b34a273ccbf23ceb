/**
 * Picture fields end to end (issue 52, deliverables 2, 3, 4 and 6), against the compiled server
 * on each engine (a SQLite file; a database of the throwaway PostgreSQL cluster): a screenshot
 * uploaded to the library, chosen for one website demo of /work by the operator's command
 * (`content publish`, another process, as staff's publish would be), is shown on /work and
 * /hi/work as a `<picture>` (AVIF and WebP sources, a JPEG fallback with its width and height,
 * each language's alt text); the publish is refused for a bad alt text and for a picture the
 * library does not hold; the picture cannot be removed while used (409 naming the page's field);
 * replacing it shows the new one at the next publish and frees the old one. Then the other
 * places (home's demo cards and blog thumbnails, the flex boards, the internship and about
 * pages' pictures) show a chosen photograph, and the page whose first picture above the fold is
 * a chosen one (/aboutUs) asks for it first: a preload in the head and `fetchpriority="high"`,
 * which pages without one (/, /work) do not have.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Site, startSite } from "../security/sign-in-support";
import {
  type MediaJson,
  photo,
  type StaffSession,
  screenshot,
  signedInStaff,
  upload,
} from "../support/media";
import {
  type ChildServer,
  createDatabase,
  requireBuild,
  root,
  tempDir,
  waitUntil,
} from "../support/processes";

const run = promisify(execFile);
const DEMO = "admin-dashboard";
const ALT = {
  en: "Sales dashboard with a sidebar menu, four tiles of the day's figures and a monthly bar chart",
  hi: "बिक्री का डैशबोर्ड: साइडबार मेन्यू, दिन के आँकड़ों की चार टाइल और महीने का बार चार्ट",
};

describe.each(["sqlite", "postgres"] as const)("picture fields on %s", (engine) => {
  let site: Site;
  let staff: StaffSession;
  const server = () => site.servers[0] as ChildServer;

  beforeAll(async () => {
    requireBuild();
    const url = engine === "postgres" ? await createDatabase(inject("databaseUrl")) : undefined;
    site = await startSite({ DATA_DIR: tempDir("picture-fields-") }, 1, url);
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
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            DATA_DIR: site.env.DATA_DIR as string,
            ...(site.env.DATABASE_URL ? { DATABASE_URL: site.env.DATABASE_URL } : {}),
          },
        },
      );
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? 1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
    }
  }

  type Edit = (
    topic: string,
    file: "facts.json" | "en.json" | "hi.json",
    // biome-ignore lint/suspicious/noExplicitAny: a part as its JSON file holds it
    change: (json: any) => void,
  ) => void;

  /** Exports the live content, changes its files (`change`), publishes it with `note`. */
  async function publish(note: string, change: (edit: Edit) => void) {
    const dir = tempDir("picture-export-");
    const exported = await content("export", dir);
    expect(exported.code, exported.out).toBe(0);
    change((topic, file, changeJson) => {
      const name = path.join(dir, topic, file);
      const json = JSON.parse(readFileSync(name, "utf8"));
      changeJson(json);
      writeFileSync(name, `${JSON.stringify(json, null, 2)}\n`);
    });
    return content("publish", dir, "--note", note, "--by", "operator");
  }

  /** Chooses `hash` for the demo with the alt texts given, publishes. */
  async function choose(hash: string | null, alt: { en: string; hi: string }, note: string) {
    return publish(note, (edit) => {
      edit("work", "facts.json", (facts) => {
        const project = (facts.projects as { id: string; webPicture: unknown }[]).find(
          (p) => p.id === DEMO,
        );
        if (project) project.webPicture = { hash, decorative: false };
      });
      for (const locale of ["en", "hi"] as const)
        edit("work", `${locale}.json`, (words) => {
          words.projects[DEMO].webPictureAlt = alt[locale];
        });
    });
  }

  async function page(pathname: string): Promise<string> {
    return (await fetch(`${server().url}${pathname}`)).text();
  }

  /** The `<picture>` of `hash` on a page (the first), or undefined. */
  function demoPicture(html: string, hash: string): string | undefined {
    return html.match(
      new RegExp(`<picture[ >](?:(?!</picture>).)*${hash}(?:(?!</picture>).)*</picture>`, "s"),
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
      expect(await page("/work")).not.toMatch(/<picture[ >]/);
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
      expect((await page("/work")).match(/<picture[ >]/g)).toHaveLength(1);
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

  describe("the other places, and the largest picture asked for first", () => {
    let team: MediaJson;
    let portrait: MediaJson;
    const said = {
      demo: {
        en: "Admin panel with a sidebar, the day's sales figures and a chart of monthly orders",
        hi: "एडमिन पैनल: साइडबार, दिन की बिक्री के आँकड़े और महीने के ऑर्डर का चार्ट",
      },
      board: {
        en: "Green admissions board hung at a school gate, listing classes and the transport facility",
        hi: "स्कूल के गेट पर टँगा हरा एडमिशन बोर्ड, जिसमें कक्षाएँ और परिवहन सुविधा लिखी हैं",
      },
      internship: {
        en: "Four interns at one desk reviewing code on a laptop with their mentor",
        hi: "एक मेज़ पर चार इंटर्न अपने मेंटर के साथ लैपटॉप पर कोड देखते हुए",
      },
      hero: {
        en: "The team in the studio, gathered around a whiteboard of website sketches",
        hi: "स्टूडियो में टीम, वेबसाइट के स्केच वाले व्हाइटबोर्ड के पास",
      },
      director: {
        en: "The managing director smiling at her desk in the studio",
        hi: "स्टूडियो में अपनी मेज़ पर मुस्कुराती मैनेजिंग डायरेक्टर",
      },
      blog: {
        en: "A shopkeeper counting the cost of a new website on a calculator",
        hi: "कैलकुलेटर पर नई वेबसाइट का खर्च जोड़ता दुकानदार",
      },
    };
    const chosen = (hash: string) => ({ hash, decorative: false });

    beforeAll(async () => {
      const uploaded = await upload(server(), staff, [
        { name: "team-at-work.jpg", bytes: await photo(1600, 1200, { seed: 11 }) },
        { name: "director.jpg", bytes: await photo(900, 1200, { seed: 23 }) },
      ]);
      expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
      [team, portrait] = uploaded.json.stored.map((stored) => stored.item) as [
        MediaJson,
        MediaJson,
      ];
      const published = await publish("pictures in the other places", (edit) => {
        edit("home", "facts.json", (facts) => {
          facts.workDemos[0].workPicture = chosen(team.hash);
        });
        edit("blog", "facts.json", (facts) => {
          facts.posts[0].thumbnail = chosen(portrait.hash);
        });
        edit("graphic", "facts.json", (facts) => {
          facts.boards[0].boardPicture = chosen(team.hash);
        });
        edit("internship", "facts.json", (facts) => {
          facts.pagePicture = chosen(team.hash);
        });
        edit("about", "facts.json", (facts) => {
          facts.heroPicture = chosen(team.hash);
          facts.directorPhoto = chosen(portrait.hash);
        });
        for (const locale of ["en", "hi"] as const) {
          edit("home", `${locale}.json`, (words) => {
            const [id] = Object.keys(words.work.demos) as [string];
            words.work.demos[id].workPictureAlt = said.demo[locale];
          });
          edit("blog", `${locale}.json`, (words) => {
            const [id] = Object.keys(words.thumbnailAlts) as [string];
            words.thumbnailAlts[id] = said.blog[locale];
          });
          edit("graphic", `${locale}.json`, (words) => {
            const [id] = Object.keys(words.boards) as [string];
            words.boards[id].boardPictureAlt = said.board[locale];
          });
          edit("internship", `${locale}.json`, (words) => {
            words.internshipPage.whyChoose.pagePictureAlt = said.internship[locale];
          });
          edit("about", `${locale}.json`, (words) => {
            words.heroPictureAlt = said.hero[locale];
            words.directorPhotoAlt = said.director[locale];
          });
        }
      });
      expect(published.code, published.out).toBe(0);
      await waitUntil(
        async () => (await page("/hi/aboutUs")).includes(portrait.hash),
        15_000,
        "/hi/aboutUs shows the chosen photo",
      );
    }, 120_000);

    it("shows each chosen picture in its place, in both languages", async () => {
      const places = [
        ["/", team, said.demo],
        ["/", portrait, said.blog],
        ["/services/graphic-designing", team, said.board],
        ["/internship", team, said.internship],
        ["/aboutUs", team, said.hero],
        ["/aboutUs", portrait, said.director],
      ] as const;
      for (const [pathname, item, alt] of places)
        for (const locale of ["en", "hi"] as const) {
          const at = locale === "en" ? pathname : `/hi${pathname === "/" ? "" : pathname}`;
          const html = await page(at);
          const pictures =
            html
              .match(/<picture[ >](?:(?!<\/picture>).)*<\/picture>/gs)
              ?.filter((p) => p.includes(item.hash)) ?? [];
          const picture = pictures.find((p) =>
            p.includes(`alt="${alt[locale].replaceAll("'", "&#x27;")}"`),
          );
          expect(picture, `${at}: ${alt[locale]}`).toBeDefined();
          expect(picture).toMatch(/<source type="image\/avif" srcset="\/media\//i);
          expect(picture).toMatch(/ width="\d+" height="\d+"/);
        }
      // The flex board keeps the photograph's own shape (4:3 here), at its largest width listed.
      const board = demoPicture(await page("/services/graphic-designing"), team.hash);
      expect(board).toContain('width="1280" height="960"');
      expect(board).not.toMatch(/-\dx\d-/);
    }, 120_000);

    it("names a chosen blog thumbnail in /api/blogs by its JPEG, which is served", async () => {
      const posts = (await (await fetch(`${server().url}/api/blogs`)).json()) as {
        img_path: string;
      }[];
      const path0 = posts[0]?.img_path ?? "";
      expect(path0).toMatch(new RegExp(`^/media/${portrait.hash}-640-3x2-\\d+\\.\\d+\\.jpg$`));
      expect((await fetch(`${server().url}${path0}`)).status).toBe(200);
      // The others keep their drawings.
      expect(posts[1]?.img_path).toMatch(/^\/blog\/.+\.svg$/);
    });

    it("preloads the chosen picture above the fold with fetchpriority=high; pages without one do not", async () => {
      for (const pathname of ["/aboutUs", "/hi/aboutUs"]) {
        const html = await page(pathname);
        const head = html.slice(0, html.indexOf("</head>"));
        const preload = head.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
        expect(preload, pathname).toHaveLength(1);
        expect(preload[0]).toMatch(/fetchpriority="high"/i);
        expect(preload[0]).toMatch(/type="image\/avif"/);
        expect(preload[0]).toMatch(
          new RegExp(`imagesrcset="/media/${team.hash}-320-4x3-[^"]*\\.avif 320w`, "i"),
        );
        expect(preload[0]).toMatch(/imagesizes="[^"]+"/i);
        // The preload comes before the stylesheet, so it is asked for first.
        expect(head.indexOf(preload[0] as string)).toBeLessThan(head.indexOf('rel="stylesheet"'));
        const hero = demoPicture(html, team.hash) ?? "";
        expect(hero).toMatch(/fetchpriority="high"/i);
        expect(hero).not.toContain('loading="lazy"');
        // The director's photo, further down, stays lazy and is not preloaded.
        expect(demoPicture(html, portrait.hash)).toContain('loading="lazy"');
        expect(html.match(/fetchpriority="high"/gi)).toHaveLength(2);
      }
      // Chosen pictures below the fold only (/, /work): no preload, nothing fetched first.
      for (const pathname of ["/", "/work", "/internship"]) {
        const html = await page(pathname);
        expect(html, pathname).toMatch(/<picture[ >]/);
        expect(html, pathname).not.toMatch(/rel="preload"[^>]*as="image"/);
        expect(html, pathname).not.toMatch(/fetchpriority="high"/i);
      }
    }, 120_000);

    it("shows the drawings again once no picture is chosen, with no preload", async () => {
      const published = await publish("no top picture", (edit) => {
        edit("about", "facts.json", (facts) => {
          facts.heroPicture = { hash: null, decorative: false };
        });
        for (const locale of ["en", "hi"] as const)
          edit("about", `${locale}.json`, (words) => {
            words.heroPictureAlt = "";
          });
      });
      expect(published.code, published.out).toBe(0);
      await waitUntil(
        async () => !(await page("/aboutUs")).includes(team.hash),
        15_000,
        "/aboutUs shows its drawing",
      );
      const html = await page("/aboutUs");
      expect(html).not.toMatch(/rel="preload"[^>]*as="image"/);
      expect(html).not.toMatch(/fetchpriority="high"/i);
      expect(html).toContain(portrait.hash);
    }, 120_000);
  });
});
