/**
 * Creates a staff account for the inbox at /admin, or sets a new password for an existing one
 * (which also signs that account out everywhere). Either way the account's failed sign-ins are
 * forgotten, so an account locked by the sign-in limit can sign in at once
 * (docs/decisions/0005-limits-passwords-data-files.md):
 *
 *   npm run admin:add -- staff@example.com
 *
 * Asks for the password twice without showing it. When stdin is not a terminal (scripts,
 * tests), the password is the first line of stdin. Uses the same database as the server
 * (DATABASE_URL, or DATA_DIR/leads.db) and migrates it first. There is no default account.
 */

import { checkPasswordRules, hashPassword } from "../server/admin/password";
import { accountThrottleKey, normaliseEmail } from "../server/admin/service";
import { openSiteDatabase } from "../server/db";
import { parseEnv } from "../server/env";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      process.stdout.write("\n");
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done(value);
        if (char === "\u0003") return done(new Error("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").trimEnd();
}

async function main() {
  const email = normaliseEmail(process.argv[2] ?? "");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
    fail("Usage: npm run admin:add -- EMAIL   (a valid email address)");
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden(`Password for ${email}: `);
    const problem = checkPasswordRules(password);
    if (problem) fail(problem);
    const again = await promptHidden("The same password again: ");
    if (again !== password) fail("The passwords do not match. Nothing was changed.");
  } else {
    password = await readStdinLine();
    const problem = checkPasswordRules(password);
    if (problem) fail(problem);
  }

  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  const repo = await openSiteDatabase(env, (message, fields) =>
    console.warn(`${message}: ${String(fields.path)}`),
  );
  try {
    const hash = await hashPassword(password);
    const { id, created } = await repo.upsertStaff(email, hash, Date.now());
    // Whoever knows the new password may sign in at once, even if the account was locked.
    const unlocked = await repo.clearLoginFailures(accountThrottleKey(email));
    if (created) {
      console.log(`Staff account created: ${email}. Sign in at ${env.SITE_URL}/admin/login`);
    } else {
      const ended = await repo.deleteStaffSessions(id);
      const failures =
        unlocked > 0
          ? ` ${unlocked} failed sign-in${unlocked === 1 ? "" : "s"} cleared: it may sign in at once.`
          : "";
      console.log(
        `Password changed for ${email}; ${ended} session${ended === 1 ? "" : "s"} signed out.${failures}`,
      );
    }
  } finally {
    await repo.close();
  }
}

await main();
