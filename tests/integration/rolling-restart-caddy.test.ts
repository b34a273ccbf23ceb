/**
 * The compose deployment of deploy/ with real processes (containers cannot run here): Caddy from
 * Debian's package with deploy/Caddyfile as it is (only its environment placeholders set: the
 * two instances' loopback ports, a plain-HTTP site address, no admin endpoint), two compiled
 * instances with compose.yaml's drain and stop settings on PostgreSQL, an SMTP server on
 * loopback. Visitors load pages and post leads while deploy/rolling-restart.sh runs twice, with
 * a stand-in for `docker` that does what compose does for it: SIGTERM the instance, start it
 * again, answer once /readyz says 200 (the compose healthcheck that `--wait` waits for).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { root, tempDir, waitUntil } from "./helpers";
import { expectNothingLost, startSite, startVisitors } from "./rolling-restart-support";

const CADDY = process.env.CADDY ?? "/usr/bin/caddy";
const caddyfile = path.join(root, "deploy/Caddyfile");
const composeFile = path.join(root, "deploy/compose.yaml");
const rollingRestart = path.join(root, "deploy/rolling-restart.sh");

/** An environment variable of the instances as compose.yaml sets it. */
function composeSetting(name: string): string {
  const value = readFileSync(composeFile, "utf8").match(new RegExp(`^\\s+${name}: "(\\d+)"`, "m"));
  if (!value?.[1]) throw new Error(`compose.yaml sets no ${name}`);
  return value[1];
}

/** Caddy on 127.0.0.1:`port` with deploy/Caddyfile in front of the given instance ports. */
async function startCaddy(instancePorts: number[], port: number) {
  const dir = tempDir("caddy-it-");
  // Nothing written outside the temporary folder; no certificate to obtain over plain HTTP.
  const env = {
    PATH: process.env.PATH,
    HOME: dir,
    XDG_CONFIG_HOME: path.join(dir, "config"),
    XDG_DATA_HOME: path.join(dir, "data"),
    SITE_HOST: `http://127.0.0.1:${port}`,
    APP_UPSTREAMS: instancePorts.map((p) => `127.0.0.1:${p}`).join(" "),
    CADDY_ADMIN: "off",
  };
  const args = ["--config", caddyfile, "--adapter", "caddyfile"];
  execFileSync(CADDY, ["validate", ...args], { env, stdio: "pipe" });
  const log = path.join(dir, "caddy.log");
  const child: ChildProcess = spawn(CADDY, ["run", ...args], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.pipe(createWriteStream(log));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    20_000,
    "caddy",
  );
  return {
    url,
    log,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * A `docker` for deploy/rolling-restart.sh: each call is passed to `onCall` in this process,
 * whose answer decides the exit code. Returns the folder to put first on PATH.
 */
async function fakeDocker(onCall: (args: string[]) => Promise<string | undefined>) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      onCall(JSON.parse(body) as string[]).then(
        (refusal) => res.writeHead(refusal ? 500 : 200).end(refusal ?? ""),
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bin = tempDir("fake-docker-");
  writeFileSync(
    path.join(bin, "docker"),
    `#!${process.execPath}
fetch("http://127.0.0.1:${port}/", { method: "POST", body: JSON.stringify(process.argv.slice(2)) })
  .then(async (response) => {
    const text = await response.text();
    if (text) console.error(text);
    process.exit(response.ok ? 0 : 1);
  }, (error) => { console.error(String(error)); process.exit(1); });
`,
  );
  chmodSync(path.join(bin, "docker"), 0o755);
  return {
    bin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The instance a `docker compose … up` call recreates, or why the call is not the one compose needs. */
function serviceToRecreate(args: string[]): { service: string } | { refusal: string } {
  const [command, ...rest] = args;
  const file = rest[rest.indexOf("-f") + 1];
  if (command !== "compose" || !file || path.resolve(file) !== composeFile)
    return { refusal: `not compose with deploy/compose.yaml: ${args.join(" ")}` };
  const up = rest.indexOf("up");
  const options = rest.slice(up + 1);
  // Only this instance, always a new container, and back only once its healthcheck passes.
  for (const option of ["--no-deps", "--force-recreate", "--wait"])
    if (up < 0 || !options.includes(option))
      return { refusal: `not up with ${option}: ${args.join(" ")}` };
  if (!options.includes("-d") && !options.includes("--detach"))
    return { refusal: `not detached: ${args.join(" ")}` };
  return { service: options.at(-1) as string };
}

function runScript(bin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", [rollingRestart], {
      env: { PATH: `${bin}:${process.env.PATH}`, COMPOSE_ENV_FILE: "/dev/null" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe.skipIf(!existsSync(CADDY))("rolling restart behind Caddy", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("loses no request, no lead and no email while deploy/rolling-restart.sh runs twice", async () => {
    const caddyPort = await freePort();
    let visitors: ReturnType<typeof startVisitors> | undefined;
    const site = await startSite({
      siteUrl: `http://127.0.0.1:${caddyPort}`,
      env: {
        SHUTDOWN_DRAIN_MS: composeSetting("SHUTDOWN_DRAIN_MS"),
        SHUTDOWN_TIMEOUT_MS: composeSetting("SHUTDOWN_TIMEOUT_MS"),
      },
      answered: () => visitors?.visits.answered ?? 0,
    });
    cleanups.push(() => site.close());
    const caddy = await startCaddy(site.ports, caddyPort);
    cleanups.push(() => caddy.stop());
    const recreated: string[] = [];
    const docker = await fakeDocker(async (args) => {
      const call = serviceToRecreate(args);
      if ("refusal" in call) return call.refusal;
      const k = ["app1", "app2"].indexOf(call.service);
      if (k < 0) return `no such service: ${call.service}`;
      recreated.push(call.service);
      await site.restart(k);
      return undefined;
    });
    cleanups.push(() => docker.close());

    visitors = startVisitors(caddy.url);
    await new Promise((r) => setTimeout(r, 1500));
    for (let round = 0; round < 2; round++) {
      const run = await runScript(docker.bin);
      expect(run.code, run.output).toBe(0);
    }
    await new Promise((r) => setTimeout(r, 1500));
    const visits = await visitors.stop();
    expect(recreated).toEqual(["app1", "app2", "app1", "app2"]);
    if (visits.failures.length > 0) console.log(`caddy's log: ${caddy.log}`);
    await expectNothingLost("rolling restart behind caddy", site, visits);
  }, 240_000);

  it("stops at an instance that does not become ready, leaving the other one alone", async () => {
    const calls: string[] = [];
    const docker = await fakeDocker(async (args) => {
      const call = serviceToRecreate(args);
      if ("refusal" in call) return call.refusal;
      calls.push(call.service);
      return `dependency failed to start: container ${call.service} is unhealthy`;
    });
    try {
      const run = await runScript(docker.bin);
      expect(run.code).not.toBe(0);
      expect(run.output).toContain("app1 is not ready");
      expect(calls).toEqual(["app1"]);
    } finally {
      await docker.close();
    }
  });
});
