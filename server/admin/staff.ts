/**
 * Staff accounts as owners manage them at /admin/staff, the one-time links people set their
 * password with, and each person's own second factor (/admin/account). Every change is checked
 * here (a malformed email, a role that does not exist, the last owner) before anything is
 * written, and recorded in the audit trail. Who may call what is decided by the routes
 * (requirePermission "staff.manage"); this module trusts its `actor`.
 *
 * One-time links: 32 random bytes (base64url) in the URL, only their SHA-256 stored; valid 48
 * hours, used once, and a new link for an account ends its earlier ones. The link is emailed
 * once, at once (no outbox: its token is never stored), and shown to the owner, who can copy it
 * or send it by WhatsApp when mail is slow or not set up
 * (docs/decisions/0018-staff-second-factor.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { isStaffRole, type StaffRole, staffRoles } from "../../app/base/staff-roles";
import { admin as adminWords } from "../../app/staff/words";
import type { AuditStore, LimitStore, SettingsStore, StaffStore } from "../db";
import { type StaffAccount, type StaffLinkPurpose, staffStatus } from "../db/types";
import { errorFields, type Logger } from "../log";
import type { AccountChange } from "../mail/account-emails";
import { staffLinkMail } from "../mail/templates";
import type { Mailer, MailSender } from "../mail/transport";
import type { AuditTrail } from "./audit";
import { checkPasswordRules, hashPassword } from "./password";
import { checkPasswordStrength } from "./password-strength";
import {
  cleanRecoveryCode,
  cleanTotpSecret,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  qrCodePath,
  randomToken,
  recoveryCodeHash,
  totpUri,
} from "./second-factor";

export const LINK_VALID_MS = 48 * 3_600_000;
/** The settings key of the roles that must have a second factor (a JSON list of roles). */
export const SECOND_FACTOR_ROLES_SETTING = "staff_second_factor_roles";

/** The staff member acting, and the hashed address they act from. */
export interface StaffActor {
  staffId: number;
  email: string;
  ipHash: string | null;
}

/** How the link reached the person: emailed, the email failed, or no SMTP is configured. */
export type LinkDelivery = "sent" | "failed" | "off";

export interface IssuedLink {
  url: string;
  email: string;
  purpose: StaffLinkPurpose;
  expiresAt: number;
  delivery: LinkDelivery;
}

export type LinkState = "valid" | "unknown" | "used" | "expired" | "disabled";

/** An account as the staff pages show it. */
export interface StaffView {
  id: number;
  email: string;
  role: StaffRole;
  status: "invited" | "active" | "disabled";
  secondFactor: boolean;
  /** An owner lets this editor read the enquiries. */
  readsLeads: boolean;
  lastSignInAt: number | null;
  createdAt: number;
}

export interface SecondFactorSetup {
  /** base32, shown to type in by hand, and sent back with the first code. */
  secret: string;
  uri: string;
  qr: { size: number; path: string };
}

export interface StaffAccounts {
  list(): Promise<StaffView[]>;
  get(id: number): Promise<StaffView | null>;
  invite(
    actor: StaffActor,
    input: { email: unknown; role: unknown },
  ): Promise<
    | { ok: true; staffId: number; link: IssuedLink }
    | { ok: false; problem: "email" | "role" | "exists" }
  >;
  /** A new one-time link: an invitation again for an invited account, else a new password. */
  newLink(
    actor: StaffActor,
    staffId: number,
  ): Promise<{ ok: true; link: IssuedLink } | { ok: false; problem: "not-found" | "disabled" }>;
  changeRole(
    actor: StaffActor,
    staffId: number,
    role: unknown,
  ): Promise<"changed" | "unchanged" | "last-owner" | "not-found" | "role">;
  setDisabled(
    actor: StaffActor,
    staffId: number,
    disabled: boolean,
  ): Promise<"changed" | "unchanged" | "last-owner" | "not-found">;
  /** An owner lets an editor read the enquiries, or stops them (recorded). */
  setReadsLeads(
    actor: StaffActor,
    staffId: number,
    readsLeads: boolean,
  ): Promise<"changed" | "unchanged" | "not-found">;
  /** An owner removes an account's second factor (a lost phone). */
  resetSecondFactor(actor: StaffActor, staffId: number): Promise<"changed" | "unchanged">;
  /** The roles that must have a second factor. */
  secondFactorRoles(): Promise<StaffRole[]>;
  setSecondFactorRoles(actor: StaffActor, roles: unknown[]): Promise<"changed" | "role">;
  /** What a link's page shows: its state, and whose it is when it is still valid. */
  describeLink(
    token: string,
  ): Promise<
    | { state: "valid"; email: string; role: StaffRole; purpose: StaffLinkPurpose }
    | { state: Exclude<LinkState, "valid"> }
  >;
  /**
   * Sets the password with a link; the link is then used, and every session of the account
   * ends. A password that is easy to guess, or contains the email's name or the brand, is
   * refused (`reason`: the estimator's words).
   */
  redeemLink(input: {
    token: string;
    password: unknown;
    confirm: unknown;
    ipHash: string | null;
  }): Promise<
    | { ok: true; email: string }
    | {
        ok: false;
        problem:
          | "mismatch"
          | "too-short"
          | "too-long"
          | "weak"
          | "contains-email"
          | "contains-brand"
          | Exclude<LinkState, "valid">;
        reason?: string | null;
      }
  >;
  /** A fresh secret and its QR code for a person setting up their second factor. */
  startSecondFactor(email: string): SecondFactorSetup;
  /**
   * Turns the second factor on with its first code; returns the ten recovery codes. Replacing
   * one that is on also needs a current code of it (or a recovery code) in `currentCode`, and
   * the password typed again within 10 minutes (`fresh`).
   */
  confirmSecondFactor(
    actor: StaffActor,
    input: { secret: unknown; code: unknown; currentCode?: unknown; fresh: boolean },
  ): Promise<
    | { ok: true; codes: string[]; replaced: boolean }
    | { ok: false; problem: "secret" | "code" | "current-code" | SensitiveRefusal }
  >;
  /**
   * Turns one's own second factor off, with a current code and the password typed again within
   * 10 minutes; refused while the role needs it.
   */
  turnOffSecondFactor(
    actor: StaffActor,
    input: { code: unknown; fresh: boolean },
  ): Promise<"changed" | "code" | "required" | SensitiveRefusal>;
  /** Ten new recovery codes, with a current code and a fresh password; the old ones end. */
  renewRecoveryCodes(
    actor: StaffActor,
    input: { code: unknown; fresh: boolean },
  ): Promise<{ ok: true; codes: string[] } | { ok: false; problem: "code" | SensitiveRefusal }>;
  recoveryCodesLeft(staffId: number): Promise<number>;
}

/**
 * Why a change to one's second factor was refused before its code was checked: the password
 * was not typed again within 10 minutes, or the account's codes are held (too many wrong).
 */
export type SensitiveRefusal = "reauthenticate" | "held";

const emailSchema = z.email().max(254);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const subjectOf = (account: { id: number; email: string }) =>
  `staff:${account.id} ${account.email}`;

const adminRoleLabel = (role: StaffRole) => adminWords.roles[role].label;

function view(account: StaffAccount): StaffView {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    status: staffStatus(account),
    secondFactor: account.totpSecret !== null,
    readsLeads: account.readsLeads,
    lastSignInAt: account.lastSignInAt,
    createdAt: account.createdAt,
  };
}

/** The roles of the second-factor setting (unknown values are dropped). */
export function parseSecondFactorRoles(value: string | null): StaffRole[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? staffRoles.filter((role) => parsed.includes(role)) : [];
  } catch {
    return [];
  }
}

export function createStaffAccounts(options: {
  repo: StaffStore & SettingsStore & LimitStore & AuditStore;
  audit: AuditTrail;
  logger: Logger;
  /** The site's origin, for the links (SITE_URL). */
  siteUrl: string;
  /** Sends the link emails; null when SMTP_URL is not set. */
  mailer: Mailer | null;
  /** The sender of the link emails (MAIL_FROM, or the agency's published default). */
  mailFrom: () => MailSender;
  /** Longest an email send may take before the owner's page answers. */
  mailDeadlineMs: number;
  /** The agency's name as published: the emails' and authenticator apps' issuer. */
  brand: () => string;
  /** Forgets an account's failed sign-ins (a new password was set). */
  clearFailures: (email: string) => Promise<void>;
  /**
   * Runs one code check under the sign-in limits (the account's hold and count of wrong codes,
   * the client's limits): a wrong code counts as at sign-in (service.ts).
   */
  attemptCode: (
    account: { id: number; email: string },
    ipHash: string | null,
    check: () => Promise<boolean>,
  ) => Promise<"right" | "wrong" | "held" | "throttled">;
  /** Emails the person about a change to their account (server/mail/account-emails.ts). */
  notify: (email: string, change: AccountChange, detail?: string) => Promise<void>;
  now?: () => number;
}): StaffAccounts {
  const { repo, audit, logger } = options;
  const now = options.now ?? Date.now;

  async function deliver(link: {
    token: string;
    email: string;
    role: StaffRole;
    purpose: StaffLinkPurpose;
    expiresAt: number;
    inviter: string;
  }): Promise<IssuedLink> {
    const url = `${options.siteUrl}/admin/set-password/${link.token}`;
    let delivery: LinkDelivery = "off";
    if (options.mailer) {
      try {
        await options.mailer.send(
          staffLinkMail({
            to: link.email,
            url,
            purpose: link.purpose,
            role: link.role,
            inviter: link.inviter,
            expiresAt: link.expiresAt,
            from: options.mailFrom(),
            brand: options.brand(),
            id: randomBytes(12).toString("hex"),
          }),
          AbortSignal.timeout(options.mailDeadlineMs),
        );
        delivery = "sent";
      } catch (error) {
        delivery = "failed";
        logger.warn("staff link email failed", { ...errorFields(error), purpose: link.purpose });
      }
    }
    return { url, email: link.email, purpose: link.purpose, expiresAt: link.expiresAt, delivery };
  }

  function newLinkRecord(purpose: StaffLinkPurpose, createdBy: number) {
    const token = randomToken();
    const t = now();
    return {
      token,
      record: {
        idHash: sha256(token),
        purpose,
        createdBy,
        createdAt: t,
        expiresAt: t + LINK_VALID_MS,
      },
    };
  }

  /**
   * A current code of the actor's account: TOTP (once per step) or an unused recovery code. Each
   * check counts under the sign-in limits, so a stolen session cannot guess codes faster than a
   * sign-in could.
   */
  async function checkCode(actor: StaffActor, code: unknown): Promise<"right" | "wrong" | "held"> {
    if (typeof code !== "string") return "wrong";
    const account = await repo.getStaffById(actor.staffId);
    const secret = account?.totpSecret;
    if (!account || !secret) return "wrong";
    const outcome = await options.attemptCode(account, actor.ipHash, async () => {
      const step = matchTotp(secret, code, now());
      const recovery = step === null ? cleanRecoveryCode(code) : null;
      return step !== null
        ? repo.claimTotpStep(account.id, step)
        : recovery
          ? repo.spendRecoveryCode(account.id, recoveryCodeHash(recovery), now())
          : false;
    });
    return outcome === "held" ? "held" : outcome === "right" ? "right" : "wrong";
  }

  async function storeRecoveryCodes(staffId: number) {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(staffId, codes.map(recoveryCodeHash));
    return codes;
  }

  const secondFactorRoles = async () =>
    parseSecondFactorRoles(await repo.getSetting(SECOND_FACTOR_ROLES_SETTING));

  async function describeLink(token: string) {
    const link = /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.getStaffLink(sha256(token)) : null;
    if (!link) return { state: "unknown" as const };
    if (link.usedAt !== null) return { state: "used" as const };
    if (link.expiresAt <= now()) return { state: "expired" as const };
    if (link.disabledAt !== null) return { state: "disabled" as const };
    return {
      state: "valid" as const,
      email: link.email,
      role: link.role,
      purpose: link.purpose,
    };
  }

  return {
    async list() {
      return (await repo.listStaff()).map(view);
    },

    async get(id) {
      const account = await repo.getStaffById(id);
      return account ? view(account) : null;
    },

    async invite(actor, input) {
      const parsed = emailSchema.safeParse(
        typeof input.email === "string" ? input.email.trim().toLowerCase() : input.email,
      );
      if (!parsed.success) return { ok: false, problem: "email" };
      if (!isStaffRole(input.role)) return { ok: false, problem: "role" };
      const email = parsed.data;
      const role = input.role;
      const { token, record } = newLinkRecord("invite", actor.staffId);
      const created = await repo.inviteStaff({ email, role, link: record, now: record.createdAt });
      if (!created) return { ok: false, problem: "exists" };
      const link = await deliver({
        token,
        email,
        role,
        purpose: "invite",
        expiresAt: record.expiresAt,
        inviter: actor.email,
      });
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: "staff.invite",
        subject: subjectOf({ id: created.id, email }),
        details: { role, email: link.delivery },
        ipHash: actor.ipHash,
      });
      return { ok: true, staffId: created.id, link };
    },

    async newLink(actor, staffId) {
      const account = await repo.getStaffById(staffId);
      if (!account) return { ok: false, problem: "not-found" };
      if (account.disabledAt !== null) return { ok: false, problem: "disabled" };
      const purpose = account.passwordHash ? "reset" : "invite";
      const { token, record } = newLinkRecord(purpose, actor.staffId);
      await repo.createStaffLink(staffId, record);
      const link = await deliver({
        token,
        email: account.email,
        role: account.role,
        purpose,
        expiresAt: record.expiresAt,
        inviter: actor.email,
      });
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: purpose === "invite" ? "staff.invite" : "staff.password-link",
        subject: subjectOf(account),
        details: { purpose, email: link.delivery },
        ipHash: actor.ipHash,
      });
      return { ok: true, link };
    },

    async changeRole(actor, staffId, role) {
      if (!isStaffRole(role)) return "role";
      const before = await repo.getStaffById(staffId);
      if (!before) return "not-found";
      const result = await repo.changeStaff(staffId, { role }, now());
      if (result === "changed") {
        await audit.record({
          actor: { id: actor.staffId, email: actor.email },
          kind: "staff.role",
          subject: subjectOf(before),
          details: { from: before.role, to: role },
          ipHash: actor.ipHash,
        });
        await options.notify(before.email, "role", adminRoleLabel(role));
      }
      return result;
    },

    async setDisabled(actor, staffId, disabled) {
      const before = await repo.getStaffById(staffId);
      if (!before) return "not-found";
      const result = await repo.changeStaff(staffId, { disabled }, now());
      if (result === "changed")
        await audit.record({
          actor: { id: actor.staffId, email: actor.email },
          kind: disabled ? "staff.disable" : "staff.enable",
          subject: subjectOf(before),
          ipHash: actor.ipHash,
        });
      return result;
    },

    async setReadsLeads(actor, staffId, readsLeads) {
      const before = await repo.getStaffById(staffId);
      if (!before) return "not-found";
      const result = await repo.changeStaff(staffId, { readsLeads }, now());
      if (result === "last-owner") return "unchanged";
      if (result === "changed")
        await audit.record({
          actor: { id: actor.staffId, email: actor.email },
          kind: "staff.reads-leads",
          subject: subjectOf(before),
          details: { from: before.readsLeads, to: readsLeads },
          ipHash: actor.ipHash,
        });
      return result;
    },

    async resetSecondFactor(actor, staffId) {
      const account = await repo.getStaffById(staffId);
      if (!account || !(await repo.clearSecondFactor(staffId))) return "unchanged";
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: "staff.second-factor-reset",
        subject: subjectOf(account),
        ipHash: actor.ipHash,
      });
      await options.notify(account.email, "second-factor-removed");
      return "changed";
    },

    secondFactorRoles,

    async setSecondFactorRoles(actor, roles) {
      if (!roles.every(isStaffRole)) return "role";
      const before = await secondFactorRoles();
      const after = staffRoles.filter((role) => roles.includes(role));
      await repo.setSetting(SECOND_FACTOR_ROLES_SETTING, JSON.stringify(after));
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: "staff.second-factor-policy",
        subject: "second factor required",
        details: { from: before, to: after },
        ipHash: actor.ipHash,
      });
      return "changed";
    },

    describeLink,

    async redeemLink({ token, password, confirm, ipHash }) {
      const described = await describeLink(token);
      if (described.state !== "valid") return { ok: false, problem: described.state };
      if (typeof password !== "string" || typeof confirm !== "string" || password !== confirm)
        return { ok: false, problem: "mismatch" };
      const rule = checkPasswordRules(password);
      if (rule) return { ok: false, problem: password.length < 12 ? "too-short" : "too-long" };
      const strength = await checkPasswordStrength(password, {
        email: described.email,
        brand: options.brand(),
      });
      if (!strength.ok)
        return strength.problem === "weak"
          ? { ok: false, problem: "weak", reason: strength.reason }
          : { ok: false, problem: strength.problem };
      // The store also ends every session of the account, in the same transaction.
      const used = await repo.redeemStaffLink(sha256(token), await hashPassword(password), now());
      if (!used.ok) return { ok: false, problem: used.reason };
      await options.clearFailures(used.email);
      if (used.purpose === "reset") await options.notify(used.email, "password");
      await audit.record({
        actor: { id: used.staffId, email: used.email },
        kind: "staff.password-set",
        subject: subjectOf({ id: used.staffId, email: used.email }),
        details: { link: used.purpose },
        ipHash,
      });
      return { ok: true, email: used.email };
    },

    startSecondFactor(email) {
      const secret = newTotpSecret();
      const uri = totpUri(secret, email, options.brand());
      return { secret, uri, qr: qrCodePath(uri) };
    },

    async confirmSecondFactor(actor, input) {
      const account = await repo.getStaffById(actor.staffId);
      const replacing = Boolean(account?.totpSecret);
      // Replacing a second factor is as sensitive as removing it: a stolen session alone
      // must not be able to move it to the thief's phone.
      if (replacing && !input.fresh) return { ok: false, problem: "reauthenticate" };
      const secret = cleanTotpSecret(input.secret);
      if (!secret) return { ok: false, problem: "secret" };
      const step = typeof input.code === "string" ? matchTotp(secret, input.code, now()) : null;
      if (step === null) return { ok: false, problem: "code" };
      if (replacing) {
        const current = await checkCode(actor, input.currentCode);
        if (current !== "right")
          return { ok: false, problem: current === "held" ? "held" : "current-code" };
      }
      const codes = newRecoveryCodes();
      await repo.setSecondFactor(actor.staffId, secret, step, codes.map(recoveryCodeHash));
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: "account.second-factor-on",
        subject: subjectOf({ id: actor.staffId, email: actor.email }),
        ...(replacing ? { details: { replaced: true } } : {}),
        ipHash: actor.ipHash,
      });
      await options.notify(actor.email, replacing ? "second-factor-replaced" : "second-factor-on");
      return { ok: true, codes, replaced: replacing };
    },

    async turnOffSecondFactor(actor, input) {
      const account = await repo.getStaffById(actor.staffId);
      if (account && (await secondFactorRoles()).includes(account.role)) return "required";
      if (!input.fresh) return "reauthenticate";
      const checked = await checkCode(actor, input.code);
      if (checked !== "right") return checked === "held" ? "held" : "code";
      await repo.clearSecondFactor(actor.staffId);
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: "account.second-factor-off",
        subject: subjectOf({ id: actor.staffId, email: actor.email }),
        ipHash: actor.ipHash,
      });
      await options.notify(actor.email, "second-factor-off");
      return "changed";
    },

    async renewRecoveryCodes(actor, input) {
      if (!input.fresh) return { ok: false, problem: "reauthenticate" };
      const checked = await checkCode(actor, input.code);
      if (checked !== "right") return { ok: false, problem: checked === "held" ? "held" : "code" };
      const codes = await storeRecoveryCodes(actor.staffId);
      await audit.record({
        actor: { id: actor.staffId, email: actor.email },
        kind: "account.recovery-codes",
        subject: subjectOf({ id: actor.staffId, email: actor.email }),
        ipHash: actor.ipHash,
      });
      await options.notify(actor.email, "recovery-codes");
      return { ok: true, codes };
    },

    recoveryCodesLeft: (staffId) => repo.countRecoveryCodes(staffId),
  };
}
