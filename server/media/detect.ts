/**
 * What a file is, from its first bytes (magic numbers), never from its name or the type the
 * browser declared: a picture the library takes, or what it is instead, so the refusal can
 * say so. sharp then decodes the whole file (server/media/images.ts) before it is stored.
 */
import type { MediaType } from "../db/media";

export type Sniffed =
  | { kind: "picture"; type: MediaType }
  | { kind: "heif" | "svg" | "html" | "pdf" | "gif" | "empty" | "unknown" };

/** Bytes enough to decide (an ISO-BMFF `ftyp` box, an XML prologue before `<svg`). */
export const SNIFF_BYTES = 512;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);

/** AVIF and HEIF are both ISO-BMFF files (`ftyp` at byte 4); their brand tells them apart. */
function isoBrands(head: Buffer): string[] | null {
  if (head.length < 12 || head.toString("latin1", 4, 8) !== "ftyp") return null;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString("latin1", 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.toString("latin1", at, at + 4));
  return brands;
}

const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

export function sniff(head: Buffer): Sniffed {
  if (head.length === 0) return { kind: "empty" };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: "picture", type: "jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "picture", type: "png" };
  if (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP")
    return { kind: "picture", type: "webp" };
  const brands = isoBrands(head);
  if (brands) {
    const [major] = brands;
    if (major === "avif" || major === "avis") return { kind: "picture", type: "avif" };
    if (brands.some((brand) => heifBrands.has(brand)) || major === "mif1" || major === "msf1")
      return { kind: "heif" };
    return { kind: "unknown" };
  }
  if (head.toString("latin1", 0, 5) === "%PDF-") return { kind: "pdf" };
  if (head.toString("latin1", 0, 4) === "GIF8") return { kind: "gif" };
  // Text: an SVG drawing or a web page, whatever it was named (a byte-order mark and leading
  // space, comments and an XML prologue allowed).
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  const body = text.replace(/^(?:<\?xml[^>]*>\s*|<!--[\s\S]*?-->\s*)*/, "");
  if (body.startsWith("<svg") || (body.startsWith("<!doctype svg") && body.includes("<svg")))
    return { kind: "svg" };
  if (/^<(?:!doctype html|html|head|body|script|iframe|div|p|a)\b/.test(body))
    return { kind: "html" };
  if (text.includes("<svg")) return { kind: "svg" };
  return { kind: "unknown" };
}
