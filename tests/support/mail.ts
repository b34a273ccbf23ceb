/**
 * Reading the raw emails a test's SMTP server received, as their reader sees them (shared by the
 * integration and browser tests; nothing of the server's own code is imported).
 */

/** A body decoded from its Content-Transfer-Encoding (quoted-printable or base64). */
function decodeBody(head: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A plain-text (single-part) email's body as its reader sees it. */
export function mailText(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  return decodeBody(head, rest.join("\n\n"));
}

/** One part of a multipart email (text/plain or text/html), decoded as its reader sees it. */
export function mailPart(raw: string, type: "text/plain" | "text/html"): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => new RegExp(`Content-Type:\\s*${type}`, "i").test(p)) ?? "";
  return mailText(part.replace(/^\r?\n/, ""));
}

/** A header of an email, unfolded (undefined when it has none). */
export const mailHeader = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ");
