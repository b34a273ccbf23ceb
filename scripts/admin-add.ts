/**
 * Creates a staff account for the inbox at /admin, or sets a new password for an existing one
 * (which also signs that account out everywhere and enables it again if it was disabled). Either
 * way the account's failed sign-ins are forgotten, so an account locked by the sign-in limit can
 * sign in at once (docs/decisions/0005-limits-passwords-data-files.md):
 *
 *   npm run admin:add -- staff@example.com                  # a new account is an owner
 *   npm run admin:add -- staff@example.com --role editor    # owner, editor or sales
 *   npm run admin:add -- owner@example.com --remove-second-factor   # a lost phone, no codes
 *
 * For the first owner and for recovery; owners invite everyone else at /admin/staff. Without
 * --role a new account is an owner and an existing one keeps its role. Asks for the password
 * twice without showing it. When stdin is not a terminal (scripts, tests), the password is the
 * first line of stdin. Uses the same database as the server (DATABASE_URL, or DATA_DIR/leads.db)
 * and migrates it first. There is no default account. What it does is recorded in the audit
 * trail, its actor the system user and the host that ran it; the account's earlier one-time
 * links (an invitation, a new-password link) stop working, so only the password set here
 * counts. It prints the sign-in address: SITE_URL's, else the one the server last started with
 * (recorded in the database), else the one the build was made for; and says so when none is known.
 */

import path from "node:path";
import { defaultSiteUrl } from "../app/base/site-url";
import { isStaffRole, type StaffRole, staffRoles } from "../app/base/staff-roles";
import { commandLineActor, createAuditTrail } from "../server/admin/audit";
import { checkPasswordRules, hashPassword } from "../server/admin/password";
import { accountThrottleKey, normaliseEmail } from "../server/admin/service";
import { projectRoot, readBuildInfo } from "../server/build-info";
import { openSiteDatabase, SITE_URL_SETTING } from "../server/db";
import { parseEnv } from "../server/env";
import { createLogger } from "../server/log";

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

/** The origin the build was made for, unless it is the local default (build/site.json). */
function builtFor(): string | null {
  const info = readBuildInfo(path.join(projectRoot(), "build"));
  if (!info || info.siteUrl === defaultSiteUrl(3000)) return null;
  return info.siteUrl.replace(/\/+$/, "");
}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").trimEnd();
}

const usage = `Usage: npm run admin:add -- EMAIL [--role ${staffRoles.join("|")}] [--remove-second-factor]`;

/** EMAIL, --role ROLE (or --role=ROLE) and --remove-second-factor, in any order. */
function parseArguments(args: string[]) {
  let email: string | undefined;
  let role: StaffRole | undefined;
  let removeSecondFactor = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--role" || arg.startsWith("--role=")) {
      const value = arg === "--role" ? args[++i] : arg.slice("--role=".length);
      if (!isStaffRole(value))
        fail(
          `Unknown role "${value ?? ""}": choose one of ${staffRoles.join(", ")}. Nothing was changed.\n${usage}`,
        );
      role = value;
    } else if (arg === "--remove-second-factor") removeSecondFactor = true;
    else if (arg.startsWith("-")) fail(`Unknown option ${arg}. Nothing was changed.\n${usage}`);
    else if (email === undefined) email = arg;
    else fail(`One email at a time. Nothing was changed.\n${usage}`);
  }
  return { email: normaliseEmail(email ?? ""), role, removeSecondFactor };
}

async function main() {
  const { email, role, removeSecondFactor } = parseArguments(process.argv.slice(2));
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
    fail(`${usage}\n(EMAIL must be a valid email address.)`);
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
    const t = Date.now();
    const { id, created } = await repo.upsertStaff(email, hash, t, { role });
    // A link made earlier would set another password later: it ends now.
    const linksEnded = await repo.endStaffLinks(id, t);
    // Whoever knows the new password may sign in at once, even if the account was locked.
    const unlocked = await repo.clearLoginFailures(accountThrottleKey(email));
    const secondFactorRemoved = removeSecondFactor && (await repo.clearSecondFactor(id));
    const account = await repo.getStaffById(id);
    const audit = createAuditTrail({
      repo,
      logger: createLogger("silent"),
      retentionDays: env.AUDIT_RETENTION_DAYS,
    });
    await audit.record({
      actor: commandLineActor(),
      kind: created ? "staff.create" : "staff.password-set",
      subject: `staff:${id} ${email}`,
      details: {
        via: "npm run admin:add",
        role: account?.role ?? role ?? "owner",
        ...(secondFactorRemoved ? { secondFactorRemoved: true } : {}),
        ...(linksEnded > 0 ? { linksEnded } : {}),
      },
    });
    const roleName = account?.role ?? "owner";
    if (created) {
      console.log(`Staff account created: ${email} (${roleName}).`);
    } else {
      const ended = await repo.deleteStaffSessions(id);
      const failures =
        unlocked > 0
          ? ` ${unlocked} failed sign-in${unlocked === 1 ? "" : "s"} cleared: it may sign in at once.`
          : "";
      const factor = secondFactorRemoved ? " Its second factor is removed." : "";
      const links =
        linksEnded > 0
          ? ` ${linksEnded} earlier link${linksEnded === 1 ? " no longer works" : "s no longer work"}.`
          : "";
      console.log(
        `Password changed for ${email} (${roleName}); ${ended} session${ended === 1 ? "" : "s"} signed out.${failures}${factor}${links}`,
      );
    }
    // The site's address: SITE_URL here, or as the server last started with it (it records it in
    // the database), or as the build was made for; the local address only when none is known.
    const siteUrl =
      (process.env.SITE_URL ? env.SITE_URL : null) ??
      (await repo.getSetting(SITE_URL_SETTING)) ??
      builtFor() ??
      env.SITE_URL;
    console.log(`Sign in at ${siteUrl}/admin/login`);
    if (siteUrl === env.SITE_URL && !process.env.SITE_URL)
      console.log(
        "(No site address is known yet: that is the local one. Set SITE_URL here, or start the server with it once, to print the site's.)",
      );
  } finally {
    await repo.close();
  }
}

await main();
