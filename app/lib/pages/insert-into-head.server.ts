/**
 * A transform for the server's HTML stream that writes `html` into the document's head, just
 * before `</head>` (the JSON-LD, app/lib/pages/structured-data/index.server.ts). The head is part of
 * the shell, so nothing is held back longer than the shell already is.
 */
export function insertIntoHead(html: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let done = html === "";
  return new TransformStream({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      pending += decoder.decode(chunk, { stream: true });
      const at = pending.indexOf("</head>");
      if (at === -1) return;
      done = true;
      controller.enqueue(encoder.encode(`${pending.slice(0, at)}${html}${pending.slice(at)}`));
      pending = "";
    },
    flush(controller) {
      if (done) return;
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(pending));
    },
  });
}
