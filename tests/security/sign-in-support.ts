/**
 * Shared by tests/security/sign-in-*.test.ts: a compiled server (or two sharing one database),
 * accounts written straight into that database, and the requests a browser would send, each
 * from the address the test names (TRUST_PROXY=127.0.0.1 and X-Forwarded-For).
 */
import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "../../server/admin/password";
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpCode,
  totpStep,
} from "../../server/admin/second-factor";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { decodeEntities } from "../integration/helpers";
import {
  type ChildServer,
  compiledServer,
  startServerProcess,
  tempDir,
} from "../support/processes";

export const PASSWORD = "correct horse battery staple";

export interface Site {
  servers: ChildServer[];
  /** The same database the servers use. */
  db: SiteDatabase;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** `count` compiled servers on one database (SQLite in a temp DATA_DIR, or DATABASE_URL). */
export async function startSite(
  env: Record<string, string>,
  count = 1,
  databaseUrl?: string,
): Promise<Site> {
  const full: Record<string, string> = {
    DATA_DIR: tempDir("sign-in-sec-"),
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  // The database is made (migrated) before the servers start, so they do not race to.
  const db = await openSiteDatabase({
    DATA_DIR: full.DATA_DIR ?? "",
    ...(full.DATABASE_URL ? { DATABASE_URL: full.DATABASE_URL } : {}),
  });
  const servers: ChildServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await startServerProcess(full, compiledServer));
  return {
    servers,
    db,
    env: full,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await db.close();
    },
  };
}

/** An account with a password and, with `secondFactor`, a TOTP secret and recovery codes. */
export async function addAccount(
  db: SiteDatabase,
  email: string,
  options: { secondFactor?: boolean; role?: "owner" | "editor" | "sales" } = {},
) {
  const { id } = await db.upsertStaff(email, await hashPassword(PASSWORD), Date.now(), {
    role: options.role ?? "owner",
  });
  if (!options.secondFactor) return { id, email, secret: null, recovery: [] as string[] };
  const secret = newTotpSecret();
  const recovery = newRecoveryCodes();
  // The last step "used" is two steps back: the current codes all still work once.
  await db.setSecondFactor(id, secret, totpStep(Date.now()) - 2, recovery.map(recoveryCodeHash));
  return { id, email, secret, recovery };
}

/** A one-time link (invitation) for a new account, as /admin/staff would make it. */
export async function inviteLink(db: SiteDatabase, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.inviteStaff({
    email,
    role: "editor",
    link: {
      idHash: createHash("sha256").update(token).digest("hex"),
      purpose: "invite",
      createdBy: null,
      createdAt: now,
      expiresAt: now + 3_600_000,
    },
    now,
  });
  return `/admin/set-password/${token}`;
}

export interface Answer {
  status: number;
  location: string | null;
  setCookie: string | null;
  retryAfter: string | null;
  html: string;
}

/** A form post as a browser sends it (same Origin), from address `ip`. */
export async function post(
  server: ChildServer,
  path: string,
  fields: Record<string, string>,
  options: { ip: string; cookie?: string },
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Origin: server.url,
      "X-Forwarded-For": options.ip,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    redirect: "manual",
  });
  return answer(response);
}

export async function get(
  server: ChildServer,
  path: string,
  options: { ip: string; cookie?: string },
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    headers: {
      "X-Forwarded-For": options.ip,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    redirect: "manual",
  });
  return answer(response);
}

async function answer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookie: response.headers.get("set-cookie"),
    retryAfter: response.headers.get("retry-after"),
    html: decodeEntities(await response.text()),
  };
}

/** The session cookie a Set-Cookie header sets, as a Cookie header ("" when none). */
export function cookieOf(setCookie: string | null): string {
  const value = /sw_admin=([^;]*)/.exec(setCookie ?? "")?.[1];
  return value ? `sw_admin=${value}` : "";
}

/** The password step: a pending cookie (with a second factor) or a signed-in one. */
export async function passwordStep(server: ChildServer, email: string, ip: string) {
  const response = await post(server, "/admin/login", { email, password: PASSWORD }, { ip });
  return { ...response, cookie: cookieOf(response.setCookie) };
}

/** A full sign-in: the password, then (with a secret) a code `stepOffset` steps from now. */
export async function signIn(
  server: ChildServer,
  account: { email: string; secret: string | null },
  ip: string,
  stepOffset = 0,
): Promise<string> {
  const first = await passwordStep(server, account.email, ip);
  if (first.status !== 303) throw new Error(`password step answered ${first.status}`);
  if (!account.secret) return first.cookie;
  const code = totpCode(account.secret, Date.now() + stepOffset * 30_000);
  const second = await post(server, "/admin/login/code", { code }, { ip, cookie: first.cookie });
  if (second.status !== 303) throw new Error(`code step answered ${second.status}`);
  return cookieOf(second.setCookie);
}

/** The session's CSRF token, from its account page. */
export async function csrfOf(server: ChildServer, cookie: string, ip: string): Promise<string> {
  const page = await get(server, "/admin/account", { ip, cookie });
  const token = /name="csrf" value="([^"]+)"/.exec(page.html)?.[1];
  if (!token) throw new Error(`no CSRF token on the account page (${page.status})`);
  return token;
}

/** A wrong code that is surely not one of the three the account accepts now. */
export function wrongCode(secret: string, i: number): string {
  const now = Date.now();
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, now + step * 30_000)));
  for (let n = i; ; n++) {
    const code = String((n * 7919 + 123_457) % 1_000_000).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}
