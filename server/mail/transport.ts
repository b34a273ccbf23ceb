/**
 * The SMTP connection (nodemailer), created when SMTP_URL is set, e.g.
 * smtp://user:pass@smtp.example.in:587 or smtps://...:465. Short timeouts: a slow mail server
 * only delays the outbox sender, never a visitor.
 */
import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** Stable per outbox row, so a rare resend after a crash is recognisable as a duplicate. */
  messageId: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}
