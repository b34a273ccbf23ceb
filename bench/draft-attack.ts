/**
 * bench/draft-attack: what a signed-in editor's worst draft costs the server (issue 50,
 * docs/security.md "The words editor's input"), against the compiled server (SQLite, a
 * throwaway DATA_DIR). Prints:
 *
 * - CPU per save: for each 256 KB shape (deep, wide, many tiny texts, long keys) and the worst
 *   that passes the shape bounds (as many short English texts with placeholders in the Hindi as
 *   the bounds allow, which the schema and every Hindi and placeholder rule then read), the server process's CPU time
 *   (/proc/<pid>/stat, user + system) over BENCH_SAVES saves (default 30, two a second: within
 *   the per-person save rate, so each is checked), less the same time idle, per save. Target: under 50 ms for every shape.
 * - Public pages under attack: the p99 of a prerendered page (/pricing) and a page the server
 *   renders on request (/admin/login), idle and while 20 saves a second of the worst shape run
 *   (BENCH_SECONDS, default 10; the per-person rate answers all but about 2 a second 429).
 *   Target: within 2x of idle.
 *
 * Run: `npm run build && npx tsx bench/draft-attack.ts`.
 */
import { readFileSync } from "node:fs";
import { hashPassword } from "../server/admin/password";
import { openSiteDatabase } from "../server/db";
import { compiledServer, startServerProcess, tempDir } from "../tests/support/processes";

const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = "correct horse battery staple";
const EMAIL = "bench@agency.example";
const SIZE = 256 * 1024 - 2_000;
const TICK_MS = 10; // getconf CLK_TCK: 100 on Linux

const draft = (en: string, hi = "{}") => `{"facts":{},"en":${en},"hi":${hi}}`;

/** The shapes, each about 256 KB (the form's limit) or as much as the bounds let through. */
function shapes(): [string, string][] {
  const deep = `${'{"a":'.repeat(40_000)}1${"}".repeat(40_000)}`;
  const wide = JSON.stringify(
    Object.fromEntries(Array.from({ length: Math.floor(SIZE / 11) }, (_, i) => [`k${i}`, 1])),
  );
  const tiny = `[${Array.from({ length: Math.floor(SIZE / 4) }, () => '"a"').join(",")}]`;
  const longKeys = JSON.stringify(
    Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`${i}${"k".repeat(2_000)}`, 1])),
  );
  // Within every bound: 10 objects of 199 short English texts in the Hindi (1,990 texts, all
  // the bound allows), 16 deep at one corner, each text read by the schema and the Hindi rules
  // (English left in, the glossary, the spelling, placeholders).
  const within: Record<string, unknown> = {};
  for (let i = 0; i < 10; i++)
    within[`s${i}`] = Object.fromEntries(
      Array.from({ length: 199 }, (_, j) => [`t${j}`, `Logo ${j} lorem TODO`]),
    );
  let corner: unknown = "x";
  for (let level = 0; level < 13; level++) corner = { d: corner };
  within.corner = corner;
  const hi = JSON.stringify(within);
  return [
    ["nested 40,000 deep", draft(deep)],
    ["23,000 keys in one object", draft(wide)],
    ["65,000 tiny texts in one list", draft(tiny)],
    ["120 keys of 2,000 characters", draft(longKeys)],
    ["within the bounds: 1,990 English texts in the Hindi", draft("{}", hi)],
  ];
}

/** The server's CPU time so far, ms (user + system). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const dataDir = tempDir("bench-draft-attack-");
const db = await openSiteDatabase({ DATA_DIR: dataDir });
await db.upsertStaff(EMAIL, await hashPassword(PASSWORD), Date.now(), { role: "editor" });
await db.close();
const server = await startServerProcess(
  { DATA_DIR: dataDir, ADMIN_LOGIN_DELAY_MS: "0", LOG_LEVEL: "error" },
  compiledServer,
);
const pid = server.process.pid as number;

try {
  const login = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    headers: { Origin: server.url },
    redirect: "manual",
  });
  const cookie = `sw_admin=${/sw_admin=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1]}`;
  const account = await (
    await fetch(`${server.url}/admin/account`, { headers: { Cookie: cookie } })
  ).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(account)?.[1] ?? "";

  const save = async (document: string) => {
    const body = new FormData();
    body.set("csrf", csrf);
    body.set("document", document);
    body.set("basedOn", "0");
    body.set("hindiChecked", "[]");
    const response = await fetch(`${server.url}/admin/content/policies/draft`, {
      method: "POST",
      body,
      headers: { Origin: server.url, Cookie: cookie },
    });
    const text = await response.text();
    return { status: response.status, bytes: text.length };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // The server's idle CPU over a second (its polls), to take off each measure.
  await sleep(1_000);
  const idleFrom = cpuMs(pid);
  const idleStart = performance.now();
  await sleep(2_000);
  const idlePerMs = (cpuMs(pid) - idleFrom) / (performance.now() - idleStart);

  console.log(`CPU per save, over ${SAVES} saves each (target: under 50 ms)`);
  let worst: [string, string, number] = ["", "", 0];
  for (const [what, document] of shapes()) {
    const first = await save(document);
    await sleep(3_000);
    const from = cpuMs(pid);
    const started = performance.now();
    for (let i = 0; i < SAVES; i++) {
      const due = started + i * 550;
      if (performance.now() < due) await sleep(due - performance.now());
      await save(document);
    }
    const wall = performance.now() - started;
    const perSave = (cpuMs(pid) - from - idlePerMs * wall) / SAVES;
    console.log(
      `  ${what.padEnd(52)} ${(Buffer.byteLength(document) / 1024).toFixed(0).padStart(4)} KB  answered ${first.status} (${first.bytes} B)  ${perSave.toFixed(1).padStart(6)} ms CPU  ${(wall / SAVES).toFixed(1)} ms wall`,
    );
    if (perSave > worst[2]) worst = [what, document, perSave];
  }
  console.log(`  worst: ${worst[0]}, ${worst[2].toFixed(1)} ms CPU a save`);

  /** p50 and p99 of `path` while `during` runs, from 4 clients in a loop for SECONDS. */
  async function latencies(path: string): Promise<number[]> {
    const times: number[] = [];
    const until = performance.now() + SECONDS * 1_000;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          const response = await fetch(`${server.url}${path}`, {
            headers: { "Accept-Encoding": "br" },
          });
          await response.arrayBuffer();
          times.push(performance.now() - started);
        }
      }),
    );
    return times;
  }

  /** 20 saves a second of the worst shape, until stopped. */
  function attack() {
    let running = true;
    let sent = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    const loop = (async () => {
      while (running) {
        const due = started + (sent * 1_000) / 20;
        if (performance.now() < due) await sleep(due - performance.now());
        sent += 1;
        // An answer's failure (the server stopped at the end) is not the bench's.
        save(worst[1])
          .then(({ status }) => statuses.set(status, (statuses.get(status) ?? 0) + 1))
          .catch(() => undefined);
      }
    })();
    return async () => {
      running = false;
      await loop;
      return { sent, seconds: (performance.now() - started) / 1_000, statuses };
    };
  }

  console.log(`\nPublic pages, p99 over ${SECONDS} s from 4 clients (target: within 2x of idle)`);
  for (const path of ["/pricing", "/admin/login"]) {
    await sleep(3_000);
    const idle = await latencies(path);
    const stop = attack();
    const attacked = await latencies(path);
    const { sent, seconds, statuses } = await stop();
    const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(" ");
    const [p99Idle, p99Attacked] = [percentile(idle, 99), percentile(attacked, 99)];
    console.log(
      `  ${path.padEnd(14)} idle p50 ${percentile(idle, 50).toFixed(1)} ms p99 ${p99Idle.toFixed(1)} ms (${idle.length})  ·  under ${(sent / seconds).toFixed(0)} saves/s (${answered}) p50 ${percentile(attacked, 50).toFixed(1)} ms p99 ${p99Attacked.toFixed(1)} ms (${attacked.length})  ·  ${(p99Attacked / p99Idle).toFixed(2)}x`,
    );
  }
} finally {
  await server.kill();
}
