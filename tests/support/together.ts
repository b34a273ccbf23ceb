/**
 * Runs npm scripts at the same time and fails if any fails: `tsx tests/support/together.ts
 * test:integration test:e2e` (package.json's `test`). On this 2-core machine the integration
 * files spend most of their time waiting on servers, timers and PostgreSQL while the browser
 * tests keep both cores busy, so the two side by side take little longer than the browser tests
 * alone (README, "The two commands").
 *
 * The first script's output streams as it comes; each other script's is held back and printed
 * whole once the ones before it have finished, so the logs never interleave. Every script runs
 * to its end, so one run reports every failure.
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: tsx tests/support/together.ts <npm script> <npm script>…");
  process.exit(2);
}

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

const runs: Run[] = scripts.map((script, index) => {
  const child = spawn("npm", ["run", "--silent", script], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run: Run = {
    script,
    held: [],
    live: index === 0,
    done: Promise.resolve({ code: 0, seconds: 0 }),
  };
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
});

const results: string[] = [];
let failed = false;
console.log(
  `> ${scripts[0]}${scripts.length > 1 ? ` (alongside ${scripts.slice(1).join(", ")})` : ""}\n`,
);
for (const run of runs) {
  if (!run.live) {
    console.log(`\n> ${run.script} (ran alongside; its output so far:)\n`);
    for (const { to, chunk } of run.held) to.write(chunk);
    run.held = [];
    run.live = true;
  }
  const { code, seconds } = await run.done;
  failed ||= code !== 0;
  results.push(`${run.script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s`);
}
console.log(`\n${results.join("\n")}`);
process.exit(failed ? 1 : 0);
