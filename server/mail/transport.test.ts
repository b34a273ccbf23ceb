import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpMailer, smtpTimeouts } from "./transport";

const mail = {
  from: "no-reply@agency.example",
  to: "leads@agency.example",
  subject: "New enquiry",
  text: "Hello",
  messageId: "<outbox-1.lead@agency.example>",
};

/** Listens on a free loopback port; returns it. */
async function listen(server: SMTPServer | net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = (server instanceof SMTPServer ? server.server : server).address();
  return typeof address === "object" && address ? address.port : 0;
}

describe("SMTP timeouts", () => {
  it("fit every stage of a send inside its deadline", () => {
    for (const deadline of [500, 1500, 60_000, 600_000]) {
      const t = smtpTimeouts(deadline);
      expect(t.connectionTimeout + t.greetingTimeout).toBeLessThanOrEqual(deadline);
      expect(t.socketTimeout).toBeLessThanOrEqual(deadline);
      expect(Math.min(t.connectionTimeout, t.greetingTimeout, t.socketTimeout)).toBeGreaterThan(0);
    }
    expect(smtpTimeouts(60_000)).toEqual({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  });
});

describe("SMTP mailer", () => {
  let cleanup: () => Promise<void> = async () => {};
  afterEach(async () => {
    await cleanup();
    cleanup = async () => {};
  });

  it("applies nodemailer's timeouts: a server that never greets fails the send on its own", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    const port = await listen(silent);
    cleanup = async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    };
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, { sendDeadlineMs: 2000 });
    // The greeting timeout (half the deadline) ends it; the deadline signal never fires here.
    await expect(mailer.send(mail, new AbortController().signal)).rejects.toThrow(
      /Greeting never received/,
    );
  });

  it("resets the connection when the deadline passes, before the server answers the message", async () => {
    let dataEnded = () => {};
    const ended = new Promise<void>((resolve) => {
      dataEnded = resolve;
    });
    let sessionClosed = () => {};
    const closed = new Promise<void>((resolve) => {
      sessionClosed = resolve;
    });
    let answered = false;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          dataEnded();
          // A slow server: it would accept the message 5 s later.
          setTimeout(() => {
            answered = true;
            callback();
          }, 5000).unref();
        });
      },
      onClose: () => sessionClosed(),
    });
    server.on("error", () => {});
    const port = await listen(server);
    cleanup = () => new Promise((resolve) => server.close(() => resolve()));

    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, { sendDeadlineMs: 60_000 });
    const deadline = new AbortController();
    const sending = mailer.send(mail, deadline.signal);
    await ended;
    deadline.abort(new Error("deadline"));

    await expect(sending).rejects.toThrow();
    await closed;
    expect(answered).toBe(false);
  });
});
