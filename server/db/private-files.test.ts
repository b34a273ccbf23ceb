import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensurePrivateDir, ensurePrivateFile, tightenIfPresent } from "./private-files";

const mode = (target: string) => statSync(target).mode & 0o777;

describe("private data files", () => {
  it("creates the folder 0700 (parents too) and files 0600, whatever the umask", () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const previous = process.umask(0o022);
    try {
      const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "private-")), "a", "data");
      ensurePrivateDir(dir, warn);
      expect(mode(dir)).toBe(0o700);
      expect(mode(path.dirname(dir))).toBe(0o700);
      const file = path.join(dir, "leads.db");
      ensurePrivateFile(file, warn);
      expect(mode(file)).toBe(0o600);
      expect(readFileSync(file, "utf8")).toBe("");
    } finally {
      process.umask(previous);
    }
    expect(warnings).toEqual([]);
  });

  it("tightens an existing folder and files of ours, keeps their content, and says so", () => {
    const warnings: Record<string, unknown>[] = [];
    const warn = (_message: string, fields: Record<string, unknown>) => warnings.push(fields);
    const dir = mkdtempSync(path.join(os.tmpdir(), "private-"));
    chmodSync(dir, 0o755);
    const file = path.join(dir, "leads.db");
    writeFileSync(file, "data", { mode: 0o644 });
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, "", { mode: 0o666 });
    chmodSync(`${file}-wal`, 0o666);

    ensurePrivateDir(dir, warn);
    ensurePrivateFile(file, warn);
    tightenIfPresent(`${file}-wal`, warn);
    tightenIfPresent(`${file}-shm`, warn);

    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe("data");
    expect(warnings).toEqual([
      { path: dir, from: "0755", to: "0700" },
      { path: file, from: "0644", to: "0600" },
      { path: `${file}-wal`, from: "0666", to: "0600" },
    ]);
  });
});
