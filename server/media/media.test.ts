import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cropRegion, parseServedName, pictureSources } from "../../app/base/media-urls";
import type { MediaItem } from "../db/media";
import { createLogger } from "../log";
import { sniff } from "./detect";
import { createServedFiles } from "./served";

const hash = "ab".repeat(32);
const item: MediaItem = {
  id: 1,
  hash,
  type: "jpeg",
  width: 1200,
  height: 800,
  bytes: 1000,
  fileName: "work.jpg",
  uploadedBy: 1,
  uploaderEmail: "editor@agency.example",
  uploadedAt: 0,
  focalX: 0.25,
  focalY: 0.5,
};

describe("what a file is, from its bytes", () => {
  it.each([
    ["jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0])],
    ["png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ["webp", Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1")],
    [
      "avif",
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x1c]),
        Buffer.from("ftypavif\0\0\0\0avifmif1miaf", "latin1"),
      ]),
    ],
  ])("%s", (type, head) => {
    expect(sniff(head)).toEqual({ kind: "picture", type });
  });
  it.each([
    [
      "heif",
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      ]),
    ],
    [
      "svg",
      Buffer.from(
        '\uFEFF  <?xml version="1.0"?>\n<!-- drawn --><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
    ],
    ["html", Buffer.from("<!doctype html><title>x</title>")],
    ["pdf", Buffer.from("%PDF-1.4\n")],
    ["gif", Buffer.from("GIF89a")],
    ["empty", Buffer.alloc(0)],
    ["unknown", Buffer.from("hello")],
  ])("%s is refused", (kind, head) => {
    expect(sniff(head)).toEqual({ kind });
  });
});

describe("served names", () => {
  it("takes only the fixed widths, aspects and formats", () => {
    expect(parseServedName(`/media/${hash}-640.webp`)).toMatchObject({
      width: 640,
      format: "webp",
    });
    expect(parseServedName(`/media/${hash}-640-16x9-25.50.avif`)).toMatchObject({
      aspect: "16x9",
      focal: "25.50",
    });
    for (const wrong of [
      `/media/${hash}-641.webp`,
      `/media/${hash}-640.gif`,
      `/media/${hash}-640-2x1-25.50.jpg`,
      `/media/${hash.slice(2)}-640.jpg`,
      `/media/${hash}-640.jpg/`,
    ])
      expect(parseServedName(wrong), wrong).toBeNull();
  });
});

describe("crops and <picture>", () => {
  it("keeps the focal point in view, inside the picture", () => {
    expect(cropRegion(item, "1x1")).toEqual({ left: 0, top: 0, width: 800, height: 800 });
    expect(cropRegion({ ...item, focalX: 0.9 }, "1x1")).toEqual({
      left: 400,
      top: 0,
      width: 800,
      height: 800,
    });
    expect(cropRegion({ ...item, focalY: 0.9 }, "16x9")).toEqual({
      left: 0,
      top: 125,
      width: 1200,
      height: 675,
    });
  });

  it("gives AVIF, WebP and a JPEG fallback with the crop's size, never wider than the original", () => {
    const picture = pictureSources(item, {
      widths: [640, 960, 1280, 1920],
      aspect: "4x3",
      sizes: "100vw",
    });
    expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    // The crop is 1067 × 800: 1920 adds nothing past 1280 (which gives the whole crop).
    expect(picture.sources[0]?.srcSet).toBe(
      `/media/${hash}-640-4x3-25.50.avif 640w, /media/${hash}-960-4x3-25.50.avif 960w, /media/${hash}-1280-4x3-25.50.avif 1067w`,
    );
    expect(picture.img).toMatchObject({
      src: `/media/${hash}-1280-4x3-25.50.jpg`,
      width: 1067,
      height: 800,
    });
    expect(() =>
      pictureSources(item, { widths: [320, 640, 960, 1280, 1920], sizes: "100vw" }),
    ).toThrow();
    expect(() => pictureSources(item, { widths: [500 as 640], sizes: "100vw" })).toThrow();
  });
});

describe("served files", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "media-unit-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("makes a missing file once for requests that arrive together, then serves it from disk", async () => {
    const original = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#336699" },
    })
      .jpeg()
      .toBuffer();
    let reads = 0;
    const served = createServedFiles({
      store: {
        getMedia: async (wanted) => (wanted === hash ? item : null),
        mediaOriginal: async () => {
          reads += 1;
          return original;
        },
      },
      cacheDir: dir,
      logger: createLogger("error"),
    });
    const url = `/media/${hash}-320.webp`;
    const found = await Promise.all(Array.from({ length: 5 }, () => served.find(url)));
    expect(reads).toBe(1);
    expect(new Set(found.map((file) => (file && "file" in file ? file.file : null))).size).toBe(1);
    expect(found[0] && "type" in found[0] ? found[0].type : null).toBe("image/webp");
    await served.find(url);
    expect(reads).toBe(1);
    expect(await served.find(`/media/${"cd".repeat(32)}-320.webp`)).toBeNull();
    // An old focal point's crop is not made: it is sent on to the current focal point's URL.
    const moved = await served.find(`/media/${hash}-320-1x1-50.50.webp`);
    expect(moved && "movedTo" in moved ? moved.movedTo : null).toMatch(
      new RegExp(`^/media/${hash}-320-1x1-\\d+\\.\\d+\\.webp$`),
    );
    expect(moved && "movedTo" in moved ? moved.movedTo : "").not.toContain("-50.50.");
    expect(reads).toBe(1);
    await served.forget(hash);
    expect(readdirSync(path.join(dir, "ab"))).toEqual([]);
  });
});
