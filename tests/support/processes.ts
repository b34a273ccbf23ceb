/**
 * What the integration and browser tests share to start the real server as a child process,
 * with nothing of the server's own code imported (the browser tests' loader cannot read all of
 * it): throwaway folders and PostgreSQL databases, the compiled server (or tsx) on a free port,
 * and waiting for a condition. tests/integration/helpers.ts re-exports them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

export const root = path.resolve(import.meta.dirname, "../..");

/** Every limit set explicitly, so a change of a default does not change the tests. */
export const testLimits = {
  LEADS_RATE_LIMIT_MAX: "0",
  LEADS_RATE_LIMIT_WINDOW_MS: "600000",
  LEADS_MIN_FILL_MS: "0",
  LEADS_BODY_LIMIT_BYTES: "16384",
  MAIL_POLL_MS: "200",
  MAIL_LEASE_MS: "30000",
  MAIL_SEND_DEADLINE_MS: "15000",
  MAIL_RETRY_BASE_MS: "100",
  MAIL_RETRY_MAX_MS: "400",
  MAIL_MAX_ATTEMPTS: "50",
  LEAD_RETENTION_DAYS: "730",
  IP_HASH_SALT: "integration-test-salt-0123456789",
  PAGE_RATE_LIMIT_MAX: "0",
  // A stop closes the listener at once unless a test drains (the rolling-restart tests).
  SHUTDOWN_DRAIN_MS: "0",
} as const;

export function tempDir(prefix = "leads-it-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Runs a command of this repository (`node <args>` in its root) to its end without blocking: a
 * synchronous spawn froze a test's event loop for longer than the server's keep-alive timeout on
 * a busy machine, and the test's next fetch took a pooled socket the server had meanwhile closed
 * ("other side closed"). Used for `admin:add` as an operator runs it.
 */
export async function runCommand(
  args: readonly string[],
  options: { input?: string; env?: Record<string, string | undefined> },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...options.env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.end(options.input ?? "");
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { status, stdout, stderr };
}

/**
 * `npm run admin:add -- <args>` as the build ships it: build/server-dist/admin-add.js, the same
 * script compiled (scripts/compile-server.ts). Each `tsx scripts/admin-add.ts` cost a cold tsx
 * start, seconds of CPU on a busy machine, for a test that is about what the command does.
 */
export function adminAddCommand(
  args: readonly string[],
  options: { input?: string; env?: Record<string, string | undefined> },
): ReturnType<typeof runCommand> {
  requireBuild();
  return runCommand(["build/server-dist/admin-add.js", ...args], options);
}

/** A new, empty database in the test cluster; returns its URL. */
export async function createDatabase(baseUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function requireBuild(): string {
  const file = path.join(root, "build/server/index.js");
  if (!existsSync(file)) throw new Error("Run `npm run build` before the integration tests");
  return file;
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<number | null>;
  kill(): Promise<number | null>;
}

/** The compiled server of `npm run build` (what `npm start` runs). */
export const compiledServer = [process.execPath, "build/server-dist/index.js"];

/**
 * The real server, one process, on a free port unless PORT is given: by default the production
 * build's JavaScript (`compiledServer`, what `npm start` runs): it starts without compiling the
 * server's TypeScript first, which cost a second or more of CPU per start on a busy machine.
 * `[process.execPath, "--import", "tsx", "server/index.ts"]` runs the TypeScript itself.
 */
export async function startServerProcess(
  env: Record<string, string>,
  command: string[] = compiledServer,
): Promise<ChildServer> {
  requireBuild();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: "warn",
      ...testLimits,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let alive = true;
  child.once("exit", () => {
    alive = false;
  });
  await waitUntil(
    async () => {
      if (!alive)
        throw new Error(
          `server exited at start (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`,
        );
      try {
        return (await fetch(`${url}/healthz`)).ok;
      } catch {
        return false;
      }
    },
    60_000,
    "the server to start",
  );
  return {
    url,
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (alive) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (alive) child.kill("SIGKILL");
      return exited;
    },
  };
}

/**
 * A clock the test sets, read by a server started with its `env` (NODE_ENV=test and
 * LEAD_WORK_TEST_CLOCK_FILE: server/leads/clock.ts), whose lead and report workers tick every
 * `pollMs`; it starts at now.
 */
export function testClock(pollMs: number, dir = tempDir("clock-")) {
  const file = path.join(dir, "clock");
  const set = (ms: number) => writeFileSync(file, String(ms));
  set(Date.now());
  return {
    set,
    env: { NODE_ENV: "test", LEAD_WORK_TEST_CLOCK_FILE: file, LEAD_WORK_POLL_MS: String(pollMs) },
  };
}

/**
 * `count` server processes (two unless given) on the one database `env` names, started
 * together: each with a DATA_DIR of its own, or all on `env`'s with `shareDataDir` (SQLite's
 * file).
 */
export function startInstances(
  env: Record<string, string>,
  options: { count?: number; shareDataDir?: boolean; command?: string[] } = {},
): Promise<ChildServer[]> {
  const { count = 2, shareDataDir = false, command = compiledServer } = options;
  return Promise.all(
    Array.from({ length: count }, () =>
      startServerProcess(shareDataDir ? env : { ...env, DATA_DIR: tempDir() }, command),
    ),
  );
}

/** Stops every server (SIGTERM, waits for the exits). */
export const stopAll = async (servers: ChildServer[]) => {
  await Promise.all(servers.map((server) => server.stop()));
};
