import { describe, expect, it } from "vitest";
import {
  createDeferHydrationTransform,
  deferHydration,
  deferredBootScript,
} from "./defer-hydration.server";

// What React Router 7.18's <Scripts> renders (abridged manifest), as it appears in the HTML.
const boot = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/pricing-C.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-A.js",
    "imports": [
      "/assets/shared-D.js"
    ],
    "css": []
  },
  "routes": {}
};
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-A.js");`;

const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    `<link rel="modulepreload" href="/assets/entry.client-A.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/shared-D.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/root-B.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/pricing-C.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/shared-D.js"${n}/>`,
    '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Pricing</main>',
    `<script${n}>window.__reactRouterContext = {};</script>`,
    `<script${n} type="module" async="">${boot}</script>`,
    `<!--$--><script${n}>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`,
  ].join("");
};

/** Runs the boot script in a fake browser and reports what it did, in order. */
async function run(script: string, options: { paintObserver?: unknown } = {}) {
  const events: string[] = [];
  const fakeWindow: Record<string, unknown> = {};
  const fakeDocument = {
    createElement: () => ({}) as Record<string, string>,
    head: { append: (l: Record<string, string>) => events.push(`${l.rel} ${l.href}`) },
  };
  const raf = (fn: () => void) => {
    events.push("frame");
    fn();
  };
  const later = (fn: () => void) => {
    events.push("after paint");
    fn();
  };
  const importer = async (specifier: string) => {
    events.push(`import ${specifier}`);
    return { specifier };
  };
  // No paint timing here: the requestAnimationFrame path is taken.
  class NoPaintTiming {
    observe() {
      throw new TypeError("paint entries are not supported");
    }
  }
  // Dynamic import() cannot be injected: run it as a function with import renamed.
  const body = script.replaceAll("import(", "__import(");
  const fn = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "__import",
    `return (async () => {${body}})();`,
  );
  await fn(fakeWindow, fakeDocument, raf, later, options.paintObserver ?? NoPaintTiming, importer);
  return { events, window: fakeWindow };
}

describe("deferHydration", () => {
  it("removes the modulepreload links and keeps everything else in the head", () => {
    const html = deferHydration(page())!;
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main>Pricing</main>");
  });

  it("keeps the boot script's element as React Router renders it, so hydration matches it", () => {
    const html = deferHydration(page("abc"))!;
    expect(html).toContain('<script nonce="abc" type="module" async="">');
    expect(html.match(/<script/g)).toHaveLength(page("abc").match(/<script/g)!.length);
  });

  it("starts loading only after a frame has been painted, then loads the modules in parallel", async () => {
    const html = deferHydration(page())!;
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import\s/m);
    const { events, window } = await run(script);
    expect(events.slice(0, 2)).toEqual(["frame", "after paint"]);
    // Every module the page preloaded, once each, before any import starts.
    expect(events.slice(2, 6)).toEqual([
      "modulepreload /assets/entry.client-A.js",
      "modulepreload /assets/shared-D.js",
      "modulepreload /assets/root-B.js",
      "modulepreload /assets/pricing-C.js",
    ]);
    expect(events.slice(6)).toEqual([
      "import /assets/root-B.js",
      "import /assets/pricing-C.js",
      "import /assets/entry.client-A.js",
    ]);
    // React Router's own code ran with the same route modules as before.
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-B.js" },
      "routes/pricing": { specifier: "/assets/pricing-C.js" },
    });
    expect(window.__reactRouterManifest).toMatchObject({
      entry: { module: "/assets/entry.client-A.js" },
    });
  });

  it("also starts on the first paint entry, when timers are frozen", async () => {
    const html = deferHydration(page())!;
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    class PaintObserver {
      constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        queueMicrotask(() => this.callback({}, this));
      }
      disconnect() {}
    }
    const frozen = { raf: () => {} };
    const events: string[] = [];
    const body = script.replaceAll("import(", "__import(");
    const fn = new Function(
      "window",
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "__import",
      `return (async () => {${body}})();`,
    );
    await fn(
      {},
      { createElement: () => ({}), head: { append: () => {} } },
      frozen.raf,
      () => {},
      PaintObserver,
      async (specifier: string) => events.push(specifier),
    );
    expect(events).toEqual([
      "/assets/root-B.js",
      "/assets/pricing-C.js",
      "/assets/entry.client-A.js",
    ]);
  });

  it("leaves a document without React Router's boot script alone", () => {
    expect(deferHydration("<html><body><script>1</script></body></html>")).toBeNull();
  });

  it("turns side-effect imports into dynamic ones too", async () => {
    const script = deferredBootScript(
      `import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.x = route0;`,
      [],
    );
    const { events, window } = await run(script);
    expect(events).toEqual([
      "frame",
      "after paint",
      "import /assets/manifest.js",
      "import /assets/root.js",
    ]);
    expect(window.x).toEqual({ specifier: "/assets/root.js" });
  });
});

describe("createDeferHydrationTransform", () => {
  async function through(chunks: string[]) {
    const encoder = new TextEncoder();
    const input = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(input.pipeThrough(createDeferHydrationTransform())).text();
  }

  it("gives the same document however the stream is cut", async () => {
    const html = page("n1");
    const expected = deferHydration(html);
    for (const size of [1, 7, 64, 500, html.length]) {
      const chunks: string[] = [];
      for (let i = 0; i < html.length; i += size) chunks.push(html.slice(i, i + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it("passes a document without a boot script through unchanged", async () => {
    expect(await through(["<html><body>", "Not found", "</body></html>"])).toBe(
      "<html><body>Not found</body></html>",
    );
  });

  it("keeps multi-byte characters intact across chunk boundaries", async () => {
    const bytes = new TextEncoder().encode(page().replace("Pricing", "₹ pricing"));
    const input = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const out = await new Response(input.pipeThrough(createDeferHydrationTransform())).text();
    expect(out).toContain("<main>₹ pricing</main>");
  });
});
