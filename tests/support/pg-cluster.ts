/**
 * A throwaway PostgreSQL cluster: initdb in a temporary directory, a free
 * port on 127.0.0.1, trust authentication, fsync off. As root it runs as the postgres user.
 * Used by the integration tests' global set-up and by bench/leads.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const PGBIN = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

function asPostgres(command: string, args: string[]) {
  const [file, argv] = isRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(PGBIN, command), ...args]]
    : [path.join(PGBIN, command), args];
  return execFileSync(file, argv, { stdio: "pipe", encoding: "utf8" });
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): void;
}

export async function startPgCluster(): Promise<PgCluster> {
  if (!existsSync(path.join(PGBIN, "initdb"))) {
    throw new Error(
      `PostgreSQL binaries not found in ${PGBIN} (apt-get install postgresql, or set PGBIN)`,
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "leads-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  try {
    asPostgres("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    asPostgres("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-t",
      "30",
      "-o",
      // fsync off: a test cluster need not survive a power cut, and it saves time on 2 cores.
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
