/**
 * Attack replays on the media upload (issue 52, deliverable 5), against the compiled server
 * from outside over HTTP: every bad file is refused with a message that names it, whatever its
 * name and declared type say; good files in the same request are stored and nothing of a bad
 * one is; a role without the library, a post without the form token or from another site, and
 * a signed-out client are refused; a 25 MB file is cut at 20 MB while it streams; twenty
 * uploads at once are each answered; and the server's memory is sampled during a pixel bomb
 * and during the twenty uploads (docs/security.md, "Media uploads", quotes the figures).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createDeflate } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  photo,
  rssMiB,
  type StaffSession,
  screenshot,
  signedInStaff,
  upload,
} from "../support/media";
import type { ChildServer } from "../support/processes";
import { type Site, startSite } from "./sign-in-support";

/** A real pixel bomb: a 30,000 × 30,000 greyscale PNG of zeros (900 megapixels, ~0.9 MB). */
async function pixelBomb(): Promise<Buffer> {
  const side = 30_000;
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(side + 1); // filter byte 0 and a row of black
  for (let y = 0; y < side; y++)
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return c ^ 0xffffffff;
}

/** The server's RSS sampled every 25 ms while `work` runs: [before, peak] in MiB. */
async function sampleRss<T>(pid: number, work: () => Promise<T>) {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 25);
  try {
    const result = await work();
    peak = Math.max(peak, rssMiB(pid));
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

describe("media upload attacks", () => {
  let site: Site;
  let editor: StaffSession;
  const server = () => site.servers[0] as ChildServer;
  const stored = async () => (await site.db.listMedia({ limit: 1 })).total;
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    site = await startSite({});
    editor = await signedInStaff(site.db, "editor");
  }, 60_000);
  afterAll(async () => {
    console.log(`media upload figures (MiB RSS): ${JSON.stringify(figures)}`);
    await site?.stop();
  });

  it("refuses each bad file by name and stores the good ones beside it, nothing half-stored", async () => {
    const good = await photo(800, 600, { seed: 1 });
    const truncated = (await photo(1200, 900, { seed: 2 })).subarray(0, 30_000);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      randomBytes(4000),
    ]);
    const files = [
      { name: "office.jpg", bytes: good },
      { name: "IMG_0042.HEIC", bytes: heic, type: "image/heic" },
      {
        name: "logo.jpg",
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      {
        name: "page.jpg",
        bytes: Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"),
      },
      {
        name: "brochure.jpg",
        bytes: Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
      },
      { name: "empty.jpg", bytes: Buffer.alloc(0) },
      {
        name: "corrupt.jpg",
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(8000)]),
      },
      { name: "cut-short.jpg", bytes: truncated },
      { name: "screenshot.png", bytes: await screenshot(), type: "image/png" },
      {
        name: "team.webp",
        bytes: await (await import("sharp")).default(good).webp().toBuffer(),
        type: "image/webp",
      },
    ];
    const answer = await upload(server(), editor, files);
    expect(answer.status).toBe(422);
    expect(answer.json.stored.map((s) => s.file)).toEqual([
      "office.jpg",
      "screenshot.png",
      "team.webp",
    ]);
    const refusal = Object.fromEntries(answer.json.refused.map((r) => [r.file, r.message]));
    expect(Object.keys(refusal)).toEqual([
      "IMG_0042.HEIC",
      "logo.jpg",
      "page.jpg",
      "brochure.jpg",
      "empty.jpg",
      "corrupt.jpg",
      "cut-short.jpg",
    ]);
    for (const [file, message] of Object.entries(refusal)) expect(message).toContain(`“${file}”`);
    expect(refusal["IMG_0042.HEIC"]).toContain("Settings › Camera › Formats › Most Compatible");
    expect(refusal["logo.jpg"]).toContain("SVG drawing");
    expect(refusal["page.jpg"]).toContain("web page");
    expect(refusal["brochure.jpg"]).toContain("PDF document");
    expect(refusal["empty.jpg"]).toContain("empty");
    expect(refusal["corrupt.jpg"]).toContain("damaged or cut short");
    expect(refusal["cut-short.jpg"]).toContain("damaged or cut short");
    expect(await stored()).toBe(3);
    // No temporary copy is left behind.
    const incoming = path.join(site.env.DATA_DIR as string, "media-cache", "incoming");
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  }, 60_000);

  it("refuses a pixel bomb before decoding it, and memory stays bounded", async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const pid = server().process.pid as number;
    const { result, before, peak } = await sampleRss(pid, () =>
      upload(server(), editor, [{ name: "bomb.png", bytes: bomb, type: "image/png" }]),
    );
    figures.pixelBombBefore = before;
    figures.pixelBombPeak = peak;
    expect(result.status).toBe(422);
    expect(result.json.refused).toEqual([
      {
        file: "bomb.png",
        message: expect.stringContaining("30000 × 30000 pixels, more than the 40 megapixels"),
      },
    ]);
    // Decoded, it would be 900 MB of pixels.
    expect(peak - before).toBeLessThan(150);
    expect(await stored()).toBe(3);
  }, 60_000);

  it("refuses a request that ends inside a file, naming the file", async () => {
    const boundary = "----media-test-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${editor.csrf}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half-sent.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      (await photo(400, 300)).subarray(0, 5000),
    ]);
    const response = await fetch(`${server().url}/admin/media/upload`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        Origin: server().url,
        Cookie: editor.cookie,
        Accept: "application/json",
      },
    });
    expect(response.status).toBe(422);
    const json = (await response.json()) as { refused: { file: string; message: string }[] };
    expect(json.refused).toEqual([
      { file: "half-sent.jpg", message: expect.stringContaining("damaged or cut short") },
    ]);
    expect(await stored()).toBe(3);
  });

  it("refuses sales, a missing or wrong form token, another site's post and a signed-out client", async () => {
    const file = [{ name: "sneaky.jpg", bytes: await photo(300, 200, { seed: 5 }) }];
    const sales = await signedInStaff(site.db, "sales");
    const asSales = await upload(server(), sales, file);
    expect(asSales.status).toBe(403);
    expect(asSales.json.error).toContain("Your role cannot change the media library");
    const denied = await site.db.listAudit({ kind: "access.denied", actorId: sales.id });
    expect(denied.items[0]?.subject).toBe("POST /admin/media/upload");

    const noToken = await upload(server(), editor, file, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.json.error).toContain("expired");
    const wrongToken = await upload(server(), editor, file, { csrf: "forged" });
    expect(wrongToken.status).toBe(403);

    const form = new FormData();
    form.append("csrf", editor.csrf);
    form.append("files", new Blob([new Uint8Array(file[0]?.bytes ?? [])]), "sneaky.jpg");
    // The form guard refuses it before a byte of its body is read, and closes the connection:
    // a client still writing its body may see the close before the 403.
    const crossSite = await fetch(`${server().url}/admin/media/upload`, {
      method: "POST",
      body: form,
      headers: { Origin: "https://attacker.example", Cookie: editor.cookie },
    }).then(
      (response) => response.status,
      () => "closed before the body was read",
    );
    expect([403, "closed before the body was read"]).toContain(crossSite);

    const signedOut = await upload(server(), null, file);
    expect(signedOut.status).toBe(401);

    // Sales may view the library, not change it.
    const list = await fetch(`${server().url}/admin/media.json?q=office`, {
      headers: { Cookie: sales.cookie },
    });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { items: { fileName: string; uses: unknown[] }[] };
    expect(listed.items.map((item) => [item.fileName, item.uses])).toEqual([["office.jpg", []]]);
    expect(await stored()).toBe(3);
  });

  it("cuts a 25 MB file at 20 MB while it streams, and names it", async () => {
    const boundary = "----media-test-large";
    const url = new URL(`${server().url}/admin/media/upload`);
    let written = 0;
    const answer = await new Promise<{ status: number; body: string; writtenAtAnswer: number }>(
      (resolve, reject) => {
        const body = new PassThrough();
        const request = http.request(url, {
          method: "POST",
          headers: {
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            "Transfer-Encoding": "chunked",
            Origin: server().url,
            Cookie: editor.cookie,
            Accept: "application/json",
          },
        });
        request.on("response", (response) => {
          const writtenAtAnswer = written;
          let text = "";
          response.on("data", (part) => {
            text += part;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body: text, writtenAtAnswer }),
          );
        });
        request.on("error", reject);
        body.pipe(request);
        (async () => {
          body.write(
            `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${editor.csrf}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          );
          body.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
          const piece = randomBytes(256 * 1024);
          while (written < 25 * 1024 * 1024 && !request.destroyed) {
            if (!body.write(piece)) await new Promise((r) => body.once("drain", r));
            written += piece.length;
            // Paced as a phone on a fast line sends: the answer can come before the end.
            await new Promise((r) => setTimeout(r, 15));
          }
          body.end(`\r\n--${boundary}--\r\n`);
        })().catch(() => {});
      },
    );
    expect(answer.status).toBe(413);
    const json = JSON.parse(answer.body) as { refused: { file: string; message: string }[] };
    expect(json.refused).toEqual([
      { file: "huge.jpg", message: expect.stringContaining("larger than 20 MB") },
    ]);
    // Answered once 20 MB had arrived, before the client had sent the rest.
    expect(answer.writtenAtAnswer).toBeGreaterThanOrEqual(20 * 1024 * 1024);
    expect(answer.writtenAtAnswer).toBeLessThan(25 * 1024 * 1024);
    figures.cutAtMiB = Math.round(answer.writtenAtAnswer / 1024 / 1024);
    expect(await stored()).toBe(3);
  }, 60_000);

  it("answers twenty uploads at once, each, with memory bounded; a 21st file in one request is refused by name", async () => {
    const photos = await Promise.all(
      Array.from({ length: 20 }, (_, i) => photo(1600, 1200, { seed: 100 + i })),
    );
    const pid = server().process.pid as number;
    const { result, before, peak } = await sampleRss(pid, () =>
      Promise.all(
        photos.map((bytes, i) => upload(server(), editor, [{ name: `batch-${i}.jpg`, bytes }])),
      ),
    );
    figures.parallelBefore = before;
    figures.parallelPeak = peak;
    for (const [i, answer] of result.entries()) {
      expect(answer.status, `upload ${i}`).toBe(200);
      expect(answer.json.stored[0]?.file).toBe(`batch-${i}.jpg`);
    }
    expect(peak - before).toBeLessThan(250);
    expect(await stored()).toBe(23);

    const tiny = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        (async () => {
          const sharp = (await import("sharp")).default;
          return sharp({
            create: { width: 8, height: 8, channels: 3, background: { r: i * 10, g: 40, b: 90 } },
          })
            .png()
            .toBuffer();
        })(),
      ),
    );
    const many = await upload(
      server(),
      editor,
      tiny.map((bytes, i) => ({ name: `swatch-${i}.png`, bytes, type: "image/png" })),
    );
    expect(many.status).toBe(422);
    expect(many.json.stored).toHaveLength(20);
    expect(many.json.refused).toEqual([
      { file: "swatch-20.png", message: expect.stringContaining("at most 20 files") },
    ]);
  }, 120_000);
});
