import { describe, expect, it } from "vitest";
import { shippedContent } from "../../app/content/engine/content";
import type { OutboxStore } from "../db/outbox";
import type { ClaimedMessage, Lead, OutboxClaim } from "../db/types";
import type { Logger } from "../log";
import { createOutboxSender, type OutboxConfig, retryDelay } from "./outbox";
import { outboxMessageId } from "./templates";
import type { Mailer, OutgoingMail } from "./transport";

const config: OutboxConfig = {
  pollMs: 1000,
  batchSize: 10,
  leaseMs: 120_000,
  sendDeadlineMs: 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 12,
};

describe("retry back-off", () => {
  it("doubles from the base up to the cap, with ±20 % jitter", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((a) => retryDelay(a, config, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(20, config, mid)).toBe(3_600_000);
    expect(retryDelay(1, config, () => 0)).toBe(24_000);
    expect(retryDelay(1, config, () => 0.999999)).toBeLessThanOrEqual(36_000);
  });
});

const lead: Lead = {
  id: "0b6f7c1e-1111-4222-8333-944455556666",
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  source: "contact",
  stage: "new",
  lostReason: null,
  ownerId: null,
  assignedAt: null,
  followUpAt: null,
  firstAnswerAt: null,
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 98110 24680",
  message: "A website for my bakery || Contact Us Page",
  pagePath: "/contact-us",
  userAgent: null,
  ipHash: null,
  language: "en",
};

function claimed(id: number, attempts = 1, token = `token-${id}-${attempts}`): ClaimedMessage {
  return {
    message: {
      id,
      leadId: lead.id,
      kind: "notify",
      recipient: "leads@agency.example",
      status: "sending",
      attempts,
      nextAttemptAt: 0,
      lockedUntil: 0,
      lastError: null,
      createdAt: lead.createdAt,
      sentAt: null,
    },
    lead,
    claim: { id, token },
  };
}

/** The outbox methods of a repository, over a queue of claimable rows. */
function fakeRepo(due: ClaimedMessage[], options: { claimHeld?: boolean } = {}) {
  const queue = [...due];
  const held = options.claimHeld ?? true;
  const calls = {
    claims: 0,
    sent: [] as OutboxClaim[],
    retried: [] as { claim: OutboxClaim; error: string; retryInMs: number }[],
    failed: [] as { claim: OutboxClaim; error: string }[],
  };
  const repo: Partial<OutboxStore> = {
    async claimOutbox({ limit }) {
      calls.claims++;
      return queue.splice(0, limit);
    },
    async markOutboxSent(claim) {
      calls.sent.push(claim);
      return held;
    },
    async markOutboxRetry(claim, error, retryInMs) {
      calls.retried.push({ claim, error, retryInMs });
      return held;
    },
    async markOutboxFailed(claim, error) {
      calls.failed.push({ claim, error });
      return held;
    },
  };
  return { repo: repo as OutboxStore, calls };
}

function recordingLogger() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, msg, fields });
    };
  const logger: Logger = {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
  };
  return { logger, lines };
}

function sender(repo: OutboxStore, mailer: Mailer, logger: Logger, overrides = {}) {
  return createOutboxSender({
    repo,
    mailer,
    logger,
    config: { ...config, ...overrides },
    notifyTo: async () => "leads@agency.example",
    mail: () => ({ from: "Website <no-reply@Agency.Example>", siteUrl: "https://agency.example" }),
    content: shippedContent,
  });
}

describe("outbox sender", () => {
  it("cuts a send off at the deadline and counts it as a failed attempt to retry", async () => {
    const { repo, calls } = fakeRepo([claimed(1)]);
    const { logger } = recordingLogger();
    let signal: AbortSignal | null = null;
    // An SMTP server that never answers.
    const mailer: Mailer = {
      send(_mail, deadline) {
        signal = deadline;
        return new Promise(() => {});
      },
    };
    await sender(repo, mailer, logger, { sendDeadlineMs: 50 }).drain();

    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(calls.sent).toEqual([]);
    expect(calls.retried).toHaveLength(1);
    expect(calls.retried[0]?.claim).toEqual({ id: 1, token: "token-1-1" });
    expect(calls.retried[0]?.error).toMatch(/MAIL_SEND_DEADLINE_MS \(50 ms\)/);
  });

  it("gives up at MAIL_MAX_ATTEMPTS and leaves the row failed", async () => {
    const { repo, calls } = fakeRepo([claimed(1, 3)]);
    const { logger, lines } = recordingLogger();
    const mailer: Mailer = { send: async () => Promise.reject(new Error("550 no such user")) };
    await sender(repo, mailer, logger, { maxAttempts: 3 }).drain();
    expect(calls.failed).toEqual([
      { claim: { id: 1, token: "token-1-3" }, error: "550 no such user" },
    ]);
    expect(calls.retried).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain("email failed for good");
  });

  it("warns 'outbox claim lost' when the row is no longer held under its claim", async () => {
    const { repo, calls } = fakeRepo([claimed(1), claimed(2)], { claimHeld: false });
    const { logger, lines } = recordingLogger();
    let sends = 0;
    const mailer: Mailer = {
      async send() {
        if (sends++ === 1) throw new Error("421 try later");
      },
    };
    await sender(repo, mailer, logger).drain();

    expect(calls.sent).toHaveLength(1);
    expect(calls.retried).toHaveLength(1);
    const lost = lines.filter((l) => l.msg === "outbox claim lost");
    expect(lost.map((l) => [l.level, l.fields?.outboxId, l.fields?.outcome])).toEqual([
      ["warn", 1, "sent"],
      ["warn", 2, "retry"],
    ]);
    expect(lines.map((l) => l.msg)).not.toContain("email sent");
    expect(lines.map((l) => l.msg)).not.toContain("email failed, will retry");
  });

  it("stop() claims nothing more, waits for the send in flight and records it", async () => {
    const { repo, calls } = fakeRepo([claimed(1), claimed(2)]);
    const { logger } = recordingLogger();
    let finishSend = () => {};
    let sendStarted = () => {};
    const started = new Promise<void>((resolve) => {
      sendStarted = resolve;
    });
    const mailer: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          finishSend = resolve;
          sendStarted();
        }),
    };
    const outbox = sender(repo, mailer, logger, { batchSize: 1 });
    outbox.start();
    await started;

    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    expect(calls.sent).toEqual([]);

    finishSend();
    await stopping;
    expect(calls.sent).toEqual([{ id: 1, token: "token-1-1" }]);
    // The second row stays for the next instance (or this one after a restart).
    expect(calls.claims).toBe(1);
  });

  it("gives every attempt of one row the same Message-ID, and each row its own", async () => {
    const { repo } = fakeRepo([claimed(7, 1), claimed(8, 1), claimed(7, 2)]);
    const { logger } = recordingLogger();
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail);
      },
    };
    await sender(repo, mailer, logger, { batchSize: 1 }).drain();

    expect(sent.map((m) => m.messageId)).toEqual([
      `<outbox-7.${lead.id}@agency.example>`,
      `<outbox-8.${lead.id}@agency.example>`,
      `<outbox-7.${lead.id}@agency.example>`,
    ]);
  });
});

describe("outbox Message-ID", () => {
  it("takes its domain from MAIL_FROM, in any address form", () => {
    expect(outboxMessageId(3, "abc", "no-reply@stackwise.in")).toBe("<outbox-3.abc@stackwise.in>");
    expect(outboxMessageId(3, "abc", '"Stackwise, website" <No-Reply@Mail.Stackwise.in>')).toBe(
      "<outbox-3.abc@mail.stackwise.in>",
    );
    // Never a malformed header: a From without a usable domain gives localhost.
    expect(outboxMessageId(3, "abc", "website")).toBe("<outbox-3.abc@localhost>");
    expect(outboxMessageId(3, "abc", "x@[127.0.0.1]")).toBe("<outbox-3.abc@localhost>");
  });
});
