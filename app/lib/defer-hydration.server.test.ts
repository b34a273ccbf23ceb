import { describe, expect, it } from "vitest";
import {
  createDeferHydrationTransform,
  deferHydration,
  deferredBootScript,
} from "./defer-hydration.server";

// What React Router 7.18's <Scripts> renders with every route in the manifest file
// (react-router.config.ts: no lazy route discovery), as it appears in the HTML.
const boot = `import "/assets/manifest-M.js";
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/pricing-C.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-A.js");`;

const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    `<link rel="modulepreload" href="/assets/manifest-M.js"${n}/>`,
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

interface FakeBrowser {
  events: string[];
  window: Record<string, unknown>;
  /** Fires the load event. */
  load(): void;
  /** Delivers paint timing entries by name. */
  paint(...names: string[]): void;
  /** Renders a frame: ResizeObserver callbacks run, then queued messages. */
  frame(): void;
  /** Runs `script` as the boot script; resolves when it has finished. */
  run(script: string): Promise<void>;
  /** Renders frames (delivering queued messages) until `done` has resolved. */
  finish(done: Promise<void>): Promise<void>;
}

/** A browser with just what the boot script touches, driven step by step by the test. */
function fakeBrowser({ loaded = false, paintTiming = true } = {}): FakeBrowser {
  const events: string[] = [];
  const fakeWindow: Record<string, unknown> = {};
  let readyState = loaded ? "complete" : "interactive";
  const loadListeners: (() => void)[] = [];
  const paintObservers: { callback: (list: unknown, o: unknown) => void; self: unknown }[] = [];
  const paints: string[] = [];
  const resizeObservers: { callback: () => void; active: boolean }[] = [];
  const messages: (() => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(private readonly callback: (list: unknown, o: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      paintObservers.push({ callback: this.callback, self: this });
      if (paints.length) this.callback(list(paints), this);
    }
    disconnect() {
      events.push("paint observer disconnected");
      const i = paintObservers.findIndex((o) => o.self === this);
      if (i >= 0) paintObservers.splice(i, 1);
    }
  }
  const list = (names: string[]) => ({
    getEntriesByName: (n: string) => names.filter((x) => x === n),
  });
  class FakeResizeObserver {
    private readonly entry: { callback: () => void; active: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, active: false };
      resizeObservers.push(this.entry);
    }
    observe() {
      this.entry.active = true;
    }
    disconnect() {
      this.entry.active = false;
    }
  }
  class FakeMessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const fakeDocument = {
    get readyState() {
      return readyState;
    },
    documentElement: {},
    createElement: () => ({}) as Record<string, string>,
    head: { append: (l: Record<string, string>) => events.push(`${l.rel} ${l.href}`) },
  };
  const addEventListener = (type: string, listener: () => void) => {
    expect(type).toBe("load");
    loadListeners.push(listener);
  };
  const importer = async (specifier: string) => {
    events.push(`import ${specifier}`);
    return { specifier };
  };
  return {
    events,
    window: fakeWindow,
    load() {
      readyState = "complete";
      events.push("load");
      for (const l of loadListeners.splice(0)) l();
    },
    paint(...names) {
      paints.push(...names);
      for (const o of [...paintObservers]) o.callback(list(names), o.self);
    },
    frame() {
      events.push("frame");
      for (const o of resizeObservers) if (o.active) o.callback();
      for (const m of messages.splice(0)) m();
    },
    async finish(done) {
      let finished = false;
      void done.then(() => {
        finished = true;
      });
      for (let i = 0; i < 100 && !finished; i++) {
        this.frame();
        await settle();
      }
      await done;
    },
    run(script) {
      // Dynamic import() cannot be injected: run it as a function with import renamed.
      const body = script.replaceAll("import(", "__import(");
      const fn = new Function(
        "window",
        "document",
        "addEventListener",
        "PerformanceObserver",
        "ResizeObserver",
        "MessageChannel",
        "__import",
        `return (async () => {${body}})();`,
      );
      return fn(
        fakeWindow,
        fakeDocument,
        addEventListener,
        FakePerformanceObserver,
        FakeResizeObserver,
        FakeMessageChannel,
        importer,
      );
    },
  };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

const bootOf = (html: string) =>
  /<script[^>]*type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

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

  it("starts loading once the page has loaded and a frame showing it is painted", async () => {
    const browser = fakeBrowser();
    const done = browser.run(bootOf(deferHydration(page())!));
    await settle();
    browser.paint("first-paint", "first-contentful-paint");
    browser.frame();
    await settle();
    expect(browser.events).toEqual(["frame"]);
    browser.load();
    await settle();
    expect(browser.events).toEqual(["frame", "load", "paint observer disconnected"]);
    await browser.finish(done);
    // Every module the page preloaded, once each, before any import starts.
    expect(browser.events.slice(4, 9)).toEqual([
      "modulepreload /assets/manifest-M.js",
      "modulepreload /assets/entry.client-A.js",
      "modulepreload /assets/shared-D.js",
      "modulepreload /assets/root-B.js",
      "modulepreload /assets/pricing-C.js",
    ]);
    // Then each module but the entry is evaluated in a task of its own (a frame between two
    // imports stands for the message that ends a task), the route manifest first; the route
    // modules are taken for React Router, and the entry comes last.
    expect(browser.events.slice(9)).toEqual([
      "import /assets/manifest-M.js",
      "frame",
      "import /assets/shared-D.js",
      "frame",
      "import /assets/root-B.js",
      "frame",
      "import /assets/pricing-C.js",
      "frame",
      "import /assets/manifest-M.js",
      "import /assets/root-B.js",
      "import /assets/pricing-C.js",
      "import /assets/entry.client-A.js",
    ]);
    // React Router's own code ran with the same route modules as before.
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-B.js" },
      "routes/pricing": { specifier: "/assets/pricing-C.js" },
    });
  });

  it("waits for the first contentful paint, not any paint", async () => {
    const browser = fakeBrowser({ loaded: true });
    const done = browser.run(bootOf(deferHydration(page())!));
    await settle();
    browser.paint("first-paint");
    browser.frame();
    await settle();
    expect(browser.events).toEqual(["frame"]);
    browser.paint("first-contentful-paint");
    await settle();
    await browser.finish(done);
    expect(browser.events).toContain("import /assets/entry.client-A.js");
  });

  it("goes by frames alone where paint timing is missing", async () => {
    const browser = fakeBrowser({ loaded: true, paintTiming: false });
    const done = browser.run(bootOf(deferHydration(page())!));
    await settle();
    await browser.finish(done);
    expect(browser.events.at(-1)).toBe("import /assets/entry.client-A.js");
  });

  it("leaves a document without React Router's boot script alone", () => {
    expect(deferHydration("<html><body><script>1</script></body></html>")).toBeNull();
  });

  it("turns side-effect imports into dynamic ones too", async () => {
    const script = deferredBootScript(
      `import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.x = route0;`,
      [],
    );
    const browser = fakeBrowser({ loaded: true });
    const done = browser.run(script);
    await settle();
    browser.paint("first-contentful-paint");
    await settle();
    browser.frame();
    await done;
    expect(browser.events.slice(-2)).toEqual([
      "import /assets/manifest.js",
      "import /assets/root.js",
    ]);
    expect(browser.window.x).toEqual({ specifier: "/assets/root.js" });
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
