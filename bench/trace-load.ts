/**
 * `npx tsx bench/trace-load.ts URL [URL ...] [--cpu 8] [--runs 1] [--over 50] [--width 390]
 *                              [--wait 6000] [--no-network] [--save DIR] [--style CSS]`:
 * a page's load as a phone's main thread sees it. Debian's Chromium with the CPU slowed by
 * Chromium's own throttling (real, not simulated: every task is as long as the phone would make
 * it) and Slow 4G, a Chromium trace from the navigation until --wait ms after it, then each
 * main-thread task longer than --over ms named by what fills it: the parser (and which part of
 * the page), style and layout (how many elements), paint, each script by file, timers and
 * animation frames, garbage collection. Prints the first paint and the totals a Lighthouse run
 * reports (tasks, total task time) so one can tell which tasks make them.
 *
 * Measure both sites in one run: this machine's speed moves from minute to minute.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, fullChromium } from "../tests/support/chromium";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  // biome-ignore lint/suspicious/noExplicitAny: trace events carry free-form arguments
  args?: Record<string, any>;
}

const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "blink.user_timing",
  "loading",
  "v8",
  "v8.execute",
  "blink",
  "__metadata",
].join(",");

/** Pairs B/E events into complete ones, so every child has a duration. */
function completeEvents(events: TraceEvent[]): TraceEvent[] {
  const out: TraceEvent[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph === "X") out.push(e);
    else if (e.ph === "B") {
      const key = `${e.tid}:${e.name}`;
      const stack = open.get(key) ?? [];
      stack.push(e);
      open.set(key, stack);
    } else if (e.ph === "E") {
      const begin = open.get(`${e.tid}:${e.name}`)?.pop();
      if (begin)
        out.push({ ...begin, ph: "X", dur: e.ts - begin.ts, args: { ...begin.args, end: e.args } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** What one child event is, in a word or two (with the detail that tells its cause). */
function label(e: TraceEvent): string {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const file = (url: string | undefined) =>
    url ? (url.split("/").pop() || "document").split("?")[0] : "";
  switch (e.name) {
    case "ParseHTML":
      return `parse HTML (lines ${e.args?.beginData?.startLine ?? "?"}–${e.args?.end?.endData?.endLine ?? e.args?.endData?.endLine ?? "?"})`;
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return `script ${file(d.url ?? e.args?.fileName)}`;
    case "FunctionCall":
      return `call ${file(d.url)}:${d.functionName || "?"}`;
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "EventDispatch":
      return `event ${d.type ?? ""}`;
    case "MajorGC":
    case "V8.GC_MARK_COMPACTOR":
      return "major GC";
    case "MinorGC":
    case "V8.GC_SCAVENGER":
      return "minor GC";
    case "Paint":
    case "PaintImage":
    case "Layerize":
    case "UpdateLayer":
    case "PrePaint":
    case "Commit":
      return e.name.toLowerCase();
    default:
      return e.name;
  }
}

const counted = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "EvaluateScript",
  "v8.compileModule",
  "v8.evaluateModule",
  "v8.compile",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "MajorGC",
  "MinorGC",
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "PaintImage",
  "Decode Image",
  "ScrollLayer",
  "UpdateLayer",
  "HitTest",
  "ResourceReceivedData",
  "ResourceFinish",
  "ResourceSendRequest",
  "ResourceReceiveResponse",
  "XHRReadyStateChange",
  "RunMicrotasks",
  "V8.GC_MARK_COMPACTOR",
  "V8.GC_SCAVENGER",
  "CommitLoad",
  "MarkDOMContent",
  "MarkLoad",
  "v8.produceModuleCache",
  "v8.produceCache",
  "CpuProfiler::StartProfiling",
  "LocalWindowProxy::Initialize",
  "LocalFrameView::RunPostLifecycleSteps",
  "ScheduledAction::Execute",
]);

export interface TracedTask {
  start: number;
  dur: number;
  parts: [string, number][];
  detail: string[];
}

export interface TraceSummary {
  url: string;
  fcp: number | null;
  lcp: number | null;
  tasks: number;
  totalTaskMs: number;
  long: TracedTask[];
  /** The part over 50 ms of every task after the first paint. */
  blockingAfterFcp: number;
  /** Style and layout in all, ms, and the most elements styled in one go. */
  styleMs: number;
  layoutMs: number;
  mostStyled: number;
  elements: number;
}

/** Traces one load of `url` and names its main thread's long tasks. */
export async function traceLoad(
  url: string,
  o: {
    cpu: number;
    over: number;
    width: number;
    wait: number;
    network: boolean;
    save?: string;
    /** CSS added to the page as it loads: try a change without a build. */
    style?: string;
  },
): Promise<TraceSummary> {
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: o.width, height: o.width < 600 ? 844 : 800 },
      deviceScaleFactor: o.width < 600 ? 2 : 1,
      isMobile: o.width < 600,
      hasTouch: o.width < 600,
    });
    const page = await context.newPage();
    if (o.style)
      await page.addInitScript((css) => {
        document.addEventListener("DOMContentLoaded", () => {
          const style = document.createElement("style");
          style.textContent = css;
          document.head.append(style);
        });
      }, o.style);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (o.network) await cdp.send("Network.emulateNetworkConditions", slow4g);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: o.cpu });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (m) => events.push(...(m.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) =>
      cdp.once("Tracing.tracingComplete", () => resolve()),
    );
    await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForTimeout(o.wait);
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    await cdp.send("Tracing.end");
    await done;
    if (o.save) {
      mkdirSync(o.save, { recursive: true });
      const name =
        new URL(url).host.replace(/[^a-z0-9]+/gi, "_") +
        new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_");
      writeFileSync(
        path.join(o.save, `${name}-${Date.now()}.json`),
        JSON.stringify({ traceEvents: events }),
      );
    }
    return summarise(url, events, o.over, elements);
  } finally {
    await browser.close();
  }
}

export function summarise(
  url: string,
  raw: TraceEvent[],
  over: number,
  elements: number,
): TraceSummary {
  // The page's renderer: the process whose navigation loaded `url` (a page with COOP commits in
  // a new process, not the one that showed about:blank), and its main thread.
  const page = url.split("#")[0]!;
  const navs = raw.filter(
    (e) =>
      e.name === "navigationStart" &&
      String(e.args?.data?.documentLoaderURL ?? "").startsWith(page),
  );
  const nav = navs[navs.length - 1];
  const pid = nav?.pid;
  const tid = nav?.tid;
  const t0 = nav?.ts ?? 0;
  const fcpEvent = raw.find(
    (e) => e.name === "firstContentfulPaint" && e.pid === pid && e.ts >= t0,
  );
  const lcpEvents = raw.filter(
    (e) => e.name === "largestContentfulPaint::Candidate" && e.pid === pid && e.ts >= t0,
  );
  const main = completeEvents(raw.filter((e) => e.pid === pid && e.tid === tid));
  const tasks = main.filter(
    (e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask",
  );
  // Only the outermost task events (RunTask can nest in ThreadControllerImpl::RunTask).
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top[top.length - 1];
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(t);
  }
  const fcp = fcpEvent ? (fcpEvent.ts - t0) / 1000 : null;
  let totalTaskMs = 0;
  let blockingAfterFcp = 0;
  const long: TracedTask[] = [];
  let cursor = 0;
  for (const task of top) {
    const dur = (task.dur ?? 0) / 1000;
    totalTaskMs += dur;
    const start = (task.ts - t0) / 1000;
    if (fcp != null && start >= fcp && dur > 50) blockingAfterFcp += dur - 50;
    if (dur < over) continue;
    // Self time of each named child: walk the children with a stack.
    const end = task.ts + (task.dur ?? 0);
    while (cursor < main.length && main[cursor]!.ts < task.ts) cursor++;
    const children = [];
    for (let i = cursor; i < main.length && main[i]!.ts < end; i++) {
      const c = main[i]!;
      if (c === task || !counted.has(c.name)) continue;
      children.push(c);
    }
    const self = new Map<string, number>();
    const stack: { e: TraceEvent; end: number; childTime: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length && stack[stack.length - 1]!.end <= upTo) {
        const s = stack.pop()!;
        const own = (s.e.dur ?? 0) - s.childTime;
        const key = label(s.e);
        self.set(key, (self.get(key) ?? 0) + own / 1000);
        if (stack.length) stack[stack.length - 1]!.childTime += s.e.dur ?? 0;
      }
    };
    const detail: string[] = [];
    for (const c of children) {
      close(c.ts);
      stack.push({ e: c, end: c.ts + (c.dur ?? 0), childTime: 0 });
      const d = c.args?.data ?? {};
      if (c.name === "UpdateLayoutTree" && (c.dur ?? 0) > 2000)
        detail.push(
          `style ${((c.dur ?? 0) / 1000).toFixed(0)} ms, ${c.args?.elementCount ?? d.elementCount ?? "?"} elements`,
        );
      if (c.name === "Layout" && (c.dur ?? 0) > 2000)
        detail.push(
          `layout ${((c.dur ?? 0) / 1000).toFixed(0)} ms, ${c.args?.beginData?.dirtyObjects ?? "?"}/${c.args?.beginData?.totalObjects ?? "?"} objects`,
        );
    }
    close(Number.POSITIVE_INFINITY);
    const named = [...self.values()].reduce((a, b) => a + b, 0);
    if (dur - named > 1) self.set("(unnamed)", dur - named);
    const parts = [...self.entries()].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]);
    long.push({ start, dur, parts, detail });
  }
  const lcp = lcpEvents.length ? (lcpEvents[lcpEvents.length - 1]!.ts - t0) / 1000 : null;
  const sum = (name: string) =>
    main
      .filter((e) => e.name === name && e.ts >= t0)
      .reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0);
  const mostStyled = Math.max(
    0,
    ...main
      .filter((e) => e.name === "UpdateLayoutTree")
      .map((e) => Number(e.args?.elementCount ?? 0)),
  );
  return {
    url,
    fcp,
    lcp,
    tasks: top.length,
    totalTaskMs,
    long,
    blockingAfterFcp,
    elements,
    styleMs: sum("UpdateLayoutTree"),
    layoutMs: sum("Layout"),
    mostStyled,
  };
}

export function printSummary(s: TraceSummary): void {
  const ms = (v: number | null) => (v == null ? "n/a" : Math.round(v).toString());
  console.log(
    `\n${s.url}: FCP ${ms(s.fcp)} ms, LCP ${ms(s.lcp)} ms, ${s.tasks} tasks, ${ms(s.totalTaskMs)} ms in tasks, ` +
      `blocking after FCP ${ms(s.blockingAfterFcp)} ms, ${s.elements} elements; style ${ms(s.styleMs)} ms ` +
      `(at most ${s.mostStyled} elements at once), layout ${ms(s.layoutMs)} ms`,
  );
  for (const t of s.long) {
    const parts = t.parts.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ");
    console.log(
      `  ${ms(t.start)}–${ms(t.start + t.dur)} ms (${ms(t.dur)}): ${parts}${t.detail.length ? ` [${t.detail.join("; ")}]` : ""}`,
    );
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const o = {
    cpu: 8,
    over: 50,
    width: 390,
    wait: 6000,
    network: true,
    runs: 1,
    save: undefined as string | undefined,
    style: undefined as string | undefined,
  };
  const urls: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--cpu") o.cpu = Number(argv[++i]);
    else if (a === "--over") o.over = Number(argv[++i]);
    else if (a === "--width") o.width = Number(argv[++i]);
    else if (a === "--wait") o.wait = Number(argv[++i]);
    else if (a === "--runs") o.runs = Number(argv[++i]);
    else if (a === "--save") o.save = argv[++i];
    else if (a === "--style") o.style = argv[++i];
    else if (a === "--no-network") o.network = false;
    else if (a.startsWith("http")) urls.push(a);
    else throw new Error(`unknown argument ${a}`);
  }
  console.log(
    `# CPU ${o.cpu}x${o.network ? ", Slow 4G" : ""}, ${o.width} px; tasks over ${o.over} ms; self time of what fills each, ms`,
  );
  for (let run = 0; run < o.runs; run++)
    for (const url of urls) printSummary(await traceLoad(url, o));
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
