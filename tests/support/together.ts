/**
 * Runs npm scripts at the same time and fails if any fails: `tsx tests/support/together.ts
 * test:integration test:e2e` (package.json's `test`). On this 2-core machine the integration
 * files spend most of their time waiting on servers, timers and PostgreSQL, and tsc uses one
 * core, so the integration tests beside the browser tests, and the typecheck beside the unit
 * tests, finish sooner than one after the other (README, "The two commands").
 *
 * The first script's output streams as it comes; each other script's is held back and printed
 * whole once the ones before it have finished, so the logs never interleave. Every script runs
 * to its end, so one run reports every failure. TESTS_ONE_BY_ONE=1 runs them one after the
 * other instead (a machine busy with other work, or to time each alone).
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: tsx tests/support/together.ts <npm script> <npm script>…");
  process.exit(2);
}
const oneByOne = process.env.TESTS_ONE_BY_ONE === "1";

interface Run {
  script: string;
  /** Output not yet printed, in order, each chunk to its own stream. */
  held: { to: NodeJS.WriteStream; chunk: Buffer }[];
  live: boolean;
  done: Promise<{ code: number; seconds: number }>;
}

// The children write to pipes; keep colours when this process writes to a terminal.
const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) };
const started = performance.now();

const children = new Set<ReturnType<typeof spawn>>();
// Each script runs in a process group of its own (npm and sh pass no signal on to their
// children), and a signal to this process goes to every group: Ctrl-C, a CI timeout or a
// process manager stops the test runners themselves, which stop their servers and clusters.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => {
    for (const child of children) if (child.pid) process.kill(-child.pid, signal);
  });

function start(script: string, live: boolean): Run {
  const child = spawn("npm", ["run", "--silent", script], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  child.on("close", () => children.delete(child));
  const run: Run = { script, held: [], live, done: Promise.resolve({ code: 0, seconds: 0 }) };
  const forward = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (run.live) to.write(chunk);
    else run.held.push({ to, chunk });
  };
  child.stdout.on("data", forward(process.stdout));
  child.stderr.on("data", forward(process.stderr));
  run.done = new Promise((resolve) =>
    child.on("close", (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((performance.now() - started) / 1000),
      }),
    ),
  );
  return run;
}

const runs: (Run | null)[] = scripts.map((script, index) =>
  oneByOne && index > 0 ? null : start(script, index === 0),
);

const results: string[] = [];
let failed = false;
for (const [index, script] of scripts.entries()) {
  let run = runs[index];
  if (!run) {
    console.log(`\n> ${script}\n`);
    run = start(script, true);
  } else if (index === 0) {
    const alongside = scripts.slice(1).join(", ");
    console.log(`> ${script}${alongside && !oneByOne ? ` (alongside ${alongside})` : ""}\n`);
  } else {
    console.log(`\n> ${script} (ran alongside; its output so far:)\n`);
    for (const { to, chunk } of run.held) to.write(chunk);
    run.held = [];
    run.live = true;
  }
  const { code, seconds } = await run.done;
  failed ||= code !== 0;
  results.push(`${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} at ${seconds} s`);
}
console.log(`\n${results.join("\n")}`);
process.exit(failed ? 1 : 0);
