/**
 * The SMTP connection (nodemailer), created when SMTP_URL is set, e.g.
 * smtp://user:pass@smtp.example.in:587 or smtps://...:465. Every send has a deadline
 * (MAIL_SEND_DEADLINE_MS): nodemailer's own timeouts fit inside it, and when it passes the
 * connection is reset, so a send that was given up cannot complete later. A slow mail server
 * only delays the outbox sender, never a visitor.
 */
import net from "node:net";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";

/**
 * An email's sender: MAIL_FROM as the operator wrote it, or an address with a display name
 * (nodemailer quotes and encodes the name; never build "name <address>" by hand).
 */
export type MailSender = string | { name: string; address: string };

export interface OutgoingMail {
  from: MailSender;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** An HTML alternative of `text` (the weekly report); the text part is always sent. */
  html?: string;
  /** Stable per outbox row, so a rare second copy is recognisable as the same message. */
  messageId: string;
}

export interface Mailer {
  /** Sends one email. When `signal` aborts, the send is cut off and must not complete later. */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
}

/** nodemailer's timeouts, one per stage of a send, each within the deadline of the whole send. */
export function smtpTimeouts(sendDeadlineMs: number) {
  return {
    connectionTimeout: Math.min(10_000, Math.floor(sendDeadlineMs / 2)),
    greetingTimeout: Math.min(10_000, Math.floor(sendDeadlineMs / 2)),
    /** Silence on the connection, e.g. waiting for the reply to the end of DATA. */
    socketTimeout: Math.min(30_000, sendDeadlineMs),
  };
}

/** A host on this machine: mail to it never crosses a network, so TLS is not required. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * Whether a send must be encrypted: always over smtps://; over smtp:// STARTTLS is required
 * (the send fails rather than go out in clear, credentials and leads included) unless the host
 * is loopback or SMTP_ALLOW_PLAINTEXT is set. The server's certificate is verified either way.
 */
export function smtpRequiresTls(smtpUrl: string, allowPlaintext: boolean): boolean {
  if (allowPlaintext) return false;
  const url = new URL(smtpUrl);
  return url.protocol === "smtps:" || !isLoopbackHost(url.hostname);
}

export function createSmtpMailer(
  smtpUrl: string,
  options: { sendDeadlineMs: number; allowPlaintext?: boolean },
): Mailer {
  const timeouts = smtpTimeouts(options.sendDeadlineMs);
  const requireTLS = smtpRequiresTls(smtpUrl, options.allowPlaintext ?? false);
  return {
    async send(mail, signal) {
      signal.throwIfAborted();
      let socket: net.Socket | null = null;
      // One transport per send (nodemailer opens one connection per send anyway), so this
      // send's socket is known and can be reset at the deadline.
      const transport = nodemailer.createTransport(
        new SMTPTransport({
          url: smtpUrl,
          ...timeouts,
          requireTLS,
          // nodemailer's hook for proxies: it speaks SMTP (and TLS) over the socket given here.
          getSocket(socketOptions, callback) {
            connect(socketOptions, timeouts.connectionTimeout, signal).then(
              (connected) => {
                socket = connected;
                callback(null, { connection: connected });
              },
              (error: Error) => callback(error, null),
            );
          },
        }),
      );
      const cutOff = () => {
        if (socket) reset(socket);
      };
      signal.addEventListener("abort", cutOff, { once: true });
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } finally {
        signal.removeEventListener("abort", cutOff);
        transport.close();
      }
    },
  };
}

/** Opens the TCP connection to the SMTP server (host and default ports as nodemailer has them). */
function connect(
  options: SMTPTransport.Options,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const port = Number(options.port) || (options.secure ? 465 : 587);
    const socket = net.connect({ host: options.host || "localhost", port });
    const fail = (error: unknown) => {
      done();
      socket.destroy();
      reject(error);
    };
    const onAbort = () => fail(signal.reason);
    const timer = setTimeout(
      () => fail(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" })),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      socket.off("error", fail);
      signal.removeEventListener("abort", onAbort);
    };
    socket.once("error", fail);
    signal.addEventListener("abort", onAbort, { once: true });
    socket.once("connect", () => {
      done();
      socket.setKeepAlive(true);
      resolve(socket);
    });
  });
}

/**
 * Ends a send that was given up. A reset (not a FIN) drops whatever has not been sent yet, so
 * the rest of a message cannot reach the server and complete after the deadline.
 */
function reset(socket: net.Socket) {
  // Errors of a socket torn down on purpose are expected; nodemailer reports the send failed.
  socket.on("error", () => {});
  if (socket.destroyed) return;
  if (socket.connecting) socket.destroy();
  else socket.resetAndDestroy();
}
