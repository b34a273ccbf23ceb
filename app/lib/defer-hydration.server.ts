/**
 * Keeps React Router's JavaScript off the path to first paint (docs/decisions/0007-scripts-after-first-paint.md).
 *
 * `<Scripts>` renders a `<link rel="modulepreload">` in the head for every module of the page
 * and an inline module script whose static imports fetch the route modules as soon as it is
 * parsed. On a phone on slow 4G those ~120 KiB compete with the HTML, the stylesheet and the font
 * for the first paint, which they are not needed for: the prerendered HTML is the page.
 *
 * This rewrites the rendered document so that:
 * - the modulepreload links are gone from the head;
 * - the inline module script first waits until the page has loaded and been painted, then adds the same
 *   modulepreload links (so the modules still load in parallel, with no import waterfall), then
 *   evaluates them one per task, then imports the route modules dynamically and runs React
 *   Router's own code, unchanged.
 *
 * The script element keeps its type and attributes, so hydration matches it as before; only its
 * text changes (React does not compare it). Prerendered pages allow it by hash (computed by the
 * server from the file), rendered pages by nonce.
 */

const modulePreloadLink = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const routeModulesScript =
  /(<script\b[^>]*\stype="module"[^>]*>)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules[\s\S]*?)(<\/script>)/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+");?/gm;
const dynamicImport = /\bimport\(("[^"]+")\)/g;

/**
 * Runs in the browser, as the first step of the boot script (so it must stay self-contained):
 * resolves once the page has loaded (HTML parsed, stylesheet and font in) and a frame showing it
 * has been painted, i.e. after the page's largest content is on screen. A ResizeObserver
 * callback runs in the next frame's rendering steps and a message queued from it runs after that
 * frame is painted; neither depends on timers, which the e2e tests' fake clock freezes.
 */
export async function afterPagePainted(): Promise<void> {
  if (document.readyState !== "complete")
    await new Promise<void>((resolve) => addEventListener("load", () => resolve(), { once: true }));
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    await new Promise<void>((resolve) => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    });
  await new Promise<void>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
    observer.observe(document.documentElement);
  });
}

const afterFirstPaint = `await (${afterPagePainted.toString()})();`;

/**
 * The body of the deferred boot script: React Router's module script with its static imports
 * turned into dynamic ones that start after the first paint.
 */
export function deferredBootScript(original: string, preloads: readonly string[]): string {
  const namespaces: string[] = [];
  const specifiers: string[] = [];
  const rest = original.replace(staticImport, (_, name: string | undefined, specifier: string) => {
    namespaces.push(name ?? "");
    specifiers.push(specifier);
    return "";
  });
  const preload =
    preloads.length === 0
      ? ""
      : `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}`;
  // Every preloaded module but the entry (which React Router's own code imports last) is
  // evaluated in a task of its own, React Router and React before the layout and the page:
  // evaluated together they made one task of ~80 ms on a throttled phone, which Lighthouse
  // counts as blocking time. The yield is a message, not a timer (see afterPagePainted).
  const lateImports = new Set([...rest.matchAll(dynamicImport)].map((m) => m[1]));
  const oneByOne = preloads.filter((href) => !lateImports.has(JSON.stringify(href)));
  const evaluate =
    oneByOne.length === 0
      ? ""
      : // not copy: generated JavaScript for the boot script
        `const nextTask=()=>new Promise(r=>{const c=new MessageChannel();c.port1.onmessage=()=>r();c.port2.postMessage(null)});for(const href of ${JSON.stringify(oneByOne)}){await import(href);await nextTask()}`;
  const imports =
    specifiers.length === 0
      ? ""
      : // not copy: generated JavaScript for the boot script
        `const [${namespaces.join(",")}]=await Promise.all([${specifiers.map((s) => `import(${s})`).join(",")}]);`;
  return `${afterFirstPaint}${preload}${evaluate}${imports}${rest.replace(/^[\s;]+/, "")}`;
}

/**
 * Rewrites one HTML document (or its head and body up to React Router's boot script).
 * Returns null when the boot script is not in `html`.
 */
export function deferHydration(html: string): string | null {
  const boot = routeModulesScript.exec(html);
  if (!boot) return null;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreloadLink, (_, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return "";
  });
  return withoutPreloads.replace(
    routeModulesScript,
    (_, open: string, body: string, close: string) =>
      `${open}${deferredBootScript(body, preloads)}${close}`,
  );
}

/**
 * A transform for the server's HTML stream: holds the document back until React Router's boot
 * script has been written (it is part of the shell, so nothing streams later than before), then
 * sends it rewritten and passes everything after it through.
 */
export function createDeferHydrationTransform(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      pending += decoder.decode(chunk, { stream: true });
      const rewritten = deferHydration(pending);
      if (rewritten === null) return;
      done = true;
      pending = "";
      controller.enqueue(encoder.encode(rewritten));
    },
    flush(controller) {
      if (done) return;
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(pending));
    },
  });
}
