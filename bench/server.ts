/**
 * What the benchmarks share: the server as they run it (one process on 127.0.0.1, in
 * production mode, logging errors only to this terminal) and what /proc says it uses.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/**
 * Starts the server on `port` with `env` on top of the production defaults; `args` are node's
 * (by default the compiled server of `npm run build`).
 */
export function startBenchServer(
  port: number,
  env: Record<string, string>,
  args: string[] = ["build/server-dist/index.js"],
): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "error",
      ...env,
    },
  });
}

/**
 * The process's resident memory (MB) and CPU time (user + system) so far (ms), from Linux
 * /proc; zeros when there is no such process (any more).
 */
export function processStats(pid: number | undefined): { rssMb: number; cpuMs: number } {
  if (!pid) return { rssMb: 0, cpuMs: 0 };
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      rssMb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024,
      // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second here).
      cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
    };
  } catch {
    return { rssMb: 0, cpuMs: 0 };
  }
}
