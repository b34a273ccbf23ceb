/**
 * The compiled operator's command for the words (`node build/server-dist/content.js`, what
 * `npm run content` runs in production) as the integration and security tests run it, and the
 * one edit they make to an export's files.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { requireBuild, root } from "./processes";

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command on the SQLite database in `dataDir`: its exit code and output, never a throw. */
export function contentCommand(dataDir: string) {
  return async (...args: string[]): Promise<CommandResult> => {
    requireBuild();
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ["build/server-dist/content.js", ...args],
        { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as CommandResult;
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON file of an export, as it holds it
export type Json = Record<string, any>;

/** Reads, changes and writes back one JSON file of an export. */
export function editExportFile(dir: string, file: string, change: (value: Json) => void) {
  const at = path.join(dir, file);
  const value = JSON.parse(readFileSync(at, "utf8"));
  change(value);
  writeFileSync(at, `${JSON.stringify(value, null, 2)}\n`);
}
