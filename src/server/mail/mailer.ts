/**
 * Outgoing email: through the SMTP server of SMTP_URL, or, with none configured, written to
 * DATA_DIR/outbox/ as .eml files whose links are logged, so a person running Vector locally can
 * still follow a verification or reset link. Both go through nodemailer, so a message is built
 * the same way either way.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailConfig } from "../config";

/** One message: a subject, a plain-text and an HTML part, and the link it carries (if any). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for, in the outbox file's name and the log ("verify-email", ...). */
  kind: string;
  /** The link the reader is asked to open; logged when the message goes to the outbox. */
  link?: string;
  /** Where a reply goes, when not to the sender (a student's request to support). */
  replyTo?: string;
}

export interface Mailer {
  /** Where messages go. */
  readonly delivery: "smtp" | "outbox";
  /** Sends a message and resolves once the SMTP server accepted it (or the file is written). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer takes as long whether or not a message
   * was sent (and does not tell whether an address has an account); a failure is logged.
   */
  dispatch(message: MailMessage): void;
  /** Waits for messages still being sent, then closes the SMTP connection. */
  close(): Promise<void>;
}

type MailLogger = Pick<FastifyBaseLogger, "info" | "error">;

/** Builds the mailer the configuration chooses. */
export function createMailer(config: MailConfig, log: MailLogger): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const delivery = config.smtpUrl ? "smtp" : "outbox";
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      headers: { "X-Vector-Message": message.kind },
    });
    if (delivery === "smtp") return;
    await mkdir(config.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(
      config.outboxDir,
      `${stamp}-${message.kind}-${randomBytes(3).toString("hex")}.eml`,
    );
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    log.info(
      `Email "${message.subject}" to ${message.to} written to ${file}${message.link ? `; its link: ${message.link}` : ""}`,
    );
  }

  return {
    delivery,
    send,
    dispatch(message) {
      const sending = send(message)
        .catch((error: unknown) => {
          log.error(
            { err: error, kind: message.kind },
            `Could not send the email "${message.subject}" (${delivery === "smtp" ? "SMTP_URL" : "outbox"})`,
          );
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
